/**
 * The sections a report's lines belong to, and their names on the result
 * page: plain data, so schemas (the comparison's, in the HTTP contract) can
 * name them without loading the rule engine.
 */
export const reportSections = [
  "snapshot",
  "doingWell",
  "avoidForNow",
  "rhythm",
  "zones",
  "products",
  "stylingBuildUp",
  "scienceNotes",
  "redFlags",
] as const
export type ReportSection = (typeof reportSections)[number]

/** The result page's names for the sections (spec, "Result screen"). */
export const sectionTitles: Record<ReportSection, string> = {
  snapshot: "Your routine snapshot",
  doingWell: "What you're doing well",
  avoidForNow: "Avoid for now",
  rhythm: "Your weekly rhythm",
  zones: "Application zones",
  products: "Recommended products",
  stylingBuildUp: "Styling & build-up",
  scienceNotes: "Science notes",
  redFlags: "Red flags",
}
