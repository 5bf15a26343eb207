/**
 * The e-mail that carries a person's report ("Email My Report"): every
 * section of the result screen, in its order and under its headings, as
 * plain text with a simple HTML alternative, and a link back to the report
 * in the app. The report's strings may come from an AI provider, so the HTML
 * escapes every one of them (and the person's name) rather than trusting them.
 */
import type { MailMessage } from "../mail/Mailer.ts"
import { type AnalysisResults, textureLevels } from "./AnalysisResults.ts"
import { reportSectionHeadings } from "./ReportSections.ts"

export const reportMailSubject = "Your Strand hair and scalp routine"

/** Where the report opens in the app. */
export const reportUrl = (origin: string, analysisId: string) =>
  `${origin}/result?analysisId=${encodeURIComponent(analysisId)}`

export interface ReportMailInput {
  readonly to: string
  /** The person's name; without one the greeting says "there", like the quiz does. */
  readonly name: string | null
  readonly results: AnalysisResults
  /** `reportUrl(origin, analysisId)` */
  readonly reportUrl: string
}

// A section is a heading and its blocks, rendered once as text and once as HTML.
type Block =
  | { readonly _tag: "Paragraph"; readonly text: string }
  | { readonly _tag: "List"; readonly items: ReadonlyArray<string> }
  /** a label per line: the weekly rhythm's days, a product's parts */
  | { readonly _tag: "Labelled"; readonly rows: ReadonlyArray<readonly [string, string]> }
  | { readonly _tag: "Subheading"; readonly text: string }

interface Section {
  readonly heading: string
  readonly blocks: ReadonlyArray<Block>
}

const nothingToNote = "Nothing to note for now."

const paragraph = (text: string): Block => ({ _tag: "Paragraph", text })
const list = (items: ReadonlyArray<string>): Block =>
  items.length === 0 ? paragraph(nothingToNote) : { _tag: "List", items }

const sections = (results: AnalysisResults): ReadonlyArray<Section> => {
  const texture = results.productTexture
  const [snapshot, doingWell, avoid, rhythm, textureHeading, styling, science, redFlags] =
    reportSectionHeadings
  return [
    { heading: snapshot, blocks: [paragraph(results.routineSnapshot)] },
    { heading: doingWell, blocks: [list(results.doingWell)] },
    { heading: avoid, blocks: [list(results.avoidForNow)] },
    {
      heading: rhythm,
      blocks:
        results.weeklyRhythm.length === 0
          ? [paragraph(nothingToNote)]
          : [{ _tag: "Labelled", rows: results.weeklyRhythm.map((d) => [d.day, d.activity]) }],
    },
    {
      heading: textureHeading,
      blocks: [
        paragraph(`Recommended texture: ${texture.recommended} (of ${textureLevels.join(", ")})`),
        ...(texture.textureGuidance.trim() === "" ? [] : [paragraph(texture.textureGuidance)]),
        { _tag: "Subheading", text: "Where to apply" },
        list(texture.applicationZones),
        { _tag: "Subheading", text: "Products" },
        ...(texture.products.length === 0
          ? [paragraph(nothingToNote)]
          : texture.products.map(
              (product): Block => ({
                _tag: "Labelled",
                rows: [
                  ["Product", product.title],
                  ["Ingredients", product.ingredients],
                  ["How to use", product.usage],
                ],
              }),
            )),
      ],
    },
    { heading: styling, blocks: [list(results.stylingBuildUp)] },
    { heading: science, blocks: [list(results.scienceNotes)] },
    { heading: redFlags, blocks: [list(results.redFlags)] },
  ]
}

const greetingName = (name: string | null) => {
  const trimmed = name?.trim() ?? ""
  return trimmed === "" ? "there" : trimmed
}

const intro = "Here is your personalised hair and scalp routine from Strand."
const linkLine = "You can open it in Strand at any time:"
const signOff = "You are receiving this because you asked Strand to e-mail you your report."

// ---- plain text ----

const textBlock = (block: Block): string => {
  switch (block._tag) {
    case "Paragraph":
      return block.text
    case "List":
      return block.items.map((item) => `- ${item}`).join("\n")
    case "Labelled":
      return block.rows.map(([label, text]) => `${label}: ${text}`).join("\n")
    case "Subheading":
      return `${block.text}:`
  }
}

// Blocks are a blank line apart, except that a subheading sits on its block.
const textSection = (section: Section) =>
  section.blocks.reduce(
    (text, block, index) =>
      `${text}${index === 0 || section.blocks[index - 1]?._tag === "Subheading" ? "\n" : "\n\n"}${textBlock(block)}`,
    `${section.heading}\n${"-".repeat(section.heading.length)}`,
  )

const textBody = (input: ReportMailInput) =>
  [
    `Hi ${greetingName(input.name)},`,
    "",
    intro,
    linkLine,
    input.reportUrl,
    "",
    sections(input.results).map(textSection).join("\n\n"),
    "",
    "--",
    signOff,
    "Strand",
  ].join("\n")

// ---- HTML ----

const htmlEscapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
}

/** Makes any string safe as HTML text or a quoted attribute value. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => htmlEscapes[c] ?? c)

const htmlBlock = (block: Block): string => {
  switch (block._tag) {
    case "Paragraph":
      return `<p>${escapeHtml(block.text)}</p>`
    case "List":
      return `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`
    case "Labelled":
      return `<p>${block.rows
        .map(([label, text]) => `<strong>${escapeHtml(label)}:</strong> ${escapeHtml(text)}`)
        .join("<br>")}</p>`
    case "Subheading":
      return `<h3>${escapeHtml(block.text)}</h3>`
  }
}

const htmlSection = (section: Section) =>
  `<h2>${escapeHtml(section.heading)}</h2>\n${section.blocks.map(htmlBlock).join("\n")}`

const htmlBody = (input: ReportMailInput) => {
  const url = escapeHtml(input.reportUrl)
  return [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(reportMailSubject)}</title></head>`,
    '<body style="font-family: sans-serif; line-height: 1.5; max-width: 40em">',
    `<p>Hi ${escapeHtml(greetingName(input.name))},</p>`,
    `<p>${escapeHtml(intro)} ${escapeHtml(linkLine)} <a href="${url}">${url}</a></p>`,
    ...sections(input.results).map(htmlSection),
    `<hr><p><small>${escapeHtml(signOff)}</small></p>`,
    "</body></html>",
  ].join("\n")
}

export const reportMail = (input: ReportMailInput): MailMessage => ({
  to: input.to,
  subject: reportMailSubject,
  text: textBody(input),
  html: htmlBody(input),
})
