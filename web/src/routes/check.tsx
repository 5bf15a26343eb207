import { createFileRoute } from "@tanstack/react-router"
import { loadCurrentUser, useSignedIn } from "../features/accounts/useViewer.ts"
import { CheckPage } from "../features/ingredients/CheckPage.tsx"
import { pageTitle } from "../lib/pageTitle.ts"
import { LoadingPanel } from "../ui/StatePanel.tsx"

export const Route = createFileRoute("/check")({
  head: () => pageTitle("Check a product"),
  loader: loadCurrentUser,
  pendingComponent: () => <LoadingPanel>Loading the checker...</LoadingPanel>,
  component: CheckRoute,
})

function CheckRoute() {
  return <CheckPage viewer={useSignedIn()} />
}
