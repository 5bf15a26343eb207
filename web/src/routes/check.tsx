import { useQueryClient } from "@tanstack/react-query"
import { createFileRoute } from "@tanstack/react-router"
import { userKeys } from "../features/accounts/queries.ts"
import { useViewer } from "../features/accounts/useViewer.ts"
import { CheckPage } from "../features/ingredients/CheckPage.tsx"
import { pageTitle } from "../lib/pageTitle.ts"
import { signInStateOf } from "../lib/viewer.ts"

export const Route = createFileRoute("/check")({
  head: () => pageTitle("Check a product"),
  component: CheckRoute,
})

function CheckRoute() {
  const queryClient = useQueryClient()
  return (
    <CheckPage
      viewer={signInStateOf(useViewer())}
      onRetry={() => void queryClient.refetchQueries({ queryKey: userKeys.current() })}
    />
  )
}
