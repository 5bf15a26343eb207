/**
 * The app's own addresses that leave it, in e-mails, calendar events and
 * share links: each is built from the origin PUBLIC_URL gives.
 */

/** Where the report opens in the app. */
export const reportUrl = (origin: string, analysisId: string) =>
  `${origin}/result?analysisId=${encodeURIComponent(analysisId)}`

/** The referral link a person shares (spec §9: {origin}/?ref={referralCode}). */
export const referralUrl = (origin: string, referralCode: string) =>
  `${origin}/?ref=${encodeURIComponent(referralCode)}`
