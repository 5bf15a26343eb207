/**
 * Port: where finished analyses are kept, each with its owner. Besides the
 * report it keeps the answers and notes it was written from, so the report
 * e-mail can list them and a report can be written again later (by a newer
 * rule engine or another provider). Storage failures are defects: the
 * caller cannot do anything about them.
 */
import { Context, type Effect, type Option, Schema } from "effect"
import { QuizAnswers, TextInputs } from "../quiz/QuizAnswers.ts"
import { UserId } from "../user/User.ts"
import { AnalysisResults } from "./AnalysisResults.ts"

export const AnalysisId = Schema.String.check(Schema.isUUID()).pipe(Schema.brand("AnalysisId"))
export type AnalysisId = typeof AnalysisId.Type

export class StoredAnalysis extends Schema.Class<StoredAnalysis>("strand/StoredAnalysis")({
  id: AnalysisId,
  userId: UserId,
  results: AnalysisResults,
  /** true when the configured analyst failed and the rule engine wrote the report */
  fallbackUsed: Schema.Boolean,
  answers: QuizAnswers,
  textInputs: TextInputs,
  createdAt: Schema.DateTimeUtc,
}) {}

/** One line of "My Reports". */
export class AnalysisSummary extends Schema.Class<AnalysisSummary>("strand/AnalysisSummary")({
  id: AnalysisId,
  fallbackUsed: Schema.Boolean,
  createdAt: Schema.DateTimeUtc,
}) {}

export interface NewAnalysis {
  readonly userId: UserId
  readonly results: AnalysisResults
  readonly fallbackUsed: boolean
  readonly answers: QuizAnswers
  readonly textInputs: TextInputs
}

export class AnalysisStore extends Context.Service<
  AnalysisStore,
  {
    save(analysis: NewAnalysis): Effect.Effect<AnalysisId>
    find(id: AnalysisId): Effect.Effect<Option.Option<StoredAnalysis>>
    /** The user's analyses, newest first. */
    listFor(userId: UserId): Effect.Effect<ReadonlyArray<AnalysisSummary>>
    /** Deletes the analysis only if `userId` owns it; false when nothing was deleted. */
    delete(id: AnalysisId, userId: UserId): Effect.Effect<boolean>
  }
>()("@strand/domain/analysis/AnalysisStore") {}
