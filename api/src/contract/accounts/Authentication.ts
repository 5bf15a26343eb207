/**
 * Who is signed in, from the session cookie. Endpoints behind this
 * middleware answer 401 without a live session; `AdminOnly` also answers 403
 * to signed-in users who are not admins.
 */
import type { User } from "@strand/domain/user/User"
import { Context } from "effect"
import { HttpApiMiddleware } from "effect/http-api"
import { Forbidden, Unauthorized } from "../ApiErrors.ts"

export class CurrentUser extends Context.Service<CurrentUser, User>()(
  "@strand/api/accounts/CurrentUser",
) {}

export class Authentication extends HttpApiMiddleware.Service<
  Authentication,
  { provides: CurrentUser }
>()("@strand/api/accounts/Authentication", { error: Unauthorized }) {}

export class AdminOnly extends HttpApiMiddleware.Service<AdminOnly, { provides: CurrentUser }>()(
  "@strand/api/accounts/AdminOnly",
  { error: [Unauthorized, Forbidden] },
) {}
