/**
 * `?ref=` on the landing page and /signup: whoever shared the link, sent as
 * the referral code. A malformed one is dropped rather than blocking the
 * visitor from joining.
 */
import { ReferralCode } from "@strand/domain/waitlist/WaitlistEntry"
import { Option, Schema } from "effect"

const decodeReferralCode = Schema.decodeUnknownOption(ReferralCode)

export interface ReferralSearch {
  readonly ref?: string
}

export const validateReferralSearch = (search: Record<string, unknown>): ReferralSearch => {
  const ref = Option.getOrUndefined(decodeReferralCode(search.ref))
  return ref ? { ref } : {}
}
