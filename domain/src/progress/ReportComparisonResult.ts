/**
 * What comparing two reports answers (ReportComparison.ts works it out): its
 * schemas on their own, so the HTTP contract, and with it the SPA's client,
 * does not load the rule engine.
 */
import { Schema } from "effect"
import { AnalysisId } from "../analysis/AnalysisStore.ts"
import { type EvidenceSection, EvidenceSection as Section } from "../report/ReportExplanation.ts"

/** The result page's names for where a line sits (spec, "Result screen"). */
export const lineSectionTitles: Readonly<Record<EvidenceSection, string>> = {
  routineSnapshot: "Your routine snapshot",
  doingWell: "What you're doing well",
  avoidForNow: "Avoid for now",
  weeklyRhythm: "Your weekly rhythm",
  textureGuidance: "Product texture",
  applicationZones: "Application zones",
  products: "Recommended products",
  stylingBuildUp: "Styling & build-up",
  scienceNotes: "Science notes",
  redFlags: "Red flags",
}

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
  section: Section,
  sectionTitle: Schema.String,
  /** The rule that wrote it, when the rule engine did; absent for a provider's own line. */
  ruleId: Schema.optional(Schema.String),
  /** The line as that report shows it. */
  text: Schema.String,
  /** The answers behind it: in the later report for one that appeared, the earlier for one that went. */
  because: Schema.Array(Reason),
})
export type RecommendationChange = typeof RecommendationChange.Type

/** The same recommendation (the same rule in the same place), said in other words. */
export const RecommendationReworded = Schema.Struct({
  section: Section,
  sectionTitle: Schema.String,
  ruleId: Schema.String,
  before: Schema.String,
  after: Schema.String,
  /** The answers behind it in the later report. */
  because: Schema.Array(Reason),
})
export type RecommendationReworded = typeof RecommendationReworded.Type

const ReportRef = Schema.Struct({ id: AnalysisId, createdAt: Schema.DateTimeUtc })

export const ReportComparisonResult = Schema.Struct({
  from: ReportRef,
  to: ReportRef,
  answerChanges: Schema.Array(AnswerChange),
  appeared: Schema.Array(RecommendationChange),
  wentAway: Schema.Array(RecommendationChange),
  reworded: Schema.Array(RecommendationReworded),
  /** Lines in both reports, word for word. */
  kept: Schema.Number,
})
export type ReportComparisonResult = typeof ReportComparisonResult.Type
