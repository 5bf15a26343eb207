/**
 * The one read model of a stored report: what its owner may see of it right
 * now. The API (the report, the analysis answer) and the report e-mail both
 * read reports through `readReport`, so the referral lock is applied in one
 * place and locked text never leaves the server before the unlock.
 *
 * The lock (spec §4 "Referral", §9): until the person's referral count
 * reaches three, the first two styling tips are given, and so is every tip
 * that is not a general styling tip (a safety tip, or one that answers what
 * the person reported: the explanation marks which are `lockable`); for the
 * general tips past the first two, only how many there are and a short title
 * each (or "Styling tip N" for a tip without one) travel, and their evidence
 * stays behind too. The count is the reader's as the server reads it for
 * this request, so it is checked every time.
 *
 * Reports of every stored version load: a version 1 report (stored before
 * reports kept their explanation) is explained here, from its stored answers,
 * with today's rule engine; only lines today's engine says word for word get
 * a rule and sources (ExplainReport.ts), the rest are marked as unknown.
 *
 * When the reader has said what their week is like, the weekly rhythm is
 * also given placed on it (WeekPlacement.ts): the page, the e-mail, the
 * print and the calendar file all show that week.
 */
import { DateTime } from "effect"
import { explainReport } from "../analyst/ExplainReport.ts"
import { traceRulesReport } from "../analyst/RulesReport.ts"
import { isGeneralTipRule } from "../analyst/StylingRules.ts"
import { referralThreshold, splitStylingTips } from "../referral/Referral.ts"
import { AnalysisResults } from "../report/AnalysisResults.ts"
import { ItemEvidence, ReportExplanation } from "../report/ReportExplanation.ts"
import type { RoutineSchedule } from "../routine/RoutineSchedule.ts"
import { placeWeek } from "../routine/WeekPlacement.ts"
import type { StoredAnalysis } from "./AnalysisStore.ts"
import { LockedTips, ReportView } from "./ReportView.ts"

/** What the read model needs of a stored report. */
export type ReportRecord = Pick<
  StoredAnalysis,
  | "id"
  | "createdAt"
  | "results"
  | "fallbackUsed"
  | "answers"
  | "textInputs"
  | "noteReading"
  | "analyst"
  | "reportVersion"
  | "explanation"
>

/** Who reads it: their referral count, and their week if they have said what it is like. */
export interface ReportReader {
  readonly referralCount: number
  readonly schedule?: RoutineSchedule | undefined
}

/** The explanation stored with the report, or (version 1) the one worked out now. */
export const explanationOf = (record: ReportRecord): ReportExplanation => {
  if (record.explanation !== undefined) return record.explanation
  const rules = traceRulesReport({
    userName: "there",
    answers: record.answers,
    textInputs: record.textInputs,
    reading: record.noteReading,
  })
  const byProvider =
    record.analyst !== undefined && record.analyst.provider !== "rules" && !record.fallbackUsed
  return explainReport({
    report: record.results,
    rules,
    answers: record.answers,
    otherLines: byProvider ? "provider" : "unknown",
  })
}

/** Placeholder for a locked tip that has no title (an AI provider's own tip). */
export const lockedTipPlaceholder = (index: number) => `Styling tip ${index + 1}`

export const readReport = (record: ReportRecord, reader: ReportReader): ReportView => {
  const explanation = explanationOf(record)
  const tipAt = (index: number) =>
    explanation.items.find(
      (candidate) => candidate.section === "stylingBuildUp" && candidate.index === index,
    )
  // As the report recorded it; for a report stored before it did, by the tip's rule.
  const lockable = (index: number) => tipAt(index)?.lockable ?? isGeneralTipRule(tipAt(index)?.rule)
  const places = splitStylingTips(
    record.results.stylingBuildUp.map((_, index) => index),
    reader.referralCount,
    (index) => lockable(index),
  )
  const shownAt = new Map(places.visible.map((index, place) => [index, place]))
  const tips = {
    visible: places.visible.map((index) => record.results.stylingBuildUp[index]!),
    locked: places.locked,
  }
  const titles = places.locked.map((index) => tipAt(index)?.title ?? lockedTipPlaceholder(index))
  // A visible tip's evidence moves with it; a locked tip's stays behind.
  const items = explanation.items.flatMap((item) => {
    if (item.section !== "stylingBuildUp") return [item]
    const place = shownAt.get(item.index)
    return place === undefined ? [] : [new ItemEvidence({ ...item, index: place })]
  })
  return new ReportView({
    id: record.id,
    createdAt: record.createdAt,
    fallbackUsed: record.fallbackUsed,
    reportVersion: record.reportVersion,
    aiResults: new AnalysisResults({ ...record.results, stylingBuildUp: tips.visible }),
    explanation: new ReportExplanation({ ...explanation, items }),
    retakeOn: DateTime.add(record.createdAt, { weeks: explanation.retakeAfterWeeks }),
    lockedTips: new LockedTips({
      count: tips.locked.length,
      titles,
      unlockAt: referralThreshold,
    }),
    offersDoctorSummary:
      explanation.startHere.some((item) => item.urgent) ||
      explanation.items.some(
        (item) => item.section === "redFlags" && item.writtenBy === "provider",
      ),
    week:
      reader.schedule === undefined
        ? null
        : placeWeek(record.results.weeklyRhythm, reader.schedule),
  })
}
