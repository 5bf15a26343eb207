import { useQueryClient } from "@tanstack/react-query"
import { createFileRoute } from "@tanstack/react-router"
import { userKeys } from "../features/accounts/queries.ts"
import { useViewer } from "../features/accounts/useViewer.ts"
import { MyReportsPage } from "../features/reports/MyReportsPage.tsx"
import { pageTitle } from "../lib/pageTitle.ts"
import { signInStateOf } from "../lib/viewer.ts"

export const Route = createFileRoute("/my-reports")({
  head: () => pageTitle("My Reports"),
  component: MyReportsRoute,
})

function MyReportsRoute() {
  const queryClient = useQueryClient()
  return (
    <MyReportsPage
      viewer={signInStateOf(useViewer())}
      onRetry={() => void queryClient.refetchQueries({ queryKey: userKeys.current() })}
    />
  )
}
