/**
 * The lines of a stored report as its owner reads them, and finding one by
 * what it says. The checker quotes only these: a line is quoted when the
 * report the person reads says it, whoever wrote that report (the rule
 * engine or an AI provider). A line that is not there is never quoted; the
 * checker then cites what the person told the quiz instead.
 */

import type { ReportSection } from "../analyst/ReportLineSections.ts"
import type { AnalysisResults, TextureLevel } from "../report/AnalysisResults.ts"

export interface ReportQuote {
  readonly section: ReportSection
  /** Word for word as the report shows it (a product as "title: ingredients" or "title: usage"). */
  readonly text: string
}

/** The report a verdict is judged against, as far as its reader can see it. */
export interface ReadableReport {
  readonly quotes: ReadonlyArray<ReportQuote>
  /** The texture the report highlights for the lengths. */
  readonly texture: TextureLevel
}

/** The snapshot is one paragraph: it is quoted a sentence at a time. */
const sentences = (paragraph: string): Array<string> =>
  paragraph
    .split(/(?<=[.!?])\s+(?=\p{Lu})/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== "")

/**
 * Every line of the report in page order. `results` must already be what the
 * reader may see (the referral lock applied), so no locked tip is quoted.
 */
export const readableReport = (results: AnalysisResults): ReadableReport => {
  const lines = (section: ReportSection, texts: ReadonlyArray<string>) =>
    texts.map((text) => ({ section, text }))
  return {
    quotes: [
      ...lines("snapshot", sentences(results.routineSnapshot)),
      ...lines("doingWell", results.doingWell),
      ...lines("avoidForNow", results.avoidForNow),
      ...lines(
        "rhythm",
        results.weeklyRhythm.map((day) => `${day.day}: ${day.activity}`),
      ),
      ...lines("zones", results.productTexture.applicationZones),
      ...lines(
        "products",
        results.productTexture.products.flatMap((p) => [
          `${p.title}: ${p.ingredients}`,
          `${p.title}: ${p.usage}`,
        ]),
      ),
      ...lines("stylingBuildUp", results.stylingBuildUp),
      ...lines("scienceNotes", results.scienceNotes),
      ...lines("redFlags", results.redFlags),
    ].filter((quote) => quote.text.trim() !== ""),
    texture: results.productTexture.recommended,
  }
}

/** What a line must say to be quoted for a point, and where to look for it. */
export interface Topic {
  /** Every one of these must match. */
  readonly says: ReadonlyArray<RegExp>
  /** None of these may: a line that says the opposite is no support. */
  readonly not?: ReadonlyArray<RegExp>
  /** The sections to look in, most telling first. */
  readonly in: ReadonlyArray<ReportSection>
}

/** The first line that says what one of the topics asks for, topics and sections in order. */
export const quoteAbout = (
  report: ReadableReport,
  topics: ReadonlyArray<Topic>,
): ReportQuote | undefined => {
  for (const topic of topics) {
    for (const section of topic.in) {
      const found = report.quotes.find(
        (quote) =>
          quote.section === section &&
          topic.says.every((pattern) => pattern.test(quote.text)) &&
          !(topic.not ?? []).some((pattern) => pattern.test(quote.text)),
      )
      if (found !== undefined) return found
    }
  }
  return undefined
}
