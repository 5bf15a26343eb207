import { createFileRoute } from "@tanstack/react-router"
import { DoctorSummaryPage } from "../features/result/DoctorSummaryPage.tsx"
import { doctorSummaryQueryOptions } from "../features/result/queries.ts"
import { preloadReport, validateAnalysisSearch } from "../lib/analysisSearch.ts"
import { pageTitle } from "../lib/pageTitle.ts"

export const Route = createFileRoute("/doctor-summary")({
  validateSearch: validateAnalysisSearch,
  loaderDeps: ({ search }) => ({ analysisId: search.analysisId }),
  loader: async ({ context, deps }) => {
    if (deps.analysisId === undefined) return
    await preloadReport(
      context.queryClient.ensureQueryData(doctorSummaryQueryOptions(deps.analysisId)),
    )
  },
  head: () => pageTitle("Summary for my doctor"),
  component: DoctorSummaryRoute,
})

function DoctorSummaryRoute() {
  const { analysisId } = Route.useSearch()
  return <DoctorSummaryPage analysisId={analysisId} />
}
