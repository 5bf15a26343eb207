/** One person on the waitlist, as the admin page and the CRM sync see them. */
import { Schema } from "effect"
import { Email } from "../user/Email.ts"
import { UserName } from "../user/UserName.ts"
import { HairConcerns } from "./HairConcern.ts"

export const WaitlistEntryId = Schema.String.pipe(Schema.brand("WaitlistEntryId"))
export type WaitlistEntryId = typeof WaitlistEntryId.Type

export const ReferralCode = Schema.Trim.check(
  Schema.isMaxLength(64, { message: "Invalid referral code" }),
  Schema.isPattern(/^[A-Za-z0-9_-]*$/, { message: "Invalid referral code" }),
)

export class WaitlistEntry extends Schema.Class<WaitlistEntry>("strand/WaitlistEntry")({
  id: WaitlistEntryId,
  name: UserName,
  email: Email,
  hairConcerns: Schema.optional(HairConcerns),
  referralCode: Schema.optional(Schema.String),
  createdAt: Schema.DateTimeUtc,
}) {}

/** What a visitor submits to join. */
export class JoinWaitlist extends Schema.Class<JoinWaitlist>("strand/JoinWaitlist")({
  name: UserName,
  email: Email,
  hairConcerns: Schema.optional(HairConcerns),
  referralCode: Schema.optional(ReferralCode),
}) {}
