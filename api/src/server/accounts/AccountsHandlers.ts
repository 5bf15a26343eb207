/** HTTP → the accounts use case: sign in, sign out, who am I, quiz status. */
import { Accounts } from "@strand/domain/accounts/Accounts"
import { RateLimiter } from "@strand/domain/ratelimit/RateLimiter"
import { rateLimits } from "@strand/domain/ratelimit/RateLimits"
import { Effect, Option } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { CurrentUser } from "../../contract/accounts/Authentication.ts"
import { StrandApi } from "../../contract/StrandApi.ts"
import { clientAddress } from "../http/ClientAddress.ts"
import { enforceRateLimit } from "../http/RateLimit.ts"
import { ServerSettings } from "../http/ServerSettings.ts"
import { clearSessionCookie, sessionTokenFromRequest, setSessionCookie } from "./SessionCookie.ts"
import { userJson } from "./UserJson.ts"

export const AccountsHandlers = HttpApiBuilder.group(
  StrandApi,
  "accounts",
  Effect.fn(function* (handlers) {
    const accounts = yield* Accounts
    const limiter = yield* RateLimiter
    const settings = yield* ServerSettings
    return handlers
      .handle(
        "login",
        Effect.fn("login")(function* ({ payload }) {
          yield* enforceRateLimit(
            limiter,
            rateLimits.signInPerIp,
            yield* clientAddress(settings.trustProxy),
          )
          yield* enforceRateLimit(limiter, rateLimits.signInPerEmail, payload.email)
          // A new session at every sign-in, and the old one (if any) ended,
          // so a cookie from before sign-in is useless afterwards.
          const previous = yield* sessionTokenFromRequest(settings.https)
          if (Option.isSome(previous)) yield* accounts.signOut(previous.value)
          const signedIn = yield* accounts.signIn({
            email: payload.email,
            name: payload.name,
            referralCode: payload.referralCode,
          })
          yield* setSessionCookie(settings.https, signedIn.token)
          return userJson(signedIn.user, settings.adminEmails)
        }),
      )
      .handle(
        "logout",
        Effect.fn("logout")(function* () {
          const token = yield* sessionTokenFromRequest(settings.https)
          if (Option.isSome(token)) yield* accounts.signOut(token.value)
          yield* clearSessionCookie(settings.https)
          return { success: true } as const
        }),
      )
      .handle("user", () => Effect.map(CurrentUser, (user) => userJson(user, settings.adminEmails)))
      .handle("quizStatus", () =>
        CurrentUser.pipe(
          Effect.flatMap((user) => accounts.hasCompletedQuiz(user.id)),
          Effect.map((hasCompletedQuiz) => ({ hasCompletedQuiz })),
        ),
      )
  }),
)
