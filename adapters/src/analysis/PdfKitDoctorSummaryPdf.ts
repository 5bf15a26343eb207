/**
 * DoctorSummaryPdf in process, with PDFKit: the summary laid out directly
 * as PDF text (no HTML, no browser), in DejaVu Sans and Serif shipped with
 * the app (so every name and note in Latin, Greek or Cyrillic script prints,
 * and the text stays text a reader can select and search), the fonts
 * subset into each file. Why PDFKit and not @react-pdf/renderer:
 * docs/performance.md.
 *
 * Always one page: the page is measured first and, when someone's notes and
 * lists are long, set a little smaller until it fits (down to 65 %; past
 * that, what does not fit is cut with "…", never a second page). The same
 * words and order as the page the person prints (doctorSummaryWords).
 */

import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import {
  type DoctorSummary,
  doctorSummaryWords,
  typedNoteLead,
} from "@strand/domain/analysis/DoctorSummary"
import {
  DoctorSummaryPdf,
  type PaperSize,
  PdfUnavailable,
} from "@strand/domain/analysis/DoctorSummaryPdf"
import { longDate } from "@strand/domain/text/LongDate"
import { Effect, Layer } from "effect"
import { create, type Font } from "fontkit"
import PDFDocument from "pdfkit"

const words = doctorSummaryWords

const fontFolder = join(
  dirname(createRequire(import.meta.url).resolve("dejavu-fonts-ttf/package.json")),
  "ttf",
)
/**
 * Read and parsed once, shared by every document (parsing per document was
 * most of a PDF's time); each document embeds only the glyphs it uses.
 */
const fontNamed = (file: string) => create(readFileSync(join(fontFolder, file))) as Font
const fonts = {
  body: fontNamed("DejaVuSans.ttf"),
  bold: fontNamed("DejaVuSans-Bold.ttf"),
  italic: fontNamed("DejaVuSans-Oblique.ttf"),
  title: fontNamed("DejaVuSerif.ttf"),
} as const

const colours = {
  ink: "#2b211c",
  muted: "#6f5c51",
  heading: "#8b4222",
  rule: "#a9532b",
  quoteRule: "#e2cdb8",
  quoteBackground: "#fdf9f4",
} as const

const millimetre = 72 / 25.4
const margins = { top: 16, bottom: 14, left: 16, right: 16 } as const
/** Smallest size the page is set at before anything is cut. */
const smallestScale = 0.65

type Doc = InstanceType<typeof PDFDocument>

/**
 * Lays the summary out from the top of the page at `scale`; draws only when
 * `draw`. Returns whether everything fitted.
 */
