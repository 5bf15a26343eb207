import { createFileRoute } from "@tanstack/react-router"
import { adminLoadError } from "../../features/admin/AdminLoadError.tsx"
import {
  adminPages,
  adminRouteStates,
  loadOnArrival,
} from "../../features/admin/AdminRouteStates.tsx"
import { CrmSyncPage } from "../../features/admin/CrmSyncPage.tsx"
import { crmOverviewQueryOptions } from "../../features/admin/crmQueries.ts"

// The loader reads the overview; the router's pending and error components show meanwhile.
export const Route = createFileRoute("/admin/$crm")({
  loader: ({ context, cause }) =>
    loadOnArrival(cause, () => context.queryClient.ensureQueryData(crmOverviewQueryOptions())),
  ...adminRouteStates(adminPages.crm),
  errorComponent: adminLoadError(adminPages.crm),
  component: CrmSyncRoute,
})

function CrmSyncRoute() {
  const { crm } = Route.useParams()
  return <CrmSyncPage crm={crm} />
}
