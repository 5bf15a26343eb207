/**
 * Use case: turning a person's quiz answers into a stored personal report,
 * and reading, listing and deleting their reports (architecture, "Data flow
 * of the main job").
 *
 * The request carries option VALUES keyed by question id, not the labels the
 * spec's "Analysis request" names: values are what the catalogue and the
 * visibility rules check, and they do not change when a label is reworded.
 * Whatever needs people's words (an AI prompt, the report e-mail) turns them
 * into labels itself with `answersAsLabels` / `answersAsLines`.
 *
 * The configured analyst (an AI provider, or the rule engine) gets 200 s. If
 * it fails in any way or runs out of time, the rule engine answers instead
 * and the report says so (`fallbackUsed`): provider trouble never reaches the
 * person as an error.
 *
 * A report is personal health information, so only its owner can read or
 * delete it; someone else's report is "not found", which does not even
 * confirm that it exists.
 */
import { Cause, Context, Duration, Effect, Layer, Option, Schema } from "effect"
import type { ValidationError } from "../errors/ValidationError.ts"
import type { UserId } from "../user/User.ts"
import { type AnalysisRequestBody, validateAnalysisRequest } from "./AnalysisRequest.ts"
import type { AnalysisResults } from "./AnalysisResults.ts"
import {
  type AnalysisId,
  AnalysisStore,
  type AnalysisSummary,
  type StoredAnalysis,
} from "./AnalysisStore.ts"
import { HairAnalyst } from "./HairAnalyst.ts"
import { normaliseResults } from "./NormaliseResults.ts"

/** How long the configured analyst may take before the rule engine answers instead. */
export const analystTimeout = Duration.seconds(200)

/**
 * Port: the analyst that answers when the configured one fails. Same shape
 * as HairAnalyst; in practice Strand's rule engine, which never fails (if it
 * did, that would be a defect: there is nothing left to fall back on).
 */
export class FallbackHairAnalyst extends Context.Service<
  FallbackHairAnalyst,
  HairAnalyst["Service"]
>()("@strand/domain/analysis/FallbackHairAnalyst") {}

/** The analysis asked for is missing, or belongs to someone else. */
export class AnalysisNotFound extends Schema.TaggedError<AnalysisNotFound>()("AnalysisNotFound", {
  id: Schema.String,
}) {}

export interface Analysed {
  readonly analysisId: AnalysisId
  readonly results: AnalysisResults
  readonly fallbackUsed: boolean
}

export class Analyses extends Context.Service<
  Analyses,
  {
    /** Validates the request, writes the report (or the backup report) and stores it. */
    analyse(userId: UserId, request: AnalysisRequestBody): Effect.Effect<Analysed, ValidationError>
    /** The owner's analysis; anyone else gets AnalysisNotFound. */
    find(id: AnalysisId, userId: UserId): Effect.Effect<StoredAnalysis, AnalysisNotFound>
    /** Newest first. */
    list(userId: UserId): Effect.Effect<ReadonlyArray<AnalysisSummary>>
    remove(id: AnalysisId, userId: UserId): Effect.Effect<void, AnalysisNotFound>
  }
>()("@strand/domain/analysis/Analyses") {
  static readonly layer = Layer.effect(
    Analyses,
    Effect.gen(function* () {
      const store = yield* AnalysisStore
      const analyst = yield* HairAnalyst
      const fallback = yield* FallbackHairAnalyst

      const analyse = Effect.fn("Analyses.analyse")(function* (
        userId: UserId,
        body: AnalysisRequestBody,
      ) {
        const request = yield* validateAnalysisRequest(body)
        const written = yield* analyst.analyse(request).pipe(
          Effect.timeout(analystTimeout),
          // Providers answer loosely; the normaliser makes any answer a valid report.
          Effect.map((results) => ({ results: normaliseResults(results), fallbackUsed: false })),
          Effect.catchCause((cause) =>
            // An interrupted request (the person left) is not a provider failure.
            Cause.hasInterruptsOnly(cause)
              ? Effect.interrupt
              : Effect.logWarning("The hair analyst failed; the rule engine answers", cause).pipe(
                  Effect.andThen(fallback.analyse(request)),
                  Effect.orDie,
                  Effect.map((results) => ({ results, fallbackUsed: true })),
                ),
          ),
        )
        const analysisId = yield* store.save({
          userId,
          results: written.results,
          fallbackUsed: written.fallbackUsed,
          answers: request.answers,
          textInputs: request.textInputs,
        })
        return { analysisId, ...written }
      })

      const find = Effect.fn("Analyses.find")(function* (id: AnalysisId, userId: UserId) {
        const found = yield* store.find(id)
        if (Option.isNone(found) || found.value.userId !== userId) {
          return yield* new AnalysisNotFound({ id })
        }
        return found.value
      })

      const list = Effect.fn("Analyses.list")(function* (userId: UserId) {
        return yield* store.listFor(userId)
      })

      const remove = Effect.fn("Analyses.remove")(function* (id: AnalysisId, userId: UserId) {
        const deleted = yield* store.delete(id, userId)
        if (!deleted) return yield* new AnalysisNotFound({ id })
      })

      return Analyses.of({ analyse, find, list, remove })
    }),
  )
}
