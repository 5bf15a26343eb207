/**
 * The sign-in forms of spec section 5. Login and sign-up take the same
 * payload (e-mail, name, optional referral code) with the waitlist's name and
 * e-mail rules. The auth page needs only a valid e-mail; its name is optional
 * but, when given, follows the same 2-character rule.
 */
import { Schema } from "effect"
import { ReferralCode } from "../referral/ReferralCode.ts"
import { Email } from "./Email.ts"
import {
  nameIsOneLine,
  shortNameMessage,
  UserName,
  userNameMaxLength,
  userNameMinLength,
} from "./UserName.ts"

/**
 * The auth page's optional name: empty (or only spaces) means "not given";
 * anything else follows the UserName rules, with the same messages.
 */
export const OptionalUserName = Schema.Trim.check(
  Schema.makeFilter((name: string) => name === "" || [...name].length >= userNameMinLength, {
    message: shortNameMessage,
  }),
  Schema.isMaxLength(userNameMaxLength, {
    message: `Name must be at most ${userNameMaxLength} characters`,
  }),
  nameIsOneLine,
)

export class LoginCredentials extends Schema.Class<LoginCredentials>("strand/LoginCredentials")({
  email: Email,
  name: UserName,
  referralCode: Schema.optional(ReferralCode),
}) {}

/**
 * Sign-up sends the same payload as login (spec section 7).
 * @alias
 */
export const SignUpCredentials = LoginCredentials
export type SignUpCredentials = LoginCredentials

export class AuthPageForm extends Schema.Class<AuthPageForm>("strand/AuthPageForm")({
  email: Email,
  name: Schema.optional(OptionalUserName),
}) {}

/** The name the auth page signs in with, or undefined when none was typed. */
export const authPageName = (form: AuthPageForm): string | undefined =>
  form.name === undefined || form.name === "" ? undefined : form.name
