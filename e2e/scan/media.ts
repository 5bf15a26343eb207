/**
 * What the scanner's e2e tests show the browser, made here on the machine:
 * a barcode drawn by a barcode library (bwip-js) on a white card, as a
 * short video in the YUV4MPEG2 format Chromium's fake camera plays
 * (`--use-file-for-fake-video-capture`), made with ffmpeg; and photos of
 * real labels' text drawn with ImageMagick, straight, a little rotated, at
 * low contrast and blurred.
 */
import { execFileSync } from "node:child_process"
import { existsSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import bwipjs from "bwip-js"

/** ImageMagick's own convert (Debian's), whatever else is first on the PATH. */
const convert = existsSync("/usr/bin/convert") ? "/usr/bin/convert" : "convert"
const folder = mkdtempSync(join(tmpdir(), "strand-scan-"))

/** A camera's view of a barcode on a card, as a Y4M video file. */
export const barcodeVideo = async (barcode: string): Promise<string> => {
  const bars = join(folder, `${barcode}.png`)
  writeFileSync(
    bars,
    await bwipjs.toBuffer({
      bcid: barcode.length === 8 ? "ean8" : "ean13",
      text: barcode,
      scale: 3,
      height: 22,
      includetext: true,
      textxalign: "center",
      paddingwidth: 12,
      paddingheight: 8,
      backgroundcolor: "FFFFFF",
    }),
  )
  const frame = join(folder, `${barcode}-frame.png`)
  execFileSync(convert, [
    "-size",
    "1280x720",
    "xc:#d8cfc4",
    bars,
    "-gravity",
    "center",
    "-composite",
    frame,
  ])
  const video = join(folder, `${barcode}.y4m`)
  execFileSync("ffmpeg", [
    "-loglevel",
    "error",
    "-y",
    "-loop",
    "1",
    "-i",
    frame,
    "-t",
    "2",
    "-r",
    "15",
    "-pix_fmt",
    "yuv420p",
    video,
  ])
  return video
}

export const photoVariants = ["straight", "rotated", "low contrast"] as const
export type PhotoVariant = (typeof photoVariants)[number] | "blurred"

const variantArgs: Record<PhotoVariant, ReadonlyArray<string>> = {
  straight: [],
  // as a phone held a little askew
  rotated: ["-background", "white", "-rotate", "4"],
  // grey print on a grey bottle
  "low contrast": ["+level", "40%,72%"],
  blurred: ["-blur", "0x4"],
}

/** A photo of `text` printed on a label, as `variant`. */
export const labelPhoto = (name: string, text: string, variant: PhotoVariant): string => {
  const photo = join(folder, `${name}-${variant.replace(" ", "-")}.png`)
  execFileSync(convert, [
    "-size",
    "1100x",
    "-background",
    "white",
    "-fill",
    "#1c1c1c",
    "-font",
    "DejaVu-Sans",
    "-pointsize",
    "28",
    `caption:${text}`,
    "-bordercolor",
    "white",
    "-border",
    "50",
    ...variantArgs[variant],
    photo,
  ])
  return photo
}
