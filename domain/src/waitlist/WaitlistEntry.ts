/** One person on the waitlist, as the admin page and the CRM sync see them. */
import { Schema } from "effect"
import { ReferralCode } from "../referral/ReferralCode.ts"
import { Email, StoredEmail } from "../user/Email.ts"
import { StoredUserName, UserName } from "../user/UserName.ts"
import { HairConcerns } from "./HairConcern.ts"

export const WaitlistEntryId = Schema.String.pipe(Schema.brand("WaitlistEntryId"))
export type WaitlistEntryId = typeof WaitlistEntryId.Type

/** Read back from storage, so its name and address are as they were accepted. */
export class WaitlistEntry extends Schema.Class<WaitlistEntry>("strand/WaitlistEntry")({
  id: WaitlistEntryId,
  name: StoredUserName,
  email: StoredEmail,
  hairConcerns: Schema.optional(HairConcerns),
  /** the code they joined with (someone else's) */
  referralCode: Schema.optional(Schema.String),
  /** the referral code of their own account, once they have one */
  ownReferralCode: Schema.optional(Schema.String),
  createdAt: Schema.DateTimeUtc,
}) {}

/** What a visitor submits to join. */
export class JoinWaitlist extends Schema.Class<JoinWaitlist>("strand/JoinWaitlist")({
  name: UserName,
  email: Email,
  hairConcerns: Schema.optional(HairConcerns),
  referralCode: Schema.optional(ReferralCode),
}) {}
