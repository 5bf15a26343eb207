/**
 * What comparing two reports answers (ReportComparison.ts works it out): its
 * schemas on their own, so the HTTP contract, and with it the SPA's client,
 * does not load the rule engine.
 */
import { Schema } from "effect"
import { AnalysisId } from "../analysis/AnalysisStore.ts"
import { reportSections } from "../analyst/ReportLineSections.ts"

export const AnswerChange = Schema.Struct({
  /** A question id, or a note id for a free-text note. */
  id: Schema.String,
  question: Schema.String,
  /** As the person chose it; absent when it was not answered. */
  before: Schema.optional(Schema.String),
  after: Schema.optional(Schema.String),
})
export type AnswerChange = typeof AnswerChange.Type

export const Reason = Schema.Struct({
  question: Schema.String,
  answer: Schema.String,
  /** This answer is one of those that changed between the two reports. */
  changed: Schema.Boolean,
})
export type Reason = typeof Reason.Type

export const RecommendationChange = Schema.Struct({
  section: Schema.Literals(reportSections),
  sectionTitle: Schema.String,
  ruleId: Schema.String,
  text: Schema.String,
  /** The answers behind it: in the later report for one that appeared, the earlier for one that went. */
  because: Schema.Array(Reason),
})
export type RecommendationChange = typeof RecommendationChange.Type

const ReportRef = Schema.Struct({ id: AnalysisId, createdAt: Schema.DateTimeUtc })

export const ReportComparisonResult = Schema.Struct({
  from: ReportRef,
  to: ReportRef,
  answerChanges: Schema.Array(AnswerChange),
  appeared: Schema.Array(RecommendationChange),
  wentAway: Schema.Array(RecommendationChange),
  /** Recommendations in both reports. */
  kept: Schema.Number,
})
export type ReportComparisonResult = typeof ReportComparisonResult.Type
