/**
 * The rule engine's report as the floor under any provider's: it runs first
 * for every request, and what it guarantees survives whatever a provider (or
 * a note that steered it) wrote.
 *
 * - Red flags: every one of the rule engine's stays, first and in its order
 *   (the most urgent first); a provider can add its own after them, never
 *   remove or reword one. (The all-clear line is not a red flag: it gives
 *   way when the provider raises a concern.)
 * - Styling tips: the rule engine's tips that the referral lock never hides
 *   (safety tips, and tips that answer what the person reported) come first,
 *   in every report; then the provider's tips, which the lock treats as
 *   general; the list has at least as many tips as the rule engine's (the
 *   rule engine's general tips fill in when the provider wrote fewer) and at
 *   most as many as the rule engine ever gives.
 * - The urgent lead: when something needs a doctor soon, the rule engine's
 *   snapshot opens with it ("Maya, first: round, smooth bald patches need a
 *   dermatologist…"); a provider's snapshot is given the same opening, so the
 *   most urgent thing is the first thing the person reads whoever wrote the
 *   rest.
 */
import type { TracedRulesReport } from "../analyst/ExplainReport.ts"
import type { HairProfile } from "../analyst/HairProfile.ts"
import { needsSeeingSoon } from "../analyst/RedFlag.ts"
import { redFlagRules } from "../analyst/RedFlagRules.ts"
import { firstSentence } from "../analyst/ReportConsistency.ts"
import { type RulesReportInput, traceRulesReport } from "../analyst/RulesReport.ts"
import { isLockableTip, maxStyling, stylingFillers, stylingRules } from "../analyst/StylingRules.ts"
import { AnalysisResults, analysisLimits } from "../report/AnalysisResults.ts"

/** Lines of the rule engine's report that the merge treats specially. */
export interface FloorLines {
  /** The snapshot's opening sentence when the most urgent finding leads it. */
  readonly urgentLead?: string | undefined
  /** The "No warning signs in your answers" line, when that is what the red flags say. */
  readonly allClear?: string | undefined
  /** The styling tips the lock never hides (safety, the person's own complaint). */
  readonly keptTips?: ReadonlyArray<string> | undefined
}

/** The rule that says nothing needs a doctor (RedFlagRules.ts). */
const allClearRuleId = "no-warning-signs"

/** A finding more urgent than a routine appointment. */
const needsSoon = (ruleId: string): boolean => {
  const rule = redFlagRules.find((candidate) => candidate.id === ruleId)
  return rule !== undefined && needsSeeingSoon(rule)
}

/** What the rule engine lays down before any provider is asked. */
export interface RulesFloor {
  /** The rule engine's whole report: the fallback, and the floor under a provider's. */
  readonly report: AnalysisResults
  /** The same report with which rule said each line, to explain whichever report is given. */
  readonly traced: TracedRulesReport
  /** The facts read from the answers, which a provider's report must not contradict. */
  readonly facts: HairProfile
  readonly lines: FloorLines
}

export const rulesFloor = (request: RulesReportInput): RulesFloor => {
  const traced = traceRulesReport(request)
  const { results, trace } = traced
  return {
    report: results,
    traced,
    facts: trace.profile,
    lines: {
      // Only what needs a professional soon is put in front of a provider's snapshot.
      urgentLead:
        trace.snapshotLead === undefined || !needsSoon(trace.snapshotLead)
          ? undefined
          : firstSentence(results.routineSnapshot),
      allClear: results.redFlags[trace.redFlags.indexOf(allClearRuleId)],
      keptTips: results.stylingBuildUp.filter((_, index) => {
        const tip = [...stylingRules, ...stylingFillers].find(
          (rule) => rule.id === trace.stylingBuildUp[index],
        )
        return tip !== undefined && !isLockableTip(tip, trace.profile)
      }),
    },
  }
}

const sameText = (a: string, b: string) =>
  a.replace(/\s+/g, " ").trim().toLowerCase() === b.replace(/\s+/g, " ").trim().toLowerCase()

/** `first`, then the items of `then` that are not already there, at most `max`. */
const keepingFirst = (
  first: ReadonlyArray<string>,
  then: ReadonlyArray<string>,
  max: number,
): Array<string> => {
  const merged = [...first]
  for (const item of then) {
    if (merged.length >= max) break
    if (!merged.some((kept) => sameText(kept, item))) merged.push(item)
  }
  return merged
}

/** The draft's snapshot, opening with the urgent lead when there is one. */
const leadingWith = (snapshot: string, urgentLead: string | undefined): string =>
  urgentLead === undefined || sameText(snapshot.slice(0, urgentLead.length), urgentLead)
    ? snapshot
    : `${urgentLead} ${snapshot}`.slice(0, analysisLimits.paragraphLength)

/**
 * The rule engine's red flags first, then the provider's new ones. When the
 * provider raises a concern of its own, the rule engine's all-clear line
 * ("No warning signs in your answers…") would contradict it, so it goes.
 */
const mergedRedFlags = (
  floor: ReadonlyArray<string>,
  draft: ReadonlyArray<string>,
  allClear: string | undefined,
): Array<string> => {
  const merged = keepingFirst(floor, draft, analysisLimits.listItems)
  const raisesConcern = merged.length > floor.length
  return raisesConcern && allClear !== undefined
    ? merged.filter((flag) => flag !== allClear)
    : merged
}

export const applySafetyFloor = (
  draft: AnalysisResults,
  floor: AnalysisResults,
  lines: FloorLines = {},
): AnalysisResults =>
  new AnalysisResults({
    ...draft,
    routineSnapshot: leadingWith(draft.routineSnapshot, lines.urgentLead),
    redFlags: mergedRedFlags(floor.redFlags, draft.redFlags, lines.allClear),
    stylingBuildUp: keepingFirst(
      lines.keptTips ?? [],
      [...draft.stylingBuildUp, ...floor.stylingBuildUp],
      Math.max(
        floor.stylingBuildUp.length,
        Math.min(maxStyling, (lines.keptTips ?? []).length + draft.stylingBuildUp.length),
      ),
    ),
  })