const layOut = (doc: Doc, summary: DoctorSummary, scale: number, draw: boolean): boolean => {
  const left = margins.left * millimetre
  const width = doc.page.width - (margins.left + margins.right) * millimetre
  const bottom = doc.page.height - margins.bottom * millimetre
  const size = (points: number) => points * scale
  let y = margins.top * millimetre
  let fitted = true

  /** Writes `text` at y (or only measures it); false when it would run off the page. */
  const write = (
    text: string,
    font: keyof typeof fonts,
    points: number,
    colour: string,
    options: { indent?: number; gapAfter?: number; spacing?: number; width?: number } = {},
  ) => {
    const x = left + (options.indent ?? 0)
    const textOptions = {
      width: options.width ?? width - (options.indent ?? 0),
      lineGap: size(points) * 0.3,
      characterSpacing: options.spacing ?? 0,
    }
    doc.font(font).fontSize(size(points))
    const height = doc.heightOfString(text, textOptions)
    if (y + height > bottom) {
      fitted = false
      if (draw && y + size(points) * 1.4 <= bottom) {
        doc.fillColor(colours.muted).text("…", x, y, { width: textOptions.width, lineBreak: false })
      }
      y = bottom
      return false
    }
    if (draw) doc.fillColor(colour).text(text, x, y, textOptions)
    y += height + size(options.gapAfter ?? 0)
    return true
  }

  const heading = (text: string) =>
    write(text.toUpperCase(), "bold", 9.5, colours.heading, { spacing: 0.6, gapAfter: 3 })

  const paragraph = (text: string, missing = false) =>
    write(text, missing ? "italic" : "body", 10.5, missing ? colours.muted : colours.ink, {
      gapAfter: 8,
    })

  const list = (items: ReadonlyArray<string>) => {
    if (items.length === 0) return paragraph(words.nothing, true)
    const indent = size(14)
    for (const [index, item] of items.entries()) {
      const top = y
      if (!write(item, "body", 10.5, colours.ink, { indent, gapAfter: 1.5 })) return false
      if (draw) {
        doc
          .font("body")
          .fontSize(size(10.5))
          .fillColor(colours.ink)
          .text("•", left + size(3), top, { lineBreak: false })
      }
      if (index === items.length - 1) y += size(6.5)
    }
    return true
  }

  const quote = (label: string, text: string) => {
    const pad = size(8)
    const inner = width - 2 * pad - size(3)
    doc.font("body").fontSize(size(10.5))
    const lead = typedNoteLead(label)
    const height =
      doc.heightOfString(`${lead}${text}`, { width: inner, lineGap: size(10.5) * 0.3 }) +
      2 * size(3)
    if (y + height > bottom) return write(`${lead}${text}`, "body", 10.5, colours.ink)
    if (draw) {
      doc.rect(left, y, width, height).fill(colours.quoteBackground)
      doc.rect(left, y, size(3), height).fill(colours.quoteRule)
      doc
        .fillColor(colours.muted)
        .font("body")
        .fontSize(size(9))
        .text(lead, left + size(3) + pad, y + size(3), {
          width: inner,
          continued: true,
          lineGap: size(10.5) * 0.3,
        })
        .fillColor(colours.ink)
        .fontSize(size(10.5))
        .text(text)
    }
    y += height + size(4)
    return true
  }

  const section = (title: string, body: () => boolean) => heading(title) && body()

  /** A line across the page at y. */
  const rule = (thickness: number, colour: string) =>
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(thickness)
      .strokeColor(colour)
      .stroke()

  // The header: title, who and when, a rule.
  write(words.title, "title", 17, colours.ink, { gapAfter: 2 })
  // Answered for someone else: the account holder gave the answers; the patient is named below.
  const who = summary.answeredForSomeoneElse
    ? `${words.completedBy} ${summary.name ?? "____________________"}`
    : (summary.name ?? "Name: ____________________")
  write(`${who} · ${words.forWhom} · ${longDate(summary.reportDate)}`, "body", 9.5, colours.muted, {
    gapAfter: 2,
  })
  write(`${words.patient}: ${summary.patient}`, "body", 9.5, colours.ink, { gapAfter: 6 })
  if (draw) rule(2, colours.rule)
  y += size(10)

  const suggested = summary.suggested
  const sections: ReadonlyArray<readonly [string, () => boolean]> = [
    ...(suggested === undefined ? [] : [[words.suggested, () => paragraph(suggested)] as const]),
    [words.signs, () => list(summary.signs)],
    ...(summary.typed.length === 0
      ? []
      : [
          [
            words.typed,
            () => {
              if (!summary.typed.every((note) => quote(note.label, note.text))) return false
              y += size(4)
              return true
            },
          ] as const,
        ]),
    [
      words.since,
      () =>
        summary.since === undefined
          ? paragraph(words.sinceMissing, true)
          : paragraph(summary.since),
    ],
    [words.tried, () => list(summary.tried)],
    [words.productsAndServices, () => list(summary.productsAndServices)],
    [words.medicines, () => list(summary.medicines)],
    [
      words.hormonalStage,
      () =>
        summary.hormonalStage === undefined
          ? paragraph(words.nothing, true)
          : paragraph(summary.hormonalStage),
    ],
    [words.background, () => list(summary.background)],
  ]
  for (const [title, body] of sections) {
    if (!section(title, body)) break
  }

  // The footer, below the rest, with a thin rule above it.
  y += size(4)
  if (draw && y < bottom) rule(0.75, colours.quoteRule)
  y += size(5)
  write(words.footer, "body", 8.5, colours.muted)
  return fitted
}

const paperSizes: Record<PaperSize, string> = { a4: "A4", letter: "LETTER" }

/** The summary as the bytes of a one-page PDF. */
export const doctorSummaryPdfBytes = (summary: DoctorSummary, paper: PaperSize) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const doc = new PDFDocument({
      size: paperSizes[paper],
      margin: 0,
      autoFirstPage: true,
      info: { Title: words.title, Creator: "Strand" },
      lang: "en",
      displayTitle: true,
      tagged: false,
    })
    // PDFKit takes a parsed font as it is (any object with fontkit's `layout`).
    for (const [name, font] of Object.entries(fonts)) {
      doc.registerFont(name, font as unknown as PDFKit.Mixins.PDFFontSource)
    }
    const chunks: Array<Buffer> = []
    doc.on("data", (chunk: Buffer) => chunks.push(chunk))
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))))
    doc.on("error", reject)
    // The largest size at which everything fits, then drawn once.
    let scale = 1
    while (scale > smallestScale && !layOut(doc, summary, scale, false)) {
      scale = Math.max(smallestScale, Math.round((scale - 0.05) * 100) / 100)
    }
    layOut(doc, summary, scale, true)
    doc.end()
  })

export const PdfKitDoctorSummaryPdf = Layer.succeed(
  DoctorSummaryPdf,
  DoctorSummaryPdf.of({
    render: Effect.fn("DoctorSummaryPdf.render")(function* (
      summary: DoctorSummary,
      paper: PaperSize,
    ) {
      return yield* Effect.tryPromise({
        try: () => doctorSummaryPdfBytes(summary, paper),
        catch: (cause) =>
          new PdfUnavailable({
            reason: "RenderFailed",
            message: `The PDF could not be made: ${cause instanceof Error ? cause.message : String(cause)}`,
          }),
      })
    }),
  }),
)
