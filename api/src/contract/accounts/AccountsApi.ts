/**
 * Passwordless sign-in (which is also sign-up), sign-out, the current user
 * and their quiz status. The session lives in an HttpOnly cookie.
 */

import { ReferralCode } from "@strand/domain/referral/ReferralCode"
import { OptionalUserName } from "@strand/domain/user/Credentials"
import { Email } from "@strand/domain/user/Email"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { LinkExpired, ServiceUnavailable, TooManyRequests } from "../ApiErrors.ts"
import { Done } from "../Done.ts"
import { CheckEmail } from "./AccountsAnswers.ts"
import { Authentication } from "./Authentication.ts"
import { QuizStatus, UserJson } from "./UserJson.ts"

/**
 * Login, sign-up and the auth page all send this. The name is optional (the
 * auth page may omit it); the login and sign-up forms require it themselves.
 */
export const SignInPayload = Schema.Struct({
  email: Email,
  name: Schema.optional(OptionalUserName),
  referralCode: Schema.optional(ReferralCode),
})

/** The token of an e-mailed link: URL-safe characters only, as Strand makes them. */
export const ConfirmSignIn = Schema.Struct({
  token: Schema.String.check(
    Schema.isMinLength(1),
    Schema.isMaxLength(200),
    Schema.isPattern(/^[A-Za-z0-9_-]+$/, {
      message: "This sign-in link has expired or was already used. Please ask for a new one.",
    }),
  ),
})

export class AccountsApi extends HttpApiGroup.make("accounts")
  .add(
    HttpApiEndpoint.post("login", "/login", {
      payload: SignInPayload,
      success: [UserJson, CheckEmail],
      error: [TooManyRequests, ServiceUnavailable],
    }).annotate(OpenApi.Summary, "Sign in by e-mail (or ask for a sign-in link)"),
  )
  .add(
    HttpApiEndpoint.post("confirmLogin", "/login/confirm", {
      payload: ConfirmSignIn,
      success: UserJson,
      error: [TooManyRequests, LinkExpired],
    }).annotate(OpenApi.Summary, "Confirm a sign-in link"),
  )
  .add(
    HttpApiEndpoint.post("logout", "/logout", { success: Done }).annotate(
      OpenApi.Summary,
      "Sign out",
    ),
  )
  .add(
    HttpApiEndpoint.get("user", "/user", { success: UserJson })
      .annotate(OpenApi.Summary, "The signed-in person")
      .middleware(Authentication),
  )
  .add(
    HttpApiEndpoint.get("quizStatus", "/user/quiz-status", { success: QuizStatus })
      .annotate(OpenApi.Summary, "Whether the signed-in person has taken the quiz")
      .middleware(Authentication),
  )
  .annotate(OpenApi.Description, "Signing in and out, and who is signed in.") {}
