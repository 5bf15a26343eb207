/** The result page as stories render it, for a signed-in reader with a given referral count, or a visitor. */
import type { UserJson } from "@strand/api/contract/accounts/UserJson"
import { AsItsRoute } from "../../ui/AsItsRoute.tsx"
import { DoctorSummaryPage as SummaryPage } from "./DoctorSummaryPage.tsx"
import { ResultLoadError, SummaryLoadError } from "./ReportLoadError.tsx"
import { ResultLoading, SummaryLoading } from "./ReportLoading.tsx"
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
    <AsItsRoute pending={ResultLoading} error={ResultLoadError}>
      <ResultPage
        analysisId={analysisId}
        user={referralCount === undefined ? null : exampleUser(referralCount)}
        origin="https://strand.example"
      />
    </AsItsRoute>
  )
}

/**
 * The doctor's summary page as its route shows it: the route's pending
 * component while the summary loads, its error component when it cannot.
 */
export function DoctorSummaryPage({ analysisId }: { readonly analysisId: string | undefined }) {
  return (
    <AsItsRoute pending={SummaryLoading} error={SummaryLoadError}>
      <SummaryPage analysisId={analysisId} />
    </AsItsRoute>
  )
}
