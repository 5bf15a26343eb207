import { createFileRoute } from "@tanstack/react-router"
import { useViewer } from "../features/accounts/useViewer.ts"
import { analysisQueryOptions } from "../features/result/queries.ts"
import { ResultPage } from "../features/result/ResultPage.tsx"
import { isServerAnswer } from "../lib/apiClient.ts"
import { pageTitle } from "../lib/pageTitle.ts"

interface ResultSearch {
  readonly analysisId?: string
}

export const Route = createFileRoute("/result")({
  validateSearch: (search: Record<string, unknown>): ResultSearch =>
    typeof search.analysisId === "string" && search.analysisId.trim() !== ""
      ? { analysisId: search.analysisId }
      : {},
  loaderDeps: ({ search }) => ({ analysisId: search.analysisId }),
  loader: async ({ context, deps }) => {
    if (deps.analysisId === undefined) return
    await context.queryClient
      .ensureQueryData(analysisQueryOptions(deps.analysisId))
      .catch((error: unknown) => {
        // The server's "no" (unknown or not theirs) is the page's to explain
        // ("Analysis Not Found"); no answer at all goes to the error page.
        if (isServerAnswer(error)) return
        throw error
      })
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
