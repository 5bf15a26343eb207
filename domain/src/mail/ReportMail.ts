/**
 * The e-mail that carries a person's report ("Email My Report"), as data:
 * every section of the result screen, in its order and under its headings,
 * built from blocks (a paragraph, a list, the weekly rhythm, the texture
 * scale, a product). The data is what the outbox keeps until the message is
 * delivered; the plain-text part is written here, and the designed HTML part
 * by the mail templates (adapters), both from the same sections, so a new
 * section is one more entry in `reportMailSections` and appears in both.
 *
 * With the report's guide (what the read model gives its owner,
 * ReportView.ts) the e-mail also opens with "Start here", marks each line
 * with the numbers of its sources (listed at the end as the evidence
 * notes), says what to expect and when to look again, links to the
 * calendar file, and shows the locked styling tips only as a count and
 * titles: the e-mail goes through the same referral lock as the API.
 *
 * The report's strings may come from an AI provider and the name from the
 * person: both stay text, never markup (the templates escape them).
 */
import { Schema } from "effect"
import { evidenceNotes } from "../analysis/EvidenceNotes.ts"
import { guideHeadings, reportSectionHeadings } from "../analysis/ReportSections.ts"
import type { ReportView } from "../analysis/ReportView.ts"
import { type AnalysisResults, textureLevels } from "../report/AnalysisResults.ts"
import type { EvidenceSection } from "../report/ReportExplanation.ts"
import { longDate } from "../text/LongDate.ts"

export const reportMailSubject = "Your Strand hair and scalp routine"

/** The numbers of a line's sources in the e-mail's evidence notes (absent in e-mails queued before them). */
const Notes = Schema.optional(Schema.Array(Schema.Number))

