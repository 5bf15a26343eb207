/**
 * HTTP → the feedback use case. No session is needed; a signed-in sender is
 * recognised from the session cookie (their account fills what the form left
 * out) and rate-limited by user, anyone else by IP address. The answer is a
 * success once the feedback is stored, even if its e-mail to the team failed.
 */
import { Accounts } from "@strand/domain/accounts/Accounts"
import { FeedbackSending } from "@strand/domain/feedback/FeedbackSending"
import { RateLimiter } from "@strand/domain/ratelimit/RateLimiter"
import { rateLimits } from "@strand/domain/ratelimit/RateLimits"
import { Effect, Option } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { StrandApi } from "../../contract/StrandApi.ts"
import { signedInUser } from "../accounts/SignedInUser.ts"
import { clientAddress } from "../http/ClientAddress.ts"
import { enforceRateLimit } from "../http/RateLimit.ts"
import { ServerSettings } from "../http/ServerSettings.ts"

export const feedbackSentMessage = "Your feedback has been sent to our team."

export const FeedbackHandlers = HttpApiBuilder.group(
  StrandApi,
  "feedback",
  Effect.fn(function* (handlers) {
    const feedback = yield* FeedbackSending
    const accounts = yield* Accounts
    const limiter = yield* RateLimiter
    const settings = yield* ServerSettings

    return handlers.handle(
      "send",
      Effect.fn("sendFeedback")(function* ({ payload }) {
        // Like the Authentication middleware, but nobody signed in is fine here.
        const user = yield* signedInUser(accounts, settings.https)
        const subject = Option.isSome(user)
          ? `user:${user.value.id}`
          : `ip:${yield* clientAddress(settings)}`
        yield* enforceRateLimit(limiter, rateLimits.feedbackPerUser, subject)
        yield* feedback.send(payload, user)
        return { success: true, message: feedbackSentMessage } as const
      }),
    )
  }),
)
