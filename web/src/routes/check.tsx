import { createFileRoute } from "@tanstack/react-router"
import { useViewer } from "../features/accounts/useViewer.ts"
import { CheckPage } from "../features/ingredients/CheckPage.tsx"
import { pageTitle } from "../lib/pageTitle.ts"

export const Route = createFileRoute("/check")({
  head: () => pageTitle("Check a product"),
  component: CheckRoute,
})

function CheckRoute() {
  const viewer = useViewer()
  return (
    <CheckPage
      viewer={
        viewer._tag === "Unknown"
          ? "loading"
          : viewer._tag === "SignedOut"
            ? "signed-out"
            : "signed-in"
      }
    />
  )
}
