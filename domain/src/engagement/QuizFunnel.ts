/**
 * The quiz funnel an admin reads (beyond the spec): of the journeys that
 * started the quiz in a period, how many reached each question, where the
 * ones that did not finish left (the last question they saw), how many
 * completed it, e-mailed themselves a report and invited a friend. Every
 * count is of journeys, not of events, so going back and forth between
 * questions counts once.
 */
import { DateTime, Duration, Schema } from "effect"
import { type QuestionId, questionIds } from "../quiz/QuizCatalogue.ts"
import { engagementLabels } from "./EngagementEvent.ts"

export const FunnelQuestion = Schema.Struct({
  question: Schema.Literals(questionIds),
  /** journeys that saw this question */
  reached: Schema.Number,
  /** journeys whose last question was this one, and that never completed */
  left: Schema.Number,
})
export type FunnelQuestion = typeof FunnelQuestion.Type

export class QuizFunnel extends Schema.Class<QuizFunnel>("strand/QuizFunnel")({
  from: Schema.DateTimeUtc,
  to: Schema.DateTimeUtc,
  started: Schema.Number,
  completed: Schema.Number,
  emailedReport: Schema.Number,
  invitedFriend: Schema.Number,
  /** in the order the quiz asks them; only questions someone reached */
  questions: Schema.Array(FunnelQuestion),
  /** every event recorded in the period, whichever journey, by label */
  events: Schema.Array(
    Schema.Struct({ label: Schema.Literals(engagementLabels), count: Schema.Number }),
  ),
}) {}

const quizOrder = new Map<string, number>(questionIds.map((id, index) => [id, index]))

/** Questions in the order the quiz asks them. */
export const inQuizOrder = <A extends { readonly question: QuestionId }>(
  questions: ReadonlyArray<A>,
): ReadonlyArray<A> =>
  [...questions].sort((a, b) => (quizOrder.get(a.question) ?? 0) - (quizOrder.get(b.question) ?? 0))

/** The longest a funnel period may be: a year, so one query never scans all history. */
export const maxFunnelDays = 366

/** The period a funnel covers: from (inclusive) to (exclusive). */
export const FunnelPeriod = Schema.Struct({
  from: Schema.DateTimeUtc,
  to: Schema.DateTimeUtc,
}).check(
  Schema.makeFilter(({ from, to }) =>
    !DateTime.isLessThan(from, to)
      ? { path: ["to"], issue: "The period must end after it starts" }
      : Duration.isGreaterThan(DateTime.distance(from, to), Duration.days(maxFunnelDays))
        ? { path: ["to"], issue: `The period can be at most ${maxFunnelDays} days` }
        : undefined,
  ),
)
export type FunnelPeriod = typeof FunnelPeriod.Type
