/**
 * POST /api/analyze-hair as the processing screen needs it: an Effect that
 * succeeds with the stored analysis, or fails with the domain's ApiError
 * (spec §8) or AnalysisUnsuccessful, so classifyAnalysisFailure can choose
 * error or fallback. The raw answer (callApi.ts `fetchApi`) is read with the
 * spec's rules for the analysis call (readAnalysisHttpResponse), not with the
 * contract's schema, so every row of the catalogue reaches the screen as the
 * spec says. The request gives up after 200 s (TIMEOUT), and is aborted when
 * the screen stops waiting for it.
 *
 * The Idempotency-Key makes a double-click or a Try Again after a lost
 * answer return the first analysis instead of writing (and paying for) a
 * second one.
 */
import {
  type AnalysisReceived,
  readAnalysisHttpResponse,
} from "@strand/domain/analysis/AnalysisResponse"
import { timeoutApiError } from "@strand/domain/errors/ApiError"
import type { QuizAnswers, TextInputs } from "@strand/domain/quiz/QuizAnswers"
import { Duration, Effect } from "effect"
import { api } from "../../lib/apiEndpoints.gen.ts"
import { fetchApi } from "../../lib/callApi.ts"

/** Spec §7/§9: the analysis request times out after 200000 ms. */
export const analysisRequestTimeout = Duration.millis(200_000)

export interface AnalysisRequest {
  readonly userName: string
  readonly answers: QuizAnswers
  readonly textInputs: TextInputs
  /** The same for every try of one completed quiz. */
  readonly idempotencyKey: string
}

/** One analysis call; succeeds with the analysis as the server stored it. */
export const submitAnalysis = ({
  idempotencyKey,
  ...payload
}: AnalysisRequest): Effect.Effect<AnalysisReceived, unknown> =>
  // A call that got no answer fails with NETWORK_ERROR (fetchApi); one that did is read below.
  Effect.tryPromise({
    try: (signal) =>
      fetchApi(api.analysis.analyse, {
        payload,
        headers: { "idempotency-key": idempotencyKey },
        signal,
      }).then(async (response) => ({
        status: response.status,
        text: await response.text().catch(() => ""),
      })),
    catch: (failure) => failure,
  }).pipe(
    Effect.timeoutOrElse({
      duration: analysisRequestTimeout,
      orElse: () => Effect.fail(timeoutApiError()),
    }),
    Effect.flatMap(({ status, text }) => Effect.fromResult(readAnalysisHttpResponse(status, text))),
  )
