/**
 * Resolves the session cookie to the signed-in user for protected endpoints.
 *
 * The anonymous case is the common one (every visitor's first GET /api/user
 * from an API client, every probe), so it is kept cheap: the services are
 * taken once when the layer is built, and the 401 is one error value made
 * once (building an Error captures a stack trace, which the profile showed
 * as a tenth of an anonymous request's time).
 */
import { Accounts } from "@strand/domain/accounts/Accounts"
import { Effect, Layer, Option } from "effect"
import { Forbidden, Unauthorized } from "../../contract/ApiErrors.ts"
import { AdminOnly, Authentication, CurrentUser } from "../../contract/accounts/Authentication.ts"
import { ServerSettings } from "../http/ServerSettings.ts"
import { signedInUser } from "./SignedInUser.ts"

const signInFirst = Unauthorized.signInFirst()
const notOnTheTeam = new Forbidden({
  message: "This page is only for Strand's team.",
  code: "FORBIDDEN",
})

const requireSignedIn = Effect.gen(function* () {
  const accounts = yield* Accounts
  const { https } = yield* ServerSettings
  const user = signedInUser(accounts, https)
  return Effect.flatMap(user, (found) =>
    Option.isNone(found) ? Effect.fail(signInFirst) : Effect.succeed(found.value),
  )
})

export const AuthenticationLive = Layer.effect(
  Authentication,
  Effect.map(
    requireSignedIn,
    (signedIn) => (httpEffect) =>
      Effect.flatMap(signedIn, (user) => Effect.provideService(httpEffect, CurrentUser, user)),
  ),
)

export const AdminOnlyLive = Layer.effect(
  AdminOnly,
  Effect.gen(function* () {
    const signedIn = yield* requireSignedIn
    const { adminEmails } = yield* ServerSettings
    return (httpEffect) =>
      Effect.flatMap(
        signedIn,
        Effect.fnUntraced(function* (user) {
          if (!adminEmails.has(user.email.toLowerCase())) return yield* notOnTheTeam
          return yield* Effect.provideService(httpEffect, CurrentUser, user)
        }),
      )
  }),
)
