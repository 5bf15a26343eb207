/**
 * A stored report as its owner sees it now (the shape GET /api/analyses/{id}
 * answers with): the report with only the styling tips this reader has
 * unlocked, its explanation, the retake date, and the locked tips as a count
 * and titles. `readReport` (ReportReading.ts) is the one place that makes it.
 */
import { Schema } from "effect"
import { AnalysisResults } from "../report/AnalysisResults.ts"
import { ReportExplanation } from "../report/ReportExplanation.ts"
import { PlacedWeek } from "../routine/PlacedWeek.ts"
import { AnalysisId } from "./AnalysisStore.ts"

export class LockedTips extends Schema.Class<LockedTips>("strand/LockedTips")({
  /** How many styling tips are held back. */
  count: Schema.Number,
  /** A short title per locked tip, in order; never the tip itself. */
  titles: Schema.Array(Schema.String),
  /** Referrals that unlock them. */
  unlockAt: Schema.Number,
}) {}

/** A stored report as its owner sees it now. */
export class ReportView extends Schema.Class<ReportView>("strand/ReportView")({
  id: AnalysisId,
  createdAt: Schema.DateTimeUtc,
  fallbackUsed: Schema.Boolean,
  /** The stored shape the report was read from. */
  reportVersion: Schema.Number,
  /** The report; its styling tips are only the ones this reader has unlocked. */
  aiResults: AnalysisResults,
  /** Why and on what evidence, Start here, timelines (locked tips' evidence left out). */
  explanation: ReportExplanation,
  /** When to take the quiz again. */
  retakeOn: Schema.DateTimeUtc,
  lockedTips: LockedTips,
  /** Something needs a doctor: the one-page summary to take along is offered. */
  offersDoctorSummary: Schema.Boolean,
  /** The weekly rhythm placed on the reader's own week; null until they say what it is like. */
  week: Schema.NullOr(PlacedWeek),
}) {}
