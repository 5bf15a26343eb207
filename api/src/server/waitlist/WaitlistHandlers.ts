/** HTTP → the waitlist use case. Joining also signs the person in. */
import { RateLimiter } from "@strand/domain/ratelimit/RateLimiter"
import { rateLimits } from "@strand/domain/ratelimit/RateLimits"
import { Waitlist } from "@strand/domain/waitlist/Waitlist"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { StrandApi } from "../../contract/StrandApi.ts"
import { answerSignIn, confirmUrl } from "../accounts/SignInAnswer.ts"
import { clientAddress } from "../http/ClientAddress.ts"
import { enforceRateLimit } from "../http/RateLimit.ts"
import { ServerSettings } from "../http/ServerSettings.ts"

export const WaitlistHandlers = HttpApiBuilder.group(
  StrandApi,
  "waitlist",
  Effect.fn(function* (handlers) {
    const waitlist = yield* Waitlist
    const limiter = yield* RateLimiter
    const settings = yield* ServerSettings
    return handlers
      .handle(
        "join",
        Effect.fn("join")(function* ({ payload }) {
          const ip = yield* clientAddress(settings)
          yield* enforceRateLimit(limiter, rateLimits.joinPerIp, ip)
          yield* enforceRateLimit(limiter, rateLimits.joinPerEmail, payload.email)
          const joined = yield* waitlist.join(payload, yield* confirmUrl(settings))
          // Joining twice answers exactly like joining once: the visitor is
          // on the list either way.
          return {
            success: true,
            message: "You're on the waitlist!",
            ...(yield* answerSignIn(settings, joined.signIn)),
          } as const
        }),
      )
      .handle("count", () => waitlist.count.pipe(Effect.map((count) => ({ count }))))
  }),
)
