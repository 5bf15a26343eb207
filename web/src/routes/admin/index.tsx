import { createFileRoute } from "@tanstack/react-router"
import { AdminWaitlistPage } from "../../features/admin/AdminWaitlistPage.tsx"
import { validateWaitlistView } from "../../features/admin/waitlistView.ts"
import { pageTitle } from "../../lib/pageTitle.ts"

// No loader: the list is fetched by the page and dropped when it is left
// (features/admin/queries.ts), so a prefetch would be thrown away.
export const Route = createFileRoute("/admin/")({
  validateSearch: validateWaitlistView,
  head: () => pageTitle("Waitlist sign-ups · Admin"),
  component: WaitlistRoute,
})

function WaitlistRoute() {
  const view = Route.useSearch()
  const navigate = Route.useNavigate()
  return <AdminWaitlistPage view={view} onView={(next) => void navigate({ search: next })} />
}
