import { createFileRoute } from "@tanstack/react-router"
import { DoctorSummaryPage } from "../features/result/DoctorSummaryPage.tsx"
import { doctorSummaryQueryOptions } from "../features/result/queries.ts"
import { isServerAnswer } from "../lib/apiClient.ts"
import { pageTitle } from "../lib/pageTitle.ts"

interface SummarySearch {
  readonly analysisId?: string
}

export const Route = createFileRoute("/doctor-summary")({
  validateSearch: (search: Record<string, unknown>): SummarySearch =>
    typeof search.analysisId === "string" && search.analysisId.trim() !== ""
      ? { analysisId: search.analysisId }
      : {},
  loaderDeps: ({ search }) => ({ analysisId: search.analysisId }),
  loader: async ({ context, deps }) => {
    if (deps.analysisId === undefined) return
    await context.queryClient
      .ensureQueryData(doctorSummaryQueryOptions(deps.analysisId))
      .catch((error: unknown) => {
        // The server's "no" is the page's to explain; no answer at all is the error page's.
        if (isServerAnswer(error)) return
        throw error
      })
  },
  head: () => pageTitle("Summary for my doctor"),
  component: DoctorSummaryRoute,
})

function DoctorSummaryRoute() {
  const { analysisId } = Route.useSearch()
  return <DoctorSummaryPage analysisId={analysisId} />
}
