/**
 * Use case: turning a person's quiz answers into a stored personal report,
 * and reading, listing and deleting their reports (docs/architecture.md,
 * "A quiz answer to a report").
 *
 * The request carries option VALUES keyed by question id, not the labels the
 * spec's "Analysis request" names: values are what the catalogue and the
 * visibility rules check, and they do not change when a label is reworded.
 * The prompt (AnalystPrompt.ts) and the report e-mail turn them into labels.
 *
 * One analysis, in order:
 * 1. The request is checked (spec §5). The name in the report is the
 *    account's: the request's userName is checked but cannot put someone
 *    else's name into a report.
 * 2. With an Idempotency-Key, a repeat of a request (same person, same key)
 *    gets the first request's analysis; a repeat that arrives while the first
 *    is still running waits for it. The key is kept in the database, so this
 *    holds across server processes.
 * 3. The per-user quota is counted (only for new analyses).
 * 4. The report is written (ReportWriter.ts): the configured analyst is
 *    asked, unless its circuit breaker is open, with bounded retries inside a
 *    budget well under the client's 200 s; its answer read once, its reading
 *    of the notes merged into Strand's, its lines checked against the
 *    person's facts, and the rule engine's floor put under it.
 * 5. Any failure: the rule engine's report, `fallbackUsed`, and the failure's
 *    class recorded. Provider trouble never reaches the person as an error;
 *    a defect in an adapter is logged as an error (and recorded as Defect).
 * 6. Stored with its owner, analyst, prompt version, duration, fallback
 *    reason, the lines dropped and the reading of the notes: that report is
 *    the one every feature reads afterwards.
 *
 * A report is personal health information, so only its owner can read or
 * delete it; someone else's report is "not found", which does not even
 * confirm that it exists.
 */
import { Context, DateTime, Deferred, Duration, Effect, Exit, Layer, Option, Schema } from "effect"
import type { ValidationError } from "../errors/ValidationError.ts"
import { NoteReader } from "../notes/NoteReader.ts"
import { type RateLimited, RateLimiter } from "../ratelimit/RateLimiter.ts"
import { analysesPerUser } from "../ratelimit/RateLimits.ts"
import type { AnalysisResults } from "../report/AnalysisResults.ts"
import { currentReportVersion } from "../report/ReportExplanation.ts"
import type { User, UserId } from "../user/User.ts"
import { countAnalysis } from "./AnalysisMetrics.ts"
import {
  type AnalysisRequestBody,
  analysisUserName,
  validateAnalysisRequest,
} from "./AnalysisRequest.ts"
import {
  type AnalysisId,
  AnalysisStore,
  type ReportsPage,
  type ReportsPageRequest,
  type RequestClaim,
  type StoredAnalysis,
} from "./AnalysisStore.ts"
import { AnalystOverview } from "./AnalystOverview.ts"
import {
  type BreakerSettings,
  defaultBreakerSettings,
  makeCircuitBreaker,
} from "./CircuitBreaker.ts"
import { type HairAnalysisRequest, HairAnalyst } from "./HairAnalyst.ts"
import { explanationOf, type ReportRecord } from "./ReportReading.ts"
import {
  type CallGuard,
  defaultWriterSettings,
  makeReportWriter,
  ShuttingDown,
  type WriterSettings,
} from "./ReportWriter.ts"

/**
 * The writer's (the provider's budget, well under the client's 200 s and a
 * typical proxy's 60 s, so a slow provider never turns into a TIMEOUT for the
 * person; its retries), and the server's own.
 */
export interface AnalysisSettings extends WriterSettings {
  /** Analyses per person per hour, whichever analyst answers. */
  readonly analysesPerHour: number
  readonly breaker: BreakerSettings
  /** Once the server is stopping, how much longer a provider call may take. */
  readonly shutdownGrace: Duration.Duration
  /** How often a repeated request looks whether the first one is done. */
  readonly duplicatePollInterval: Duration.Duration
}

export const defaultAnalysisSettings: AnalysisSettings = {
  ...defaultWriterSettings,
  analysesPerHour: 20,
  breaker: defaultBreakerSettings,
  shutdownGrace: Duration.seconds(3),
  duplicatePollInterval: Duration.millis(250),
}

