import { createFileRoute } from "@tanstack/react-router"
import { AdminExpertsPage } from "../../features/admin/AdminExpertsPage.tsx"
import { adminLoadError } from "../../features/admin/AdminLoadError.tsx"
import {
  adminPages,
  adminRouteStates,
  loadOnArrival,
} from "../../features/admin/AdminRouteStates.tsx"
import { adminExpertsQueryOptions } from "../../features/admin/queries.ts"

// The loader reads the directory; the router's pending and error components show meanwhile.
export const Route = createFileRoute("/admin/experts")({
  loader: ({ context, cause }) =>
    loadOnArrival(cause, () => context.queryClient.ensureQueryData(adminExpertsQueryOptions())),
  ...adminRouteStates(adminPages.experts),
  errorComponent: adminLoadError(adminPages.experts),
  component: AdminExpertsPage,
})
