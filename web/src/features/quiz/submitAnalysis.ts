/**
 * POST /api/analyze-hair as the processing screen needs it: an Effect that
 * succeeds with the new analysis id, or fails with the domain's ApiError
 * (spec §8) so classifyAnalysisFailure can choose error or fallback. The
 * request gives up after 200 s (TIMEOUT).
 */
import type { AnalysedHair } from "@strand/api/contract/analysis/AnalysisApi"
import { readAnalysisResponse } from "@strand/domain/analysis/AnalysisResponse"
import {
  type ApiError,
  httpApiError,
  invalidResponseApiError,
  networkApiError,
  timeoutApiError,
  unknownApiError,
  validationApiError,
} from "@strand/domain/errors/ApiError"
import type { QuizAnswers, TextInputs } from "@strand/domain/quiz/QuizAnswers"
import { Duration, Effect, Result } from "effect"
import {
  ApiFailure,
  callApi,
  invalidResponseMessage,
  networkErrorMessage,
} from "../../lib/apiClient.ts"

/** Spec §7/§9: the analysis request times out after 200000 ms. */
export const analysisRequestTimeout = Duration.millis(200_000)

export interface AnalysisRequest {
  readonly userName: string
  readonly answers: QuizAnswers
  readonly textInputs: TextInputs
}

/** Whatever went wrong with the call, as the spec's API error. */
export const toAnalysisApiError = (failure: unknown): ApiError => {
  if (!(failure instanceof ApiFailure)) {
    return unknownApiError(failure instanceof Error ? failure.message : undefined)
  }
  if (failure.status === 400 || failure.code === "VALIDATION_ERROR") {
    return validationApiError(failure.message)
  }
  if (failure.status !== undefined) {
    return httpApiError(failure.status, { message: failure.message, code: failure.code })
  }
  if (failure.message === networkErrorMessage) return networkApiError()
  if (failure.message === invalidResponseMessage) return invalidResponseApiError()
  return unknownApiError(failure.message)
}

/** One analysis call; succeeds with the analysis id. */
export const submitAnalysis = (request: AnalysisRequest): Effect.Effect<string, unknown> =>
  Effect.tryPromise({
    try: () =>
      callApi((client) => client.analysis.analyse({ payload: request, headers: {} })) as Promise<
        typeof AnalysedHair.Type
      >,
    catch: toAnalysisApiError,
  }).pipe(
    Effect.timeoutOrElse({
      duration: analysisRequestTimeout,
      orElse: () => Effect.fail(timeoutApiError()),
    }),
    // The typed client already decoded the body; the domain still reads it,
    // so the "no analysis id" and "unsuccessful" rules live in one place.
    Effect.flatMap((body) => {
      const read = readAnalysisResponse(body)
      return Result.isSuccess(read)
        ? Effect.succeed(read.success.analysisId)
        : Effect.fail(read.failure)
    }),
  )
