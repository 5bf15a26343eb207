/**
 * Port: where finished analyses are kept, each with its owner. Besides the
 * report (and, since version 2, its explanation: ReportExplanation.ts) it keeps the answers and notes it was written from, so the report
 * e-mail can list them and a report can be written again later (by a newer
 * rule engine or another provider), and which analyst wrote it, how long that
 * took and, when the rule engine answered instead, why (the admin page's
 * numbers).
 *
 * It also remembers each Idempotency-Key a person sent with an analysis, so
 * a repeated request (a double click, a retry after a lost answer) gets the
 * first request's analysis, even when another server process handles it.
 *
 * Storage failures are defects: the caller cannot do anything about them.
 */
import { Context, type DateTime, type Duration, type Effect, type Option, Schema } from "effect"
import { NoteReading } from "../notes/NoteStatement.ts"
import type { PageCursor } from "../paging/Paging.ts"
import { QuizAnswers, TextInputs } from "../quiz/QuizAnswers.ts"
import { AnalysisResults } from "../report/AnalysisResults.ts"
import { ReportExplanation } from "../report/ReportExplanation.ts"
import { UserId } from "../user/User.ts"
import { DroppedLine } from "./DroppedLine.ts"
import { AnalystName, HairAnalystFailure } from "./HairAnalyst.ts"

export const AnalysisId = Schema.String.check(Schema.isUUID()).pipe(Schema.brand("AnalysisId"))
export type AnalysisId = typeof AnalysisId.Type

/**
 * Why the rule engine wrote a report in place of the configured provider: a
 * provider failure's class, or Contradicted (more than a quarter of the
 * provider's lines contradicted the person: CheckedDraft.ts), CircuitOpen
 * (the provider was not asked: it failed repeatedly just before), Defect (a
 * bug in the adapter, logged as an error), ShuttingDown (the server was
 * stopping and could not wait).
 */
export const FallbackReason = Schema.Literals([
  ...HairAnalystFailure.literals,
  "Contradicted",
  "CircuitOpen",
  "Defect",
  "ShuttingDown",
])
export type FallbackReason = typeof FallbackReason.Type

export class StoredAnalysis extends Schema.Class<StoredAnalysis>("strand/StoredAnalysis")({
  id: AnalysisId,
  userId: UserId,
  results: AnalysisResults,
  /** true when the configured analyst failed and the rule engine wrote the report */
  fallbackUsed: Schema.Boolean,
  answers: QuizAnswers,
  textInputs: TextInputs,
  /**
   * What the notes state, as read when the report was written; for reports
   * stored before readings were kept, the store reads the notes on load.
   */
  noteReading: NoteReading,
  createdAt: Schema.DateTimeUtc,
  /** The configured analyst; unknown for reports stored before it was recorded. */
  analyst: Schema.optional(AnalystName),
  /** From the checked request to the finished report. */
  durationMillis: Schema.optional(Schema.Number),
  fallbackReason: Schema.optional(FallbackReason),
  /**
   * The shape the report was stored in: 1 before reports kept their
   * explanation, 2 with it (ReportExplanation.ts).
   */
  reportVersion: Schema.Number,
  /** Why and on what evidence, worked out when the report was written; absent in version 1. */
  explanation: Schema.optional(ReportExplanation),
  /**
   * The version of the prompt and schema the provider was asked with
   * (AnalystPrompt.ts); absent for the rule engine's own reports and for
   * reports stored before it was recorded.
   */
  promptVersion: Schema.optional(Schema.String),
  /**
   * The provider's lines the person never saw, and why (CheckedDraft.ts);
   * absent before they were recorded and where nothing was asked.
   */
  droppedLines: Schema.optional(Schema.Array(DroppedLine)),
}) {}

/** One line of "My Reports". */
export class AnalysisSummary extends Schema.Class<AnalysisSummary>("strand/AnalysisSummary")({
  id: AnalysisId,
  fallbackUsed: Schema.Boolean,
  createdAt: Schema.DateTimeUtc,
  /** An AI provider wrote it (not Strand's rules, whether configured or as the fallback). */
  aiWritten: Schema.optional(Schema.Boolean),
}) {}

