/** The result page as stories render it, for a signed-in reader with a given referral count, or a visitor. */
import type { UserJson } from "@strand/api/contract/accounts/UserJson"
import { ResultPage } from "./ResultPage.tsx"

export const exampleUser = (referralCount: number): UserJson => ({
  name: "Amara",
  email: "amara@example.com",
  referralCode: "amara_7",
  referralCount,
  isAdmin: false,
})

export function ResultExample({
  analysisId,
  referralCount,
}: {
  readonly analysisId?: string
  /** Leave out for a visitor. */
  readonly referralCount?: number
}) {
  return (
    <ResultPage
      analysisId={analysisId}
      user={referralCount === undefined ? null : exampleUser(referralCount)}
      origin="https://strand.example"
    />
  )
}

/** The doctor's summary page as stories render it. */
export { DoctorSummaryPage } from "./DoctorSummaryPage.tsx"
