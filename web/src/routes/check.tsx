import { createFileRoute } from "@tanstack/react-router"
import { useSignInState } from "../features/accounts/useViewer.ts"
import { CheckPage } from "../features/ingredients/CheckPage.tsx"
import { pageTitle } from "../lib/pageTitle.ts"

export const Route = createFileRoute("/check")({
  head: () => pageTitle("Check a product"),
  component: CheckRoute,
})

function CheckRoute() {
  const { viewer, retry } = useSignInState()
  return <CheckPage viewer={viewer} onRetry={retry} />
}
