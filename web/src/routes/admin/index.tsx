import { createFileRoute } from "@tanstack/react-router"
import { adminLoadError } from "../../features/admin/AdminLoadError.tsx"
import {
  adminPages,
  adminRouteStates,
  loadOnArrival,
} from "../../features/admin/AdminRouteStates.tsx"
import { AdminWaitlistPage } from "../../features/admin/AdminWaitlistPage.tsx"
import { adminWaitlistQueryOptions } from "../../features/admin/queries.ts"
import { validateWaitlistView } from "../../features/admin/waitlistView.ts"

// The loader reads the page of sign-ups the URL names (the router's pending
// and error components show meanwhile); another search or page is read
// while the one on screen stays (AdminWaitlistPage).
export const Route = createFileRoute("/admin/")({
  validateSearch: validateWaitlistView,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    loadOnArrival(cause, () =>
      context.queryClient.ensureQueryData(adminWaitlistQueryOptions(deps)),
    ),
  ...adminRouteStates(adminPages.waitlist),
  errorComponent: adminLoadError(adminPages.waitlist),
  component: WaitlistRoute,
})

function WaitlistRoute() {
  const view = Route.useSearch()
  const navigate = Route.useNavigate()
  return <AdminWaitlistPage view={view} onView={(next) => void navigate({ search: next })} />
}
