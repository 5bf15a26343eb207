/**
 * Reading a label's ingredient list from a photo, in the browser: the photo
 * is scaled to a size the reader handles quickly, checked for blur (a
 * blurred photo is refused at once with a clear message rather than read
 * badly), then read by tesseract.js in a Web Worker with the English model,
 * turning it upright when it is a little askew. Every file it needs comes
 * from Strand's own origin (ocrAssets.ts). The worker is started on the
 * first photo and kept for the next.
 */
import type { LoggerMessage, Worker } from "tesseract.js"
import tesseract from "tesseract.js/dist/tesseract.esm.min.js"
import { relaxedSimd, simd } from "wasm-feature-detect"
import { ingredientsFromLabelText } from "./labelText.ts"
import { type OcrEngine, ocrAssetsPath, ocrFiles } from "./ocrAssets.ts"
import { greyOf, sharpEnough, sharpness } from "./sharpness.ts"

export type LabelReading =
  | { readonly _tag: "Read"; readonly ingredients: string }
  | { readonly _tag: "Blurred" }
  | { readonly _tag: "Unreadable" }

/** Long enough for small print, short enough to read in seconds on a phone. */
const longestSide = 2000
/** The grey copy the blur check looks at. */
const checkWidth = 800

let reader: Promise<Worker> | undefined
let onProgress: ((share: number) => void) | undefined

const engine = async (): Promise<OcrEngine> =>
  (await relaxedSimd()) ? "relaxedsimd-lstm" : (await simd()) ? "simd-lstm" : "lstm"

/** Starts the reader (worker, engine, model) if it is not running yet. */
export const startLabelReader = (): Promise<Worker> => {
  reader ??= engine()
    .then((build) =>
      tesseract.createWorker("eng", 1, {
        workerPath: `${ocrAssetsPath}${ocrFiles.worker}`,
        corePath: `${ocrAssetsPath}${ocrFiles.engine(build)}`,
        langPath: ocrAssetsPath.replace(/\/$/u, ""),
        gzip: false,
        workerBlobURL: false,
        // the browser's HTTP cache keeps the model; nothing in IndexedDB
        cacheMethod: "none",
        logger: (message: LoggerMessage) => {
          if (message.status === "recognizing text") onProgress?.(message.progress)
        },
      }),
    )
    .catch((error: unknown) => {
      reader = undefined
      throw error
    })
  return reader
}

const canvasOf = (width: number, height: number) => {
  const canvas = document.createElement("canvas")
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext("2d", { willReadFrequently: true })
  if (context === null) throw new Error("This browser cannot draw the photo")
  return { canvas, context }
}

const isBlurred = (photo: ImageBitmap) => {
  const scale = Math.min(1, checkWidth / photo.width)
  const width = Math.max(1, Math.round(photo.width * scale))
  const height = Math.max(1, Math.round(photo.height * scale))
  const { context } = canvasOf(width, height)
  context.drawImage(photo, 0, 0, width, height)
  const grey = greyOf(context.getImageData(0, 0, width, height).data)
  return sharpness(grey, width, height) < sharpEnough
}

export const readLabel = async (
  photo: Blob,
  progress?: (share: number) => void,
): Promise<LabelReading> => {
  const started = startLabelReader()
  const bitmap = await createImageBitmap(photo)
  try {
    if (isBlurred(bitmap)) return { _tag: "Blurred" }
    const scale = Math.min(1, longestSide / Math.max(bitmap.width, bitmap.height))
    const { canvas, context } = canvasOf(
      Math.round(bitmap.width * scale),
      Math.round(bitmap.height * scale),
    )
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
    const worker = await started
    onProgress = progress
    const { data } = await worker.recognize(canvas, { rotateAuto: true })
    const ingredients = ingredientsFromLabelText(data.text)
    return ingredients === undefined ? { _tag: "Unreadable" } : { _tag: "Read", ingredients }
  } finally {
    onProgress = undefined
    bitmap.close()
  }
}