export const ReportBlock = Schema.Union([
  Schema.TaggedStruct("Paragraph", { text: Schema.String, notes: Notes }),
  Schema.TaggedStruct("List", {
    items: Schema.Array(Schema.String),
    notes: Schema.optional(Schema.Array(Schema.Array(Schema.Number))),
  }),
  /** the weekly rhythm: one row per day, shown with alternating colours */
  Schema.TaggedStruct("Rhythm", {
    days: Schema.Array(
      Schema.Struct({ day: Schema.String, activity: Schema.String, notes: Notes }),
    ),
  }),
  /** Start here: the first changes, a red flag first */
  Schema.TaggedStruct("Changes", {
    items: Schema.Array(
      Schema.Struct({ change: Schema.String, why: Schema.String, urgent: Schema.Boolean }),
    ),
  }),
  /** what to expect for one concern, and what to do if it does not happen */
  Schema.TaggedStruct("Timeline", {
    concern: Schema.String,
    expect: Schema.String,
    ifNot: Schema.optional(Schema.String),
  }),
  /** the evidence notes: every source cited above, numbered */
  Schema.TaggedStruct("Sources", {
    sources: Schema.Array(
      Schema.Struct({
        number: Schema.Number,
        title: Schema.String,
        kind: Schema.String,
        url: Schema.optional(Schema.String),
      }),
    ),
  }),
  Schema.TaggedStruct("Link", { text: Schema.String, href: Schema.String }),
  /** Light / Medium / Rich with the recommended one marked */
  Schema.TaggedStruct("TextureScale", {
    levels: Schema.Array(Schema.String),
    recommended: Schema.String,
  }),
  Schema.TaggedStruct("Product", {
    title: Schema.String,
    ingredients: Schema.String,
    usage: Schema.String,
    notes: Notes,
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

/** The part of the read model (ReportView) that explains the report, and the reader's week. */
export type ReportGuide = Pick<ReportView, "explanation" | "lockedTips" | "retakeOn"> &
  Partial<Pick<ReportView, "week">>

/** Where the person gets their week as a calendar file. */
export interface CalendarLinks {
  /** The .ics itself, when the day, time and time zone are known; otherwise null. */
  readonly file: string | null
  /** The report's calendar chooser. */
  readonly page: string
}

const withNotes = (notes: ReadonlyArray<number> | undefined) =>
  notes === undefined || notes.length === 0 ? {} : { notes }

const paragraph = (text: string, notes?: ReadonlyArray<number>): ReportBlock => ({
  _tag: "Paragraph",
  text,
  ...withNotes(notes),
})
const list = (
  items: ReadonlyArray<string>,
  notes?: (index: number) => ReadonlyArray<number> | undefined,
): ReportBlock => {
  if (items.length === 0) return paragraph(nothingToNote)
  const itemNotes = notes === undefined ? [] : items.map((_, index) => notes(index) ?? [])
  return {
    _tag: "List",
    items,
    ...(itemNotes.some((n) => n.length > 0) ? { notes: itemNotes } : {}),
  }
}

/** What to say about the styling tips still locked: how many, and their titles only. */
export const lockedTipsLine = (locked: ReportGuide["lockedTips"]) =>
  `${locked.count} more ${locked.count === 1 ? "tip unlocks" : "tips unlock"} when ${locked.unlockAt} friends join with your link: ${locked.titles.join("; ")}.`

/** The report's sections as the e-mail shows them, in the result screen's order. */
export const reportMailSections = (
  results: AnalysisResults,
  guide?: ReportGuide,
  calendar?: CalendarLinks,
): ReadonlyArray<ReportMailSection> => {
  const texture = results.productTexture
  const [snapshot, doingWell, avoid, rhythm, textureHeading, styling, science, redFlags] =
    reportSectionHeadings
  const { notesOf, cited } = evidenceNotes(guide?.explanation)
  const notesIn = (section: EvidenceSection) => (index: number) => notesOf(section, index)
  const sections: Array<ReportMailSection> = []
  if (guide !== undefined && guide.explanation.startHere.length > 0) {
    sections.push({
      heading: guideHeadings.startHere,
      blocks: [
        {
          _tag: "Changes",
          items: guide.explanation.startHere.map(({ change, why, urgent }) => ({
            change,
            why,
            urgent,
          })),
        },
      ],
    })
  }
  sections.push(
    {
      heading: snapshot,
      blocks: [paragraph(results.routineSnapshot, notesOf("routineSnapshot", 0))],
    },
    { heading: doingWell, blocks: [list(results.doingWell, notesIn("doingWell"))] },
    { heading: avoid, blocks: [list(results.avoidForNow, notesIn("avoidForNow"))] },
    {
      heading: rhythm,
      blocks: [
        ...(results.weeklyRhythm.length === 0
          ? [paragraph(nothingToNote)]
          : [
              {
                _tag: "Rhythm",
                // On the reader's own week when they have said what it is like.
                days: (
                  guide?.week?.entries ??
                  results.weeklyRhythm.map((entry, index) => ({ ...entry, index }))
                ).map(({ day, activity, index }) => ({
                  day,
                  activity,
                  ...withNotes(notesOf("weeklyRhythm", index)),
                })),
              } satisfies ReportBlock,
              ...(guide?.week?.shortfall == null ? [] : [paragraph(guide.week.shortfall.line)]),
            ]),
        ...(calendar === undefined
          ? []
          : calendar.file === null
            ? [
                {
                  _tag: "Link",
                  text: "Add this week to your calendar",
                  href: calendar.page,
                } satisfies ReportBlock,
              ]
            : [
                {
                  _tag: "Link",
                  text: "Add this week to your calendar (.ics file)",
                  href: calendar.file,
                } satisfies ReportBlock,
                {
                  _tag: "Link",
                  text: "Choose another day or time",
                  href: calendar.page,
                } satisfies ReportBlock,
              ]),
      ],
    },
    {
      heading: textureHeading,
      blocks: [
        { _tag: "TextureScale", levels: [...textureLevels], recommended: texture.recommended },
        ...(texture.textureGuidance.trim() === ""
          ? []
          : [paragraph(texture.textureGuidance, notesOf("textureGuidance", 0))]),
        { _tag: "Subheading", text: "Where to apply" },
        list(texture.applicationZones, notesIn("applicationZones")),
        { _tag: "Subheading", text: "Products" },
        ...(texture.products.length === 0
          ? [paragraph(nothingToNote)]
          : texture.products.map(
              ({ title, ingredients, usage }, index): ReportBlock => ({
                _tag: "Product",
                title,
                ingredients,
                usage,
                ...withNotes(notesOf("products", index)),
              }),
            )),
      ],
    },
    {
      heading: styling,
      blocks: [
        list(results.stylingBuildUp, notesIn("stylingBuildUp")),
        ...(guide === undefined || guide.lockedTips.count === 0
          ? []
          : [paragraph(lockedTipsLine(guide.lockedTips))]),
      ],
    },
    { heading: science, blocks: [list(results.scienceNotes, notesIn("scienceNotes"))] },
    { heading: redFlags, blocks: [list(results.redFlags, notesIn("redFlags"))] },
  )
  if (guide === undefined) return sections
  sections.push({
    heading: guideHeadings.timelines,
    blocks: [
      ...guide.explanation.timelines.map(
        ({ concern, expect, ifNot }): ReportBlock => ({
          _tag: "Timeline",
          concern,
          expect,
          ...(ifNot === undefined ? {} : { ifNot }),
        }),
      ),
      paragraph(`Take the quiz again around ${longDate(guide.retakeOn)}.`),
    ],
  })
  sections.push({
    heading: guideHeadings.evidence,
    blocks: [
      paragraph(
        "The numbers after each line are the sources it rests on. A line without one was written by the AI and rests on no source we can show.",
      ),
      {
        _tag: "Sources",
        sources: cited.map(({ number, title, kindLabel, url }) => ({
          number,
          title,
          kind: kindLabel,
          ...(url === undefined ? {} : { url }),
        })),
      },
    ],
  })
  return sections
}

export interface ReportMailInput {
  readonly to: string
  readonly name: string | null
  /** The report as its reader may see it (locked tips left out). */
  readonly results: AnalysisResults
  readonly reportUrl: string
  readonly referralUrl?: string | null
  /** Start here, evidence, timelines and the locked tips' titles (ReportView). */
  readonly guide?: ReportGuide
  readonly calendar?: CalendarLinks
}

export const reportMail = (input: ReportMailInput): ReportMail => ({
  _tag: "ReportMail",
  to: input.to,
  name: input.name,
  reportUrl: input.reportUrl,
  referralUrl: input.referralUrl ?? null,
  sections: reportMailSections(input.results, input.guide, input.calendar),
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

/** " [1, 4]" after a line that cites sources 1 and 4. */
export const noteMarks = (notes: ReadonlyArray<number> | undefined) =>
  notes === undefined || notes.length === 0 ? "" : ` [${notes.join(", ")}]`

const textBlock = (block: ReportBlock): string => {
  switch (block._tag) {
    case "Paragraph":
      return `${block.text}${noteMarks(block.notes)}`
    case "List":
      return block.items.map((item, i) => `- ${item}${noteMarks(block.notes?.[i])}`).join("\n")
    case "Rhythm":
      return block.days
        .map(({ day, activity, notes }) => `${day}: ${activity}${noteMarks(notes)}`)
        .join("\n")
    case "Changes":
      return block.items
        .map(
          ({ change, why, urgent }, i) => `${i + 1}. ${urgent ? "First: " : ""}${change}. ${why}`,
        )
        .join("\n")
    case "Timeline":
      return [`${block.concern}: ${block.expect}`, ...(block.ifNot ? [block.ifNot] : [])].join("\n")
    case "Sources":
      return block.sources
        .map(
          ({ number, title, kind, url }) => `[${number}] ${title} (${kind})${url ? ` ${url}` : ""}`,
        )
        .join("\n")
    case "Link":
      return `${block.text}: ${block.href}`
    case "TextureScale":
      return `Recommended texture: ${block.recommended} (of ${block.levels.join(", ")})`
    case "Product":
      return [
        `Product: ${block.title}${noteMarks(block.notes)}`,
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
