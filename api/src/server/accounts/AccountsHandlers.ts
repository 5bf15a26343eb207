/** HTTP → the accounts use case: sign in, sign out, who am I, quiz status. */
import { Accounts } from "@strand/domain/accounts/Accounts"
import { RateLimiter } from "@strand/domain/ratelimit/RateLimiter"
import { rateLimits } from "@strand/domain/ratelimit/RateLimits"
import { Effect, Option } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { LinkExpired } from "../../contract/ApiErrors.ts"
import { CurrentUser } from "../../contract/accounts/Authentication.ts"
import { StrandApi } from "../../contract/StrandApi.ts"
import { clientAddress } from "../http/ClientAddress.ts"
import { enforceRateLimit } from "../http/RateLimit.ts"
import { ServerSettings } from "../http/ServerSettings.ts"
import { clearSessionCookie, sessionTokenFromRequest } from "./SessionCookie.ts"
import { checkEmailMessage, confirmUrl, replaceSession } from "./SignInAnswer.ts"
import { userJson } from "./ToUserJson.ts"

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
          const ip = yield* clientAddress(settings)
          yield* enforceRateLimit(limiter, rateLimits.signInPerIp, ip)
          yield* enforceRateLimit(limiter, rateLimits.signInPerEmail, payload.email)
          const start = yield* accounts.begin(payload, yield* confirmUrl(settings))
          if (start._tag === "LinkSent")
            return { checkEmail: true, message: checkEmailMessage } as const
          yield* replaceSession(settings, start.token)
          return userJson(start.user, settings.adminEmails)
        }),
      )
      .handle(
        "confirmLogin",
        Effect.fn("confirmLogin")(function* ({ payload }) {
          yield* enforceRateLimit(limiter, rateLimits.signInPerIp, yield* clientAddress(settings))
          const signedIn = yield* accounts.confirmSignInLink(payload.token)
          if (Option.isNone(signedIn)) {
            return yield* new LinkExpired({
              message:
                "This sign-in link has expired or was already used. Please ask for a new one.",
              code: "LINK_EXPIRED",
            })
          }
          yield* replaceSession(settings, signedIn.value.token)
          return userJson(signedIn.value.user, settings.adminEmails)
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
