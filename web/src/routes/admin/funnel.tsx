import { createFileRoute } from "@tanstack/react-router"
import { Result } from "effect"
import { AdminFunnelPage } from "../../features/admin/AdminFunnelPage.tsx"
import { adminLoadError } from "../../features/admin/AdminLoadError.tsx"
import {
  adminPages,
  adminRouteStates,
  loadOnArrival,
} from "../../features/admin/AdminRouteStates.tsx"
import { periodOf, shownDays } from "../../features/admin/funnelPeriod.ts"
import { validateFunnelSearch } from "../../features/admin/funnelSearch.ts"
import { adminFunnelQueryOptions } from "../../features/admin/queries.ts"

// The loader reads the funnel of the days the URL names (days that make no
// period are not asked about); other days are read under the page's picker.
export const Route = createFileRoute("/admin/funnel")({
  validateSearch: validateFunnelSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    loadOnArrival(cause, async () => {
      const period = periodOf(shownDays(deps, new Date()))
      if (Result.isSuccess(period)) {
        await context.queryClient.ensureQueryData(adminFunnelQueryOptions(period.success))
      }
    }),
  ...adminRouteStates(adminPages.funnel),
  errorComponent: adminLoadError(adminPages.funnel),
  component: FunnelRoute,
})

function FunnelRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AdminFunnelPage
      days={shownDays(search, new Date())}
      onDays={(days) => void navigate({ search: days, replace: true })}
    />
  )
}
