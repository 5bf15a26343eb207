/**
 * The report's section headings (spec section 2, "Result screen"), in the
 * order the result page and the report e-mail both show them.
 */
export const reportSectionHeadings = [
  "Your routine snapshot",
  "What you're doing well",
  "Avoid for now",
  "Your weekly rhythm",
  "Recommended ingredients & product texture",
  "Styling & build-up",
  "Science notes",
  "Red flags",
] as const

/** The headings around them: first Start here, then the timelines and the evidence. */
export const guideHeadings = {
  startHere: "Start here",
  timelines: "What to expect, and when to look again",
  evidence: "The evidence behind your report",
} as const
