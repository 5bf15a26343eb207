import { createFileRoute } from "@tanstack/react-router"
import { ConfirmSignInPage } from "../../features/accounts/ConfirmSignInPage.tsx"

interface ConfirmSearch {
  /** The one-time token from the e-mailed link. */
  readonly token?: string
}

export const Route = createFileRoute("/auth/confirm")({
  validateSearch: (search: Record<string, unknown>): ConfirmSearch =>
    typeof search.token === "string" && search.token !== "" ? { token: search.token } : {},
  component: ConfirmRoute,
})

function ConfirmRoute() {
  const { token } = Route.useSearch()
  return <ConfirmSignInPage token={token} />
}
