import { createFileRoute } from "@tanstack/react-router"
import { useSignInState } from "../features/accounts/useViewer.ts"
import { MyReportsPage } from "../features/reports/MyReportsPage.tsx"
import { pageTitle } from "../lib/pageTitle.ts"

export const Route = createFileRoute("/my-reports")({
  head: () => pageTitle("My Reports"),
  component: MyReportsRoute,
})

function MyReportsRoute() {
  const { viewer, retry } = useSignInState()
  return <MyReportsPage viewer={viewer} onRetry={retry} />
}
