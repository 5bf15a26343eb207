/**
 * `?ref=` on the landing page, as given. The landing page reads it without
 * Effect's Schema (kept out of its first load); the waitlist form sends a
 * well-formed code and drops any other when it builds the request
 * (features/waitlist/joinForm.ts), so a malformed one never blocks joining.
 */
import type { ReferralSearch } from "./referralSearch.ts"

export const readReferralParam = (search: Record<string, unknown>): ReferralSearch =>
  typeof search.ref === "string" && search.ref.trim() !== "" ? { ref: search.ref.trim() } : {}
