/** The user whose live session the request's cookie names, if any. */
import type { Accounts } from "@strand/domain/accounts/Accounts"
import type { User } from "@strand/domain/user/User"
import { Effect, Option } from "effect"
import { HttpServerRequest } from "effect/http"
import {
  clearSessionCookie,
  sessionHintCookieName,
  sessionTokenFromRequest,
} from "./SessionCookie.ts"

export const signedInUser = (accounts: Accounts["Service"], https: boolean) =>
  Effect.gen(function* () {
    const token = yield* sessionTokenFromRequest(https)
    const user = Option.isSome(token)
      ? yield* accounts.currentUser(token.value)
      : Option.none<User>()
    if (Option.isNone(user)) {
      // Cookies that name no live session (it ended or expired on the
      // server): cleared, so the SPA stops asking who is signed in.
      const request = yield* HttpServerRequest.HttpServerRequest
      if (Option.isSome(token) || request.cookies[sessionHintCookieName(https)] !== undefined) {
        yield* clearSessionCookie(https)
      }
    }
    return user
  })
