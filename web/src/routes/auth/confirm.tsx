import { createFileRoute } from "@tanstack/react-router"
import { ConfirmSignInPage } from "../../features/accounts/ConfirmSignInPage.tsx"
import { pageTitle } from "../../lib/pageTitle.ts"

interface ConfirmSearch {
  /** The one-time token from the e-mailed link. */
  readonly token?: string
}

export const Route = createFileRoute("/auth/confirm")({
  validateSearch: (search: Record<string, unknown>): ConfirmSearch =>
    typeof search.token === "string" && search.token !== "" ? { token: search.token } : {},
  head: () => pageTitle("Finish signing in"),
  component: ConfirmRoute,
})

function ConfirmRoute() {
  const { token } = Route.useSearch()
  return <ConfirmSignInPage token={token} />
}
