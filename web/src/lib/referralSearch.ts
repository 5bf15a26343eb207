/**
 * `?ref=` on the landing page and /signup: whoever shared the link, sent as
 * the referral code. A malformed one is dropped rather than blocking the
 * visitor from joining. The routes read the parameter as given
 * (referralParam.ts); the sign-up page and the waitlist form keep it only
 * when it is well formed.
 */
import { ReferralCode } from "@strand/domain/referral/ReferralCode"
import { Option, Schema } from "effect"

const decodeReferralCode = Schema.decodeUnknownOption(ReferralCode)

export interface ReferralSearch {
  readonly ref?: string
}

/** The code when it is well formed, else undefined. */
export const wellFormedReferralCode = (ref: unknown): string | undefined =>
  Option.getOrUndefined(decodeReferralCode(ref)) || undefined
