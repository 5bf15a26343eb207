/**
 * HTTP → the analyses use case, for the signed-in user only. Validation
 * problems reach the client as VALIDATION_ERROR / 400 with the spec's
 * messages; a missing or someone else's analysis is NOT_FOUND / 404. Analyst
 * failures never get here (the use case falls back to the rule engine);
 * anything else is a defect, answered as a 500.
 */
import { Analyses, type AnalysisNotFound } from "@strand/domain/analysis/Analyses"
import type { ValidationError as InvalidRequest } from "@strand/domain/errors/ValidationError"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { NotFound } from "../../contract/ApiErrors.ts"
import { CurrentUser } from "../../contract/accounts/Authentication.ts"
import type { AnalyseHairPayload } from "../../contract/analysis/AnalysisApi.ts"
import { StrandApi } from "../../contract/StrandApi.ts"
import { ValidationError } from "../../contract/ValidationError.ts"
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

const validationError = (payload: AnalyseHairPayload) => (error: InvalidRequest) =>
  Effect.fail(
    new ValidationError({
      message: error.message,
      code: "VALIDATION_ERROR",
      issues: [{ path: issuePath(payload, error.field), message: error.message }],
    }),
  )

const notFound = (_: AnalysisNotFound) => Effect.fail(NotFound.analysis())

export const AnalysisHandlers = HttpApiBuilder.group(
  StrandApi,
  "analysis",
  Effect.fn(function* (handlers) {
    const analyses = yield* Analyses
    return handlers
      .handle(
        "analyse",
        Effect.fn("analyse")(function* ({ payload }) {
          const user = yield* CurrentUser
          const analysed = yield* analyses
            .analyse(user.id, payload)
            .pipe(Effect.catchTag("ValidationError", validationError(payload)))
          return {
            success: true,
            results: analysed.results,
            analysisId: analysed.analysisId,
            fallbackUsed: analysed.fallbackUsed,
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
