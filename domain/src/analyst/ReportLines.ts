/**
 * A rules report as a flat list of recommendations, each with the rule that
 * wrote it: what the ingredient checker points a flag at ("your report says:
 * ...") and what two reports are compared by. The trace lists rule ids in the
 * order the lines appear, so line i of a section is rule i of its trace.
 */
import type { AnalysisResults } from "../report/AnalysisResults.ts"
import { capitalise } from "../text/Sentences.ts"
import type { ReportSection } from "./ReportLineSections.ts"
import type { Rule } from "./Rule.ts"
import { type RulesTrace, rulesBySection } from "./RulesReport.ts"

export { type ReportSection, reportSections, sectionTitles } from "./ReportLineSections.ts"

export interface ReportLine {
  readonly section: ReportSection
  readonly ruleId: string
  /** The line as the report shows it; a snapshot priority as its phrase. */
  readonly text: string
}

export interface TracedReport {
  readonly results: AnalysisResults
  readonly trace: RulesTrace
}

/** Every line of the report with its rule, section by section in page order. */
export const reportLines = ({ results, trace }: TracedReport): ReadonlyArray<ReportLine> => {
  const lines: Array<ReportLine> = []
  const add = (section: ReportSection, ids: ReadonlyArray<string>, texts: ReadonlyArray<string>) =>
    ids.forEach((ruleId, i) => {
      const text = texts[i]
      if (text !== undefined) lines.push({ section, ruleId, text })
    })
  const priorities = trace.snapshot.map((id) => {
    const rule = rulesBySection.snapshot.find((r: Rule) => r.id === id)
    return rule === undefined ? id : capitalise(rule.say(trace.profile, trace.context))
  })
  add("snapshot", trace.snapshot, priorities)
  add("doingWell", trace.doingWell, results.doingWell)
  add("avoidForNow", trace.avoidForNow, results.avoidForNow)
  add(
    "rhythm",
    trace.rhythm,
    results.weeklyRhythm.map((r) => `${r.day}: ${r.activity}`),
  )
  add("zones", trace.zones, results.productTexture.applicationZones)
  add(
    "products",
    trace.products,
    results.productTexture.products.map((p) => `${p.title}: ${p.ingredients}`),
  )
  add("stylingBuildUp", trace.stylingBuildUp, results.stylingBuildUp)
  add("scienceNotes", trace.scienceNotes, results.scienceNotes)
  add("redFlags", trace.redFlags, results.redFlags)
  return lines
}

/** The rule object behind a traced line, for its sources and `answersBehind`. */
export const ruleOf = (line: Pick<ReportLine, "section" | "ruleId">): Rule<unknown> | undefined =>
  (rulesBySection[line.section] as ReadonlyArray<Rule<unknown>>).find((r) => r.id === line.ruleId)
