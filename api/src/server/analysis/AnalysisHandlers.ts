/**
 * HTTP → the analyses use case, for the signed-in user only. The analysis
 * endpoint answers its refusals in the spec's failure body (AnalysisErrors):
 * a failed check of spec §5 is VALIDATION_ERROR / 400, the hourly quota is
 * 429 with Retry-After, an Idempotency-Key reused for other answers is 422.
 * A missing or someone else's analysis is NOT_FOUND / 404. Analyst failures
 * never get here (the use case falls back to the rule engine); anything else
 * is a defect, answered as a 500.
 */

import { Analyses, type AnalysisNotFound } from "@strand/domain/analysis/Analyses"
import {
  analysisQuotaApiError,
  idempotencyKeyReusedApiError,
} from "@strand/domain/analysis/AnalysisFailures"
import { validationApiError } from "@strand/domain/errors/ApiError"
import type { ValidationError as InvalidRequest } from "@strand/domain/errors/ValidationError"
import type { RateLimited } from "@strand/domain/ratelimit/RateLimiter"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { NotFound } from "../../contract/ApiErrors.ts"
import { CurrentUser } from "../../contract/accounts/Authentication.ts"
import type { AnalyseHairPayload } from "../../contract/analysis/AnalysisApi.ts"
import {
  AnalysisKeyReused,
  AnalysisQuotaReached,
  AnalysisRequestInvalid,
  analysisFailure,
} from "../../contract/analysis/AnalysisErrors.ts"
import { StrandApi } from "../../contract/StrandApi.ts"
import { setRetryAfter } from "../http/RateLimit.ts"
import { parseAnalysisId } from "./AnalysisIdParam.ts"

/** Where in the payload the problem is, like the schema validation's issue paths. */
const issuePath = (payload: AnalyseHairPayload, field: string | undefined) => {
  if (field === undefined) return []
  if (payload.answers !== undefined && Object.hasOwn(payload.answers, field)) {
    return ["answers", field]
  }
  if (payload.textInputs !== undefined && Object.hasOwn(payload.textInputs, field)) {
    return ["textInputs", field]
  }
  return [field]
}

const invalidRequest = (payload: AnalyseHairPayload) => (error: InvalidRequest) =>
  Effect.fail(
    new AnalysisRequestInvalid({
      ...analysisFailure(validationApiError(error.message)),
      issues: [{ path: issuePath(payload, error.field), message: error.message }],
    }),
  )

const quotaReached = (limited: RateLimited) =>
  setRetryAfter(limited.retryAfterSeconds).pipe(
    Effect.andThen(
      Effect.fail(
        new AnalysisQuotaReached({
          ...analysisFailure(analysisQuotaApiError(limited.retryAfterSeconds)),
          retryAfterSeconds: limited.retryAfterSeconds,
        }),
      ),
    ),
  )

const keyReused = () =>
  Effect.fail(new AnalysisKeyReused(analysisFailure(idempotencyKeyReusedApiError())))

const notFound = (_: AnalysisNotFound) => Effect.fail(NotFound.analysis())

export const AnalysisHandlers = HttpApiBuilder.group(
  StrandApi,
  "analysis",
  Effect.fn(function* (handlers) {
    const analyses = yield* Analyses
    return handlers
      .handle(
        "analyse",
        Effect.fn("analyse")(function* ({ payload, headers }) {
          const user = yield* CurrentUser
          const analysed = yield* analyses.analyse(user, payload, headers["idempotency-key"]).pipe(
            Effect.catchTags({
              ValidationError: invalidRequest(payload),
              RateLimited: quotaReached,
              IdempotencyKeyReused: keyReused,
            }),
          )
          return {
            success: true,
            results: analysed.results,
            analysisId: analysed.analysisId,
            fallbackUsed: analysed.fallbackUsed,
            createdAt: analysed.createdAt,
          } as const
        }),
      )
      .handle(
        "find",
        Effect.fn("find")(function* ({ params }) {
          const user = yield* CurrentUser
          const id = yield* parseAnalysisId(params.analysisId)
          const analysis = yield* analyses
            .find(id, user.id)
            .pipe(Effect.catchTag("AnalysisNotFound", notFound))
          return {
            success: true,
            analysis: {
              id: analysis.id,
              createdAt: analysis.createdAt,
              fallbackUsed: analysis.fallbackUsed,
              aiResults: analysis.results,
            },
          } as const
        }),
      )
      .handle(
        "list",
        Effect.fn("list")(function* () {
          const user = yield* CurrentUser
          return { success: true, analyses: yield* analyses.list(user.id) } as const
        }),
      )
      .handle(
        "remove",
        Effect.fn("remove")(function* ({ params }) {
          const user = yield* CurrentUser
          const id = yield* parseAnalysisId(params.analysisId)
          yield* analyses.remove(id, user.id).pipe(Effect.catchTag("AnalysisNotFound", notFound))
          return { success: true } as const
        }),
      )
  }),
)
