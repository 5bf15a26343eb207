import { useQuery } from "@tanstack/react-query"
import { createFileRoute } from "@tanstack/react-router"
import { currentUserQueryOptions } from "../features/accounts/queries.ts"
import { analysisQueryOptions } from "../features/result/queries.ts"
import { ResultLoadError } from "../features/result/ReportLoadError.tsx"
import { ResultLoading } from "../features/result/ReportLoading.tsx"
import { ResultPage } from "../features/result/ResultPage.tsx"
import { validateAnalysisSearch } from "../lib/analysisSearch.ts"
import { pageTitle } from "../lib/pageTitle.ts"

export const Route = createFileRoute("/result")({
  validateSearch: validateAnalysisSearch,
  loaderDeps: ({ search }) => ({ analysisId: search.analysisId }),
  loader: async ({ context, deps }) => {
    if (deps.analysisId === undefined) return
    await context.queryClient.ensureQueryData(analysisQueryOptions(deps.analysisId))
  },
  pendingComponent: ResultLoading,
  errorComponent: ResultLoadError,
  head: () => pageTitle("Your hair report"),
  component: ResultRoute,
})

function ResultRoute() {
  const { analysisId } = Route.useSearch()
  // Who is signed in, not the quiz's progress (useViewer): the report does not
  // depend on it, and the whole report rendered again when it arrived.
  const user = useQuery(currentUserQueryOptions())
  return <ResultPage analysisId={analysisId} user={user.data ?? null} />
}
