/**
 * HTTP → the analyses use case, for the signed-in user only. The analysis
 * endpoint answers its refusals in the spec's failure body (AnalysisErrors):
 * a failed check of spec §5 is VALIDATION_ERROR / 400, the hourly quota is
 * 429 with Retry-After, an Idempotency-Key reused for other answers is 422.
 * A missing or someone else's analysis is NOT_FOUND / 404. Analyst failures
 * never get here (the use case falls back to the rule engine); anything else
 * is a defect, answered as a 500.
 *
 * Every report leaves through the read model (ReportView.ts) with the
 * signed-in person's referral count as read for this request, so locked
 * styling tips never reach a browser that has not unlocked them. The
 * calendar file and the doctor's summary are the owner's downloads
 * (ReportDownloads): a server without Chromium answers the PDF with 503.
 */

import { Analyses, type AnalysisNotFound } from "@strand/domain/analysis/Analyses"
import {
  analysisQuotaApiError,
  idempotencyKeyReusedApiError,
} from "@strand/domain/analysis/AnalysisFailures"
import type { PdfUnavailable } from "@strand/domain/analysis/DoctorSummaryPdf"
import { ReportDownloads } from "@strand/domain/analysis/ReportDownloads"
import { readReport } from "@strand/domain/analysis/ReportReading"
import { validationApiError } from "@strand/domain/errors/ApiError"
import type { ValidationError as InvalidRequest } from "@strand/domain/errors/ValidationError"
import { defaultPageSize } from "@strand/domain/paging/Paging"
import type { RateLimited } from "@strand/domain/ratelimit/RateLimiter"
import { RateLimiter } from "@strand/domain/ratelimit/RateLimiter"
import { rateLimits } from "@strand/domain/ratelimit/RateLimits"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { NotFound, ServiceUnavailable } from "../../contract/ApiErrors.ts"
import { CurrentUser } from "../../contract/accounts/Authentication.ts"
import type { AnalyseHairPayload } from "../../contract/analysis/AnalysisApi.ts"
import {
  AnalysisKeyReused,
  AnalysisQuotaReached,
  AnalysisRequestInvalid,
  analysisFailure,
} from "../../contract/analysis/AnalysisErrors.ts"
import { StrandApi } from "../../contract/StrandApi.ts"
import { asDownload } from "../http/Download.ts"
import { enforceRateLimit, setRetryAfter } from "../http/RateLimit.ts"
import { ServerSettings } from "../http/ServerSettings.ts"
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
  Effect.logWarning("Rate limit reached: answered 429").pipe(
    Effect.annotateLogs({ limit: limited.action, retryAfterSeconds: limited.retryAfterSeconds }),
    Effect.andThen(setRetryAfter(limited.retryAfterSeconds)),
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

const pdfUnavailable = (error: PdfUnavailable) =>
  Effect.logWarning(`The doctor's summary PDF could not be made: ${error.message}`).pipe(
    Effect.andThen(
      Effect.fail(
        new ServiceUnavailable({
          message:
            "The PDF could not be made just now. Please try again, or use Print on the page.",
          code: "SERVICE_UNAVAILABLE",
        }),
      ),
    ),
  )

/** Offers the answer as a file to save, under this name. */
export const AnalysisHandlers = HttpApiBuilder.group(
  StrandApi,
  "analysis",
  Effect.fn(function* (handlers) {
    const analyses = yield* Analyses
    const downloads = yield* ReportDownloads
    const limiter = yield* RateLimiter
    const settings = yield* ServerSettings
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
          const analysis = readReport(analysed.record, user)
          return {
            success: true,
            results: analysis.aiResults,
            analysisId: analysed.analysisId,
            fallbackUsed: analysed.fallbackUsed,
            createdAt: analysed.createdAt,
            analysis,
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
          return { success: true, analysis: readReport(analysis, user) } as const
        }),
      )
      .handle(
        "calendar",
        Effect.fn("calendar")(function* ({ params, query }) {
          const user = yield* CurrentUser
          const id = yield* parseAnalysisId(params.analysisId)
          const file = yield* downloads
            .calendar(id, user, query, settings.linkOrigin)
            .pipe(Effect.catchTag("AnalysisNotFound", notFound))
          yield* asDownload("strand-hair-routine.ics")
          return file
        }),
      )
      .handle(
        "doctorSummary",
        Effect.fn("doctorSummary")(function* ({ params }) {
          const user = yield* CurrentUser
          const id = yield* parseAnalysisId(params.analysisId)
          return yield* downloads
            .summary(id, user, {})
            .pipe(Effect.catchTag("AnalysisNotFound", notFound))
        }),
      )
      .handle(
        "doctorSummaryPdf",
        Effect.fn("doctorSummaryPdf")(function* ({ params, payload }) {
          const user = yield* CurrentUser
          // Each PDF starts a browser: counted before the lookup, like e-mailing a report.
          yield* enforceRateLimit(limiter, rateLimits.summaryPdfPerUser, user.id)
          const id = yield* parseAnalysisId(params.analysisId)
          const { paper, ...notes } = payload
          const pdf = yield* downloads
            .summaryPdf(id, user, notes, paper ?? "a4")
            .pipe(Effect.catchTags({ AnalysisNotFound: notFound, PdfUnavailable: pdfUnavailable }))
          yield* asDownload("strand-summary-for-my-doctor.pdf")
          return pdf
        }),
      )
      .handle(
        "list",
        Effect.fn("list")(function* ({ query }) {
          const user = yield* CurrentUser
          const page = yield* analyses.list(user.id, {
            after: query.after,
            limit: query.limit ?? defaultPageSize,
          })
          return { success: true, ...page } as const
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
