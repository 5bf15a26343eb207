/**
 * The e-mail that carries a person's report ("Email My Report"), as data:
 * every section of the result screen, in its order and under its headings,
 * built from blocks (a paragraph, a list, the weekly rhythm, the texture
 * scale, a product). The data is what the outbox keeps until the message is
 * delivered; the plain-text part is written here, and the designed HTML part
 * by the mail templates (adapters), both from the same sections, so a new
 * section (start here, timelines, evidence) is one more entry in
 * `reportMailSections` and appears in both.
 *
 * The report's strings may come from an AI provider and the name from the
 * person: both stay text, never markup (the templates escape them).
 */
import { Schema } from "effect"
import { type AnalysisResults, textureLevels } from "./AnalysisResults.ts"
import { reportSectionHeadings } from "./ReportSections.ts"

export const reportMailSubject = "Your Strand hair and scalp routine"

/** Where the report opens in the app. */
export const reportUrl = (origin: string, analysisId: string) =>
  `${origin}/result?analysisId=${encodeURIComponent(analysisId)}`

/** The referral link a person shares (spec §9: {origin}/?ref={referralCode}). */
export const referralUrl = (origin: string, referralCode: string) =>
  `${origin}/?ref=${encodeURIComponent(referralCode)}`

export const ReportBlock = Schema.Union([
  Schema.TaggedStruct("Paragraph", { text: Schema.String }),
  Schema.TaggedStruct("List", { items: Schema.Array(Schema.String) }),
  /** the weekly rhythm: one row per day, shown with alternating colours */
  Schema.TaggedStruct("Rhythm", {
    days: Schema.Array(Schema.Struct({ day: Schema.String, activity: Schema.String })),
  }),
  /** Light / Medium / Rich with the recommended one marked */
  Schema.TaggedStruct("TextureScale", {
    levels: Schema.Array(Schema.String),
    recommended: Schema.String,
  }),
  Schema.TaggedStruct("Product", {
    title: Schema.String,
    ingredients: Schema.String,
    usage: Schema.String,
  }),
  Schema.TaggedStruct("Subheading", { text: Schema.String }),
])
export type ReportBlock = typeof ReportBlock.Type

export const ReportMailSection = Schema.Struct({
  heading: Schema.String,
  blocks: Schema.Array(ReportBlock),
})
export type ReportMailSection = typeof ReportMailSection.Type

/** Everything the report e-mail shows; kept in the outbox until it is delivered. */
export const ReportMail = Schema.TaggedStruct("ReportMail", {
  to: Schema.String,
  /** The person's name; without one the greeting says "there", like the quiz does. */
  name: Schema.NullOr(Schema.String),
  /** `reportUrl(origin, analysisId)` */
  reportUrl: Schema.String,
  /** `referralUrl(origin, code)`, when the person has a referral code */
  referralUrl: Schema.NullOr(Schema.String),
  sections: Schema.Array(ReportMailSection),
})
export type ReportMail = typeof ReportMail.Type

export const nothingToNote = "Nothing to note for now."

const paragraph = (text: string): ReportBlock => ({ _tag: "Paragraph", text })
const list = (items: ReadonlyArray<string>): ReportBlock =>
  items.length === 0 ? paragraph(nothingToNote) : { _tag: "List", items }

/** The report's sections as the e-mail shows them, in the result screen's order. */
export const reportMailSections = (results: AnalysisResults): ReadonlyArray<ReportMailSection> => {
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
          : [
              {
                _tag: "Rhythm",
                days: results.weeklyRhythm.map(({ day, activity }) => ({ day, activity })),
              },
            ],
    },
    {
      heading: textureHeading,
      blocks: [
        { _tag: "TextureScale", levels: [...textureLevels], recommended: texture.recommended },
        ...(texture.textureGuidance.trim() === "" ? [] : [paragraph(texture.textureGuidance)]),
        { _tag: "Subheading", text: "Where to apply" },
        list(texture.applicationZones),
        { _tag: "Subheading", text: "Products" },
        ...(texture.products.length === 0
          ? [paragraph(nothingToNote)]
          : texture.products.map(
              ({ title, ingredients, usage }): ReportBlock => ({
                _tag: "Product",
                title,
                ingredients,
                usage,
              }),
            )),
      ],
    },
    { heading: styling, blocks: [list(results.stylingBuildUp)] },
    { heading: science, blocks: [list(results.scienceNotes)] },
    { heading: redFlags, blocks: [list(results.redFlags)] },
  ]
}

export interface ReportMailInput {
  readonly to: string
  readonly name: string | null
  readonly results: AnalysisResults
  readonly reportUrl: string
  readonly referralUrl?: string | null
}

export const reportMail = (input: ReportMailInput): ReportMail => ({
  _tag: "ReportMail",
  to: input.to,
  name: input.name,
  reportUrl: input.reportUrl,
  referralUrl: input.referralUrl ?? null,
  sections: reportMailSections(input.results),
})

export const greetingName = (name: string | null) => {
  const trimmed = name?.trim() ?? ""
  return trimmed === "" ? "there" : trimmed
}

/** The words around the sections, shared by the text and the HTML parts. */
export const reportMailWords = {
  intro: "Here is your personalised hair and scalp routine from Strand.",
  linkLine: "You can open it in Strand at any time:",
  openButton: "Open my report in Strand",
  referralHeading: "Share Strand",
  referralText:
    "Friends who join with your link count towards unlocking the rest of your styling tips (three unlock them).",
  why: "You are receiving this because you asked Strand to e-mail you your report.",
} as const

// ---- plain text ----

const textBlock = (block: ReportBlock): string => {
  switch (block._tag) {
    case "Paragraph":
      return block.text
    case "List":
      return block.items.map((item) => `- ${item}`).join("\n")
    case "Rhythm":
      return block.days.map(({ day, activity }) => `${day}: ${activity}`).join("\n")
    case "TextureScale":
      return `Recommended texture: ${block.recommended} (of ${block.levels.join(", ")})`
    case "Product":
      return [
        `Product: ${block.title}`,
        `Ingredients: ${block.ingredients}`,
        `How to use: ${block.usage}`,
      ].join("\n")
    case "Subheading":
      return `${block.text}:`
  }
}

// Blocks are a blank line apart, except that a subheading sits on its block.
const textSection = (section: ReportMailSection) =>
  section.blocks.reduce(
    (text, block, index) =>
      `${text}${index === 0 || section.blocks[index - 1]?._tag === "Subheading" ? "\n" : "\n\n"}${textBlock(block)}`,
    `${section.heading}\n${"-".repeat(section.heading.length)}`,
  )

/** The plain-text part: every section, the link back, the referral link and why it came. */
export const reportMailText = (mail: ReportMail, contactEmail: string) =>
  [
    `Hi ${greetingName(mail.name)},`,
    "",
    reportMailWords.intro,
    reportMailWords.linkLine,
    mail.reportUrl,
    "",
    mail.sections.map(textSection).join("\n\n"),
    ...(mail.referralUrl === null
      ? []
      : ["", reportMailWords.referralHeading, reportMailWords.referralText, mail.referralUrl]),
    "",
    "--",
    reportMailWords.why,
    `Questions? Write to ${contactEmail}.`,
    "Strand",
  ].join("\n")
