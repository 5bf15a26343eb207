/**
 * A person with an account. There is no password: an e-mail (and, by
 * default, nothing else) signs them in. Their name may be missing when they
 * signed in from the auth page without one.
 */
import { Schema } from "effect"
import { type Email, StoredEmail } from "./Email.ts"

export const UserId = Schema.String.pipe(Schema.brand("UserId"))
export type UserId = typeof UserId.Type

export class User extends Schema.Class<User>("strand/User")({
  id: UserId,
  name: Schema.NullOr(Schema.String),
  email: StoredEmail,
  referralCode: Schema.String,
  /** How many people joined with this user's referral code. */
  referralCount: Schema.Number,
  createdAt: Schema.DateTimeUtc,
}) {}

/** What someone types to sign in or sign up. */
export interface SignIn {
  readonly email: Email
  readonly name?: string | undefined
  /** The code of the person who referred them, if they came through a link. */
  readonly referralCode?: string | undefined
}
