/** The user whose live session the request's cookie names, if any. */
import type { Accounts } from "@strand/domain/accounts/Accounts"
import type { User } from "@strand/domain/user/User"
import { Effect, Option } from "effect"
import { sessionTokenFromRequest } from "./SessionCookie.ts"

export const signedInUser = (accounts: Accounts["Service"], https: boolean) =>
  Effect.flatMap(sessionTokenFromRequest(https), (token) =>
    Option.isSome(token) ? accounts.currentUser(token.value) : Effect.succeed(Option.none<User>()),
  )
