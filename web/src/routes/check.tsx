import { createFileRoute } from "@tanstack/react-router"
import { useViewer } from "../features/accounts/useViewer.ts"
import { CheckPage } from "../features/ingredients/CheckPage.tsx"
import { pageTitle } from "../lib/pageTitle.ts"
import { signInStateOf } from "../lib/viewer.ts"

export const Route = createFileRoute("/check")({
  head: () => pageTitle("Check a product"),
  component: CheckRoute,
})

function CheckRoute() {
  return <CheckPage viewer={signInStateOf(useViewer())} />
}
