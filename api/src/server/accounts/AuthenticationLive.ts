/** Resolves the session cookie to the signed-in user for protected endpoints. */
import { Accounts } from "@strand/domain/accounts/Accounts"
import { Effect, Layer, Option } from "effect"
import { Forbidden, Unauthorized } from "../../contract/ApiErrors.ts"
import { AdminOnly, Authentication, CurrentUser } from "../../contract/accounts/Authentication.ts"
import { ServerSettings } from "../http/ServerSettings.ts"
import { signedInUser } from "./SignedInUser.ts"

const requireSignedIn = Effect.gen(function* () {
  const accounts = yield* Accounts
  const { https } = yield* ServerSettings
  const user = yield* signedInUser(accounts, https)
  if (Option.isNone(user)) return yield* Unauthorized.signInFirst()
  return user.value
})

export const AuthenticationLive = Layer.effect(
  Authentication,
  Effect.gen(function* () {
    const context = yield* Effect.context<Accounts | ServerSettings>()
    return (httpEffect) =>
      requireSignedIn.pipe(
        Effect.provideContext(context),
        Effect.flatMap((user) => Effect.provideService(httpEffect, CurrentUser, user)),
      )
  }),
)

export const AdminOnlyLive = Layer.effect(
  AdminOnly,
  Effect.gen(function* () {
    const context = yield* Effect.context<Accounts | ServerSettings>()
    const { adminEmails } = yield* ServerSettings
    return (httpEffect) =>
      requireSignedIn.pipe(
        Effect.provideContext(context),
        Effect.flatMap(
          Effect.fnUntraced(function* (user) {
            if (!adminEmails.has(user.email.toLowerCase())) {
              return yield* new Forbidden({
                message: "This page is only for Strand's team.",
                code: "FORBIDDEN",
              })
            }
            return yield* Effect.provideService(httpEffect, CurrentUser, user)
          }),
        ),
      )
  }),
)