/** The analysis asked for is missing, or belongs to someone else. */
export class AnalysisNotFound extends Schema.TaggedError<AnalysisNotFound>()("AnalysisNotFound", {
  id: Schema.String,
}) {}

/** The same Idempotency-Key came with different answers. */
export class IdempotencyKeyReused extends Schema.TaggedError<IdempotencyKeyReused>()(
  "IdempotencyKeyReused",
  { message: Schema.String },
) {}

/** Who asks for an analysis: their id, and the name their report greets. */
export type AnalysisAuthor = Pick<User, "id" | "name">

export interface Analysed {
  readonly analysisId: AnalysisId
  readonly createdAt: DateTime.Utc
  readonly results: AnalysisResults
  readonly fallbackUsed: boolean
  /** The report as stored, for the read model (ReportView.ts) that gives it to its owner. */
  readonly record: ReportRecord
}

export { AnalystOverview }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** JSON with sorted keys: the same answers always give the same text. */
const canonicalJson = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonicalJson).join(",")}]`
    : isRecord(value)
      ? `{${Object.keys(value)
          .sort()
          .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`)
          .join(",")}}`
      : JSON.stringify(value)

export class Analyses extends Context.Service<
  Analyses,
  {
    /**
     * Checks the request, writes the report (or the rule engine's instead)
     * and stores it; with an Idempotency-Key, a repeat gets the first answer.
     */
    analyse(
      author: AnalysisAuthor,
      request: AnalysisRequestBody,
      idempotencyKey?: string,
    ): Effect.Effect<Analysed, ValidationError | RateLimited | IdempotencyKeyReused>
    /** The owner's analysis; anyone else gets AnalysisNotFound. */
    find(id: AnalysisId, userId: UserId): Effect.Effect<StoredAnalysis, AnalysisNotFound>
    /** A page of the owner's reports, newest first. */
    list(userId: UserId, page: ReportsPageRequest): Effect.Effect<ReportsPage>
    remove(id: AnalysisId, userId: UserId): Effect.Effect<void, AnalysisNotFound>
    /** The analyst, its breaker and the last 24 hours, for the admin page. */
    analystOverview(): Effect.Effect<AnalystOverview>
    /**
     * The server is stopping: provider calls in flight get `shutdownGrace`
     * more, then the rule engine answers, so every request still in flight
     * gets its report before the process exits.
     */
    readonly stopWaitingForProviders: Effect.Effect<void>
  }
>()("@strand/domain/analysis/Analyses") {
  static readonly layer = (settings: AnalysisSettings = defaultAnalysisSettings) =>
    Layer.effect(
      Analyses,
      Effect.gen(function* () {
        const store = yield* AnalysisStore
        const analyst = yield* HairAnalyst
        const noteReader = yield* NoteReader
        const limiter = yield* RateLimiter
        const breaker = yield* makeCircuitBreaker(settings.breaker)
        const stopping = yield* Deferred.make<void>()
        const quota = analysesPerUser(settings.analysesPerHour)
        // A claim this old was left by a process that died mid-analysis.
        const abandonedAfter = Duration.sum(settings.providerBudget, Duration.seconds(30))

        // Every provider call goes through the breaker, and gives way when the server stops.
        const guard: CallGuard = (call) =>
          Effect.raceFirst(
            breaker.run(call),
            Deferred.await(stopping).pipe(
              Effect.andThen(Effect.sleep(settings.shutdownGrace)),
              Effect.andThen(Effect.fail(new ShuttingDown())),
            ),
          )
        const write = yield* makeReportWriter(settings, guard)

        const writeAndStore = Effect.fnUntraced(function* (
          userId: UserId,
          request: HairAnalysisRequest,
          idempotencyKey: string | undefined,
        ) {
          const written = yield* write(request)
          yield* countAnalysis(analyst.name, written.fallbackReason)
          const saved = yield* store.save({
            userId,
            results: written.results,
            fallbackUsed: written.fallbackUsed,
            answers: request.answers,
            textInputs: request.textInputs,
            noteReading: written.reading,
            analyst: analyst.name,
            durationMillis: written.durationMillis,
            fallbackReason: written.fallbackReason,
            explanation: written.explanation,
            promptVersion: written.promptVersion,
            droppedLines: written.droppedLines,
            idempotencyKey,
          })
          return {
            analysisId: saved.id,
            createdAt: saved.createdAt,
            results: written.results,
            fallbackUsed: written.fallbackUsed,
            record: {
              id: saved.id,
              createdAt: saved.createdAt,
              results: written.results,
              fallbackUsed: written.fallbackUsed,
              answers: request.answers,
              textInputs: request.textInputs,
              noteReading: written.reading,
              analyst: analyst.name,
              reportVersion: currentReportVersion,
              explanation: written.explanation,
            },
          } satisfies Analysed
        })

        /** Claims the key, waiting while another request holds it. */
        const claimOrWait = Effect.fnUntraced(function* (
          userId: UserId,
          key: string,
          fingerprint: string,
        ) {
          while (true) {
            const claim: RequestClaim = yield* store.claimRequest({
              userId,
              key,
              fingerprint,
              abandonedAfter,
            })
            if (claim._tag !== "Pending") return claim
            yield* Effect.sleep(settings.duplicatePollInterval)
          }
        })

        const analyse = Effect.fn("Analyses.analyse")(function* (
          author: AnalysisAuthor,
          body: AnalysisRequestBody,
          idempotencyKey?: string,
        ) {
          const checked = yield* validateAnalysisRequest(body)
          const reading = yield* noteReader.read(checked.textInputs)
          const request = { ...checked, userName: analysisUserName(author.name), reading }
          if (idempotencyKey === undefined) {
            yield* limiter.attempt(quota, author.id)
            return yield* writeAndStore(author.id, request, undefined)
          }
          const fingerprint = canonicalJson({
            answers: request.answers,
            textInputs: request.textInputs,
          })
          while (true) {
            const claim = yield* claimOrWait(author.id, idempotencyKey, fingerprint)
            if (claim._tag === "Mismatch") {
              return yield* new IdempotencyKeyReused({
                message: "This request was already sent with other answers.",
              })
            }
            if (claim._tag === "Done") {
              const first = yield* store.find(claim.analysisId)
              // Deleted meanwhile: the key is free again, so claim it anew.
              if (Option.isNone(first)) continue
              return {
                analysisId: first.value.id,
                createdAt: first.value.createdAt,
                results: first.value.results,
                fallbackUsed: first.value.fallbackUsed,
                record: { ...first.value, explanation: explanationOf(first.value) },
              } satisfies Analysed
            }
            // Ours: whatever stops this analysis gives the key back.
            return yield* limiter.attempt(quota, author.id).pipe(
              Effect.andThen(writeAndStore(author.id, request, idempotencyKey)),
              Effect.onExit((exit) =>
                Exit.isSuccess(exit)
                  ? Effect.void
                  : store.releaseRequest(author.id, idempotencyKey),
              ),
            )
          }
        })

        const find = Effect.fn("Analyses.find")(function* (id: AnalysisId, userId: UserId) {
          const found = yield* store.find(id)
          if (Option.isNone(found) || found.value.userId !== userId) {
            return yield* new AnalysisNotFound({ id })
          }
          return found.value
        })

        const list = Effect.fn("Analyses.list")(function* (
          userId: UserId,
          page: ReportsPageRequest,
        ) {
          return yield* store.listFor(userId, page)
        })

        const remove = Effect.fn("Analyses.remove")(function* (id: AnalysisId, userId: UserId) {
          const deleted = yield* store.delete(id, userId)
          if (!deleted) return yield* new AnalysisNotFound({ id })
        })

        const analystOverview = Effect.fn("Analyses.analystOverview")(function* () {
          const since = DateTime.subtract(yield* DateTime.now, { hours: 24 })
          return new AnalystOverview({
            analyst: analyst.name,
            breaker: yield* breaker.status,
            since,
            activity: yield* store.analystActivity(since),
          })
        })

        const stopWaitingForProviders = Deferred.succeed(stopping, undefined).pipe(Effect.asVoid)

        return Analyses.of({
          analyse,
          find,
          list,
          remove,
          analystOverview,
          stopWaitingForProviders,
        })
      }),
    )
}
