/**
 * HTTP → the report mailing use case ("Email My Report"), for the signed-in
 * user only. Rate-limited per user (each call sends an e-mail); someone
 * else's or an unknown report is NOT_FOUND / 404. "Sent" means safely queued:
 * the outbox delivers it, retrying while the mail server is down.
 */
import type { AnalysisNotFound } from "@strand/domain/analysis/Analyses"
import { ReportMailing } from "@strand/domain/mailing/ReportMailing"
import { RateLimiter } from "@strand/domain/ratelimit/RateLimiter"
import { rateLimits } from "@strand/domain/ratelimit/RateLimits"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { NotFound } from "../../contract/ApiErrors.ts"
import { CurrentUser } from "../../contract/accounts/Authentication.ts"
import { StrandApi } from "../../contract/StrandApi.ts"
import { enforceRateLimit } from "../http/RateLimit.ts"
import { ServerSettings } from "../http/ServerSettings.ts"
import { parseAnalysisId } from "./AnalysisIdParam.ts"

export const reportSentMessage = "Your personalized report has been sent to your email."

const notFound = (_: AnalysisNotFound) => Effect.fail(NotFound.analysis())

export const ReportMailHandlers = HttpApiBuilder.group(
  StrandApi,
  "reportMail",
  Effect.fn(function* (handlers) {
    const reports = yield* ReportMailing
    const limiter = yield* RateLimiter
    const settings = yield* ServerSettings
    return handlers.handle(
      "send",
      Effect.fn("sendReport")(function* ({ params, query }) {
        const user = yield* CurrentUser
        // Counted before the lookup, so probing ids costs attempts too.
        yield* enforceRateLimit(limiter, rateLimits.sendReportPerUser, user.id)
        const id = yield* parseAnalysisId(params.analysisId)
        yield* reports
          .send(id, user, settings.linkOrigin, query)
          .pipe(Effect.catchTag("AnalysisNotFound", notFound))
        return { success: true, message: reportSentMessage } as const
      }),
    )
  }),
)
