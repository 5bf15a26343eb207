/**
 * What the waitlist's endpoints answer (WaitlistApi.ts). Apart from the
 * endpoints, so the SPA loads them without the contract's endpoints
 * (web/build/apiEndpoints.ts).
 */
import { Schema } from "effect"
import { UserJson } from "../accounts/UserJson.ts"

/**
 * Joining also signs the person in (the session cookie is set and `user`
 * returned), or, in magic-link mode, e-mails them a sign-in link
 * (`checkEmail`).
 */
export const JoinedWaitlist = Schema.Struct({
  success: Schema.Literal(true),
  message: Schema.String,
  user: Schema.optional(UserJson),
  /** With `user`: whether this join created the account (false: it existed, they are signed in to it). */
  accountCreated: Schema.optional(Schema.Boolean),
  checkEmail: Schema.optional(Schema.Literal(true)),
})

export const WaitlistCount = Schema.Struct({ count: Schema.Number })
