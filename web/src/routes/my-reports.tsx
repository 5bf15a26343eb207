import { createFileRoute } from "@tanstack/react-router"
import { loadCurrentUser, useSignedIn } from "../features/accounts/useViewer.ts"
import { MyReportsPage } from "../features/reports/MyReportsPage.tsx"
import { pageTitle } from "../lib/pageTitle.ts"
import { LoadingPanel } from "../ui/StatePanel.tsx"

export const Route = createFileRoute("/my-reports")({
  head: () => pageTitle("My Reports"),
  loader: loadCurrentUser,
  pendingComponent: () => <LoadingPanel>Loading your reports...</LoadingPanel>,
  component: MyReportsRoute,
})

function MyReportsRoute() {
  return <MyReportsPage viewer={useSignedIn()} />
}
