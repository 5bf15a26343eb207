/**
 * Reading a finished report as text, section by section: what the persona
 * suite, the property tests and reviewers use to ask "does it say X?".
 */
import type { AnalysisResults } from "../report/AnalysisResults.ts"

export const reportSections = [
  "snapshot",
  "doingWell",
  "avoid",
  "rhythm",
  "texture",
  "zones",
  "products",
  "science",
  "styling",
  "redFlags",
] as const
export type ReportSection = (typeof reportSections)[number] | "all"

/** Every item of a section, as plain strings. */
export const sectionItems = (r: AnalysisResults, section: ReportSection): ReadonlyArray<string> => {
  switch (section) {
    case "snapshot":
      return [r.routineSnapshot]
    case "doingWell":
      return r.doingWell
    case "avoid":
      return r.avoidForNow
    case "rhythm":
      return r.weeklyRhythm.map((d) => `${d.day}: ${d.activity}`)
    case "texture":
      return [r.productTexture.recommended, r.productTexture.textureGuidance]
    case "zones":
      return r.productTexture.applicationZones
    case "products":
      return r.productTexture.products.map((p) => `${p.title}: ${p.ingredients}. ${p.usage}`)
    case "science":
      return r.scienceNotes
    case "styling":
      return r.stylingBuildUp
    case "redFlags":
      return r.redFlags
    case "all":
      return reportSections.flatMap((s) => sectionItems(r, s))
  }
}

export const sectionText = (r: AnalysisResults, section: ReportSection): string =>
  sectionItems(r, section).join("\n")

/**
 * Drops negated phrases ("no butters, waxes or heavy creams", "skip heat")
 * up to the end of their clause, before looking for what is recommended.
 */
export const withoutNegations = (text: string) =>
  text.replace(/\b(no|not|skip|skipping|without|avoid|never|instead of)\b[^.;:]*/gi, "")
