/**
 * Engagement events (spec §7: "category, label and value"): the closed list
 * of what Strand counts, each with its category and, where it has one, the
 * kind of value it carries. quiz_complete, email_report, feedback_sent and
 * the four share events are the spec's; quiz_start and question_view (one
 * per question shown) make the quiz funnel possible.
 *
 * An event says what happened in the product, never who did it: no name,
 * e-mail, account or address. It belongs to a journey, a random id one
 * browser tab keeps for as long as the tab lives, so one person's steps
 * through the quiz can be counted together and never joined to anything else.
 */
import { Schema } from "effect"
import { questionIds } from "../quiz/QuizCatalogue.ts"
import { shareTargets } from "../referral/Referral.ts"

export const JourneyId = Schema.String.check(Schema.isUUID()).pipe(Schema.brand("JourneyId"))
export type JourneyId = typeof JourneyId.Type

export const QuizStarted = Schema.Struct({
  category: Schema.Literal("quiz"),
  label: Schema.Literal("quiz_start"),
})

/** A question was shown; the value is its id. */
export const QuestionViewed = Schema.Struct({
  category: Schema.Literal("quiz"),
  label: Schema.Literal("question_view"),
  value: Schema.Literals(questionIds),
})

/** Spec §4: recorded when the analysis call succeeds. */
export const QuizCompleted = Schema.Struct({
  category: Schema.Literal("quiz"),
  label: Schema.Literal("quiz_complete"),
})

/** Spec §7: the report was e-mailed to its reader. */
export const ReportEmailed = Schema.Struct({
  category: Schema.Literal("report"),
  label: Schema.Literal("email_report"),
})

/** Spec §7: feedback was sent from the result page. */
export const FeedbackSent = Schema.Struct({
  category: Schema.Literal("feedback"),
  label: Schema.Literal("feedback_sent"),
})

/** Spec §4: the referral link was copied or shared; the value says where. */
export const ReferralShared = Schema.Struct({
  category: Schema.Literal("referral"),
  label: Schema.Literal("share"),
  value: Schema.Literals(shareTargets),
})

export const EngagementEvent = Schema.Union([
  QuizStarted,
  QuestionViewed,
  QuizCompleted,
  ReportEmailed,
  FeedbackSent,
  ReferralShared,
])
export type EngagementEvent = typeof EngagementEvent.Type

export type EngagementLabel = EngagementEvent["label"]

/** Every label, in the order a journey meets them. */
export const engagementLabels = [
  "quiz_start",
  "question_view",
  "quiz_complete",
  "email_report",
  "feedback_sent",
  "share",
] as const satisfies ReadonlyArray<EngagementLabel>

/** What the SPA sends: one event and the journey it belongs to. */
export const RecordedEvent = Schema.Struct({
  journey: JourneyId,
  event: EngagementEvent,
})
export type RecordedEvent = typeof RecordedEvent.Type
