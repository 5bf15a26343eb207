/**
 * HTTP → "Find an expert" and "Send my summary", for the signed-in person.
 * A report that is not theirs (or unknown, or malformed) is 404, as
 * everywhere; so is an expert not in the directory. Sending is limited per
 * person (each is an e-mail to someone outside Strand), counted only once
 * the request has the person's consent.
 */
import type { AnalysisNotFound } from "@strand/domain/analysis/Analyses"
import type { PdfUnavailable } from "@strand/domain/analysis/DoctorSummaryPdf"
import { ExpertFinder } from "@strand/domain/experts/ExpertFinder"
import { type ExpertUnavailable, SummarySharing } from "@strand/domain/experts/SummarySharing"
import { RateLimiter } from "@strand/domain/ratelimit/RateLimiter"
import { rateLimits } from "@strand/domain/ratelimit/RateLimits"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { NotFound, ServiceUnavailable } from "../../contract/ApiErrors.ts"
import { CurrentUser } from "../../contract/accounts/Authentication.ts"
import { ExpertTakesNoSummaries } from "../../contract/experts/ExpertsApi.ts"
import { StrandApi } from "../../contract/StrandApi.ts"
import { parseAnalysisId } from "../analysis/AnalysisIdParam.ts"
import { enforceRateLimit } from "../http/RateLimit.ts"
import { expertNotFound, parseExpertId } from "./ExpertIdParam.ts"

const notFound = (_: AnalysisNotFound) => Effect.fail(NotFound.analysis())

const unavailable = (error: ExpertUnavailable) =>
  Effect.fail(
    error.reason === "NotListed"
      ? expertNotFound()
      : new ExpertTakesNoSummaries({
          message: "This expert takes no summaries by e-mail: book with them on their site.",
          code: "NO_EXPERT_EMAIL",
        }),
  )

const noPdf = (error: PdfUnavailable) =>
  Effect.logWarning(`The summary for an expert could not be made: ${error.message}`).pipe(
    Effect.andThen(
      Effect.fail(
        new ServiceUnavailable({
          message:
            "Your summary could not be made just now, so nothing was sent. Please try again later.",
          code: "SERVICE_UNAVAILABLE",
        }),
      ),
    ),
  )

export const ExpertsHandlers = HttpApiBuilder.group(
  StrandApi,
  "experts",
  Effect.fn(function* (handlers) {
    const finder = yield* ExpertFinder
    const sharing = yield* SummarySharing
    const limiter = yield* RateLimiter
    return handlers
      .handle(
        "find",
        Effect.fn("findExperts")(function* ({ query }) {
          const user = yield* CurrentUser
          const analysisId =
            query.analysisId === undefined ? undefined : yield* parseAnalysisId(query.analysisId)
          return yield* finder
            .find(user, {
              kind: query.kind,
              place: query.place,
              online: query.online === "true",
              analysisId,
            })
            .pipe(Effect.catchTag("AnalysisNotFound", notFound))
        }),
      )
      .handle(
        "share",
        Effect.fn("shareSummary")(function* ({ params, payload }) {
          const user = yield* CurrentUser
          // The schema has refused a request without consent already: count only real sends.
          yield* enforceRateLimit(limiter, rateLimits.summarySharePerUser, user.id)
          const id = yield* parseAnalysisId(params.analysisId)
          const expertId = yield* parseExpertId(payload.expertId)
          const { expertId: _, consent: __, paper, ...notes } = payload
          const share = yield* sharing
            .share(user, id, { expertId, notes, paper: paper ?? "a4" })
            .pipe(
              Effect.catchTags({
                AnalysisNotFound: notFound,
                ExpertUnavailable: unavailable,
                PdfUnavailable: noPdf,
              }),
            )
          return {
            success: true,
            message: `Your summary is on its way to ${share.expertName}. A copy is on its way to ${user.email}.`,
            share,
          } as const
        }),
      )
      .handle(
        "shares",
        Effect.fn("summaryShares")(function* () {
          return { shares: yield* sharing.list(yield* CurrentUser) }
        }),
      )
  }),
)
