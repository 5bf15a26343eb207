/**
 * Resolves the session cookie to the signed-in user for protected endpoints.
 *
 * The anonymous case is the common one (every API client's first call,
 * every scanner), so it is kept cheap. A request with no session cookie at
 * all gets one 401 response made once, encoded by the same schema the API
 * uses for the error: the profile showed the failure path (an error value,
 * its encoding, the response built from it) as most of an anonymous
 * request's time. Otherwise the services are taken once when the layer is
 * built, and the 401 is one error value made once (building an Error
 * captures a stack trace).
 */
import { Accounts } from "@strand/domain/accounts/Accounts"
import type { User } from "@strand/domain/user/User"
import { Context, Effect, Layer, Option, Schema } from "effect"
import { HttpServerRequest, HttpServerResponse } from "effect/http"
import { Forbidden, Unauthorized } from "../../contract/ApiErrors.ts"
import { AdminOnly, Authentication, CurrentUser } from "../../contract/accounts/Authentication.ts"
import { ServerSettings } from "../http/ServerSettings.ts"
import { carriesNoSessionCookies } from "./SessionCookie.ts"
import { signedInUser } from "./SignedInUser.ts"

const signInFirst = Unauthorized.signInFirst()
const signInFirstResponse = HttpServerResponse.jsonUnsafe(
  Schema.encodeSync(Unauthorized)(signInFirst),
  { status: 401 },
)
const notOnTheTeam = new Forbidden({
  message: "This page is only for Strand's team.",
  code: "FORBIDDEN",
})

/**
 * Runs `withUser` for the signed-in user, or answers 401: at once for a
 * request without session cookies, after the session lookup otherwise.
 */
const requireSignedIn = Effect.gen(function* () {
  const accounts = yield* Accounts
  const { https } = yield* ServerSettings
  const user = Effect.flatMap(signedInUser(accounts, https), (found) =>
    Option.isNone(found) ? Effect.fail(signInFirst) : Effect.succeed(found.value),
  )
  return <E, R>(
    withUser: (user: User) => Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>,
  ) =>
    Effect.withFiber((fiber) =>
      carriesNoSessionCookies(
        Context.getUnsafe(fiber.context, HttpServerRequest.HttpServerRequest),
        https,
      )
        ? Effect.succeed(signInFirstResponse)
        : Effect.flatMap(user, withUser),
    )
})

export const AuthenticationLive = Layer.effect(
  Authentication,
  Effect.map(
    requireSignedIn,
    (signedIn) => (httpEffect) =>
      signedIn((user) => Effect.provideService(httpEffect, CurrentUser, user)),
  ),
)

export const AdminOnlyLive = Layer.effect(
  AdminOnly,
  Effect.gen(function* () {
    const signedIn = yield* requireSignedIn
    const { adminEmails } = yield* ServerSettings
    return (httpEffect) =>
      signedIn(
        Effect.fnUntraced(function* (user) {
          if (!adminEmails.has(user.email.toLowerCase())) return yield* notOnTheTeam
          return yield* Effect.provideService(httpEffect, CurrentUser, user)
        }),
      )
  }),
)
