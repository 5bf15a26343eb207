import { createFileRoute } from "@tanstack/react-router"
import { DoctorSummaryPage } from "../features/result/DoctorSummaryPage.tsx"
import { doctorSummaryQueryOptions } from "../features/result/queries.ts"
import { SummaryLoadError } from "../features/result/ReportLoadError.tsx"
import { SummaryLoading } from "../features/result/ReportLoading.tsx"
import { validateAnalysisSearch } from "../lib/analysisSearch.ts"
import { pageTitle } from "../lib/pageTitle.ts"

export const Route = createFileRoute("/doctor-summary")({
  validateSearch: validateAnalysisSearch,
  loaderDeps: ({ search }) => ({ analysisId: search.analysisId }),
  loader: async ({ context, deps }) => {
    if (deps.analysisId === undefined) return
    await context.queryClient.ensureQueryData(doctorSummaryQueryOptions(deps.analysisId))
  },
  pendingComponent: SummaryLoading,
  errorComponent: SummaryLoadError,
  head: () => pageTitle("Summary for my doctor"),
  component: DoctorSummaryRoute,
})

function DoctorSummaryRoute() {
  const { analysisId } = Route.useSearch()
  return <DoctorSummaryPage analysisId={analysisId} />
}
