import { createFileRoute } from "@tanstack/react-router"
import { useViewer } from "../features/accounts/useViewer.ts"
import { analysisQueryOptions } from "../features/result/queries.ts"
import { ResultPage } from "../features/result/ResultPage.tsx"
import { preloadReport, validateAnalysisSearch } from "../lib/analysisSearch.ts"
import { pageTitle } from "../lib/pageTitle.ts"

export const Route = createFileRoute("/result")({
  validateSearch: validateAnalysisSearch,
  loaderDeps: ({ search }) => ({ analysisId: search.analysisId }),
  loader: async ({ context, deps }) => {
    if (deps.analysisId === undefined) return
    await preloadReport(context.queryClient.ensureQueryData(analysisQueryOptions(deps.analysisId)))
  },
  head: () => pageTitle("Your hair report"),
  component: ResultRoute,
})

function ResultRoute() {
  const { analysisId } = Route.useSearch()
  const viewer = useViewer()
  return (
    <ResultPage analysisId={analysisId} user={viewer._tag === "SignedIn" ? viewer.user : null} />
  )
}