export interface NewAnalysis {
  readonly userId: UserId
  readonly results: AnalysisResults
  readonly fallbackUsed: boolean
  readonly answers: QuizAnswers
  readonly textInputs: TextInputs
  readonly noteReading: NoteReading
  readonly analyst: AnalystName
  readonly durationMillis: number
  readonly fallbackReason: FallbackReason | undefined
  /** Stored beside the report, as version `currentReportVersion`. */
  readonly explanation: ReportExplanation
  readonly promptVersion: string | undefined
  readonly droppedLines: ReadonlyArray<DroppedLine>
  /** The request's Idempotency-Key, claimed before: marked done with this analysis. */
  readonly idempotencyKey: string | undefined
}

export interface SavedAnalysis {
  readonly id: AnalysisId
  readonly createdAt: DateTime.Utc
}

/** What claiming an Idempotency-Key found. */
export type RequestClaim =
  /** Nobody had it (or its holder went silent): go ahead, it is yours. */
  | { readonly _tag: "Claimed" }
  /** Another request with this key is being analysed right now. */
  | { readonly _tag: "Pending" }
  /** A request with this key already produced this analysis. */
  | { readonly _tag: "Done"; readonly analysisId: AnalysisId }
  /** The key was used before for different answers. */
  | { readonly _tag: "Mismatch" }

export interface RequestToClaim {
  readonly userId: UserId
  readonly key: string
  /** The request's content, so the same key with other answers is noticed. */
  readonly fingerprint: string
  /** A claim older than this, still not done, was abandoned (its process died). */
  readonly abandonedAfter: Duration.Duration
}

/** A page of a person's reports (paging/Paging.ts): after the report named, newest first. */
export interface ReportsPageRequest {
  readonly after?: PageCursor | undefined
  readonly limit: number
}

export interface ReportsPage {
  /** Newest first. */
  readonly analyses: ReadonlyArray<AnalysisSummary>
  /** Set when older reports come after this page: ask with `after`. */
  readonly older?: PageCursor | undefined
}

/** Per analyst and prompt version, what happened since a moment: the admin page's table. */
export class AnalystActivity extends Schema.Class<AnalystActivity>("strand/AnalystActivity")({
  provider: Schema.String,
  model: Schema.String,
  /** The prompt's version (AnalystPrompt.ts); absent for the rule engine and older reports. */
  promptVersion: Schema.optional(Schema.String),
  analyses: Schema.Number,
  /** How many reports the rule engine wrote instead, by reason. */
  fallbacks: Schema.Record(Schema.String, Schema.Number),
  /** How many analyses had lines dropped. */
  analysesWithDroppedLines: Schema.Number,
  /** How many of the provider's lines were dropped, by reason (DroppedLine.ts). */
  droppedLines: Schema.Record(Schema.String, Schema.Number),
  /** Median and 95th percentile of the time to a report; absent when unknown. */
  medianMillis: Schema.optional(Schema.Number),
  p95Millis: Schema.optional(Schema.Number),
}) {}

export class AnalysisStore extends Context.Service<
  AnalysisStore,
  {
    /** Stores the analysis (and marks its Idempotency-Key done) in one transaction. */
    save(analysis: NewAnalysis): Effect.Effect<SavedAnalysis>
    find(id: AnalysisId): Effect.Effect<Option.Option<StoredAnalysis>>
    /** A page of the user's analyses, newest first. */
    listFor(userId: UserId, page: ReportsPageRequest): Effect.Effect<ReportsPage>
    /** Deletes the analysis only if `userId` owns it; false when nothing was deleted. */
    delete(id: AnalysisId, userId: UserId): Effect.Effect<boolean>
    /** Takes an Idempotency-Key for a new analysis, or says who has it. */
    claimRequest(request: RequestToClaim): Effect.Effect<RequestClaim>
    /** Gives a claimed key back when its analysis could not be made. */
    releaseRequest(userId: UserId, key: string): Effect.Effect<void>
    /** Analyses stored since `since`, per provider, model and prompt version. */
    analystActivity(since: DateTime.Utc): Effect.Effect<ReadonlyArray<AnalystActivity>>
  }
>()("@strand/domain/analysis/AnalysisStore") {}
