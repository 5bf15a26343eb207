import { createFileRoute } from "@tanstack/react-router"
import { AdminAnalystsPage } from "../../features/admin/AdminAnalystsPage.tsx"
import { adminLoadError } from "../../features/admin/AdminLoadError.tsx"
import {
  adminPages,
  adminRouteStates,
  loadOnArrival,
} from "../../features/admin/AdminRouteStates.tsx"
import { adminAnalystsQueryOptions } from "../../features/admin/queries.ts"

// The loader reads the overview; the router's pending and error components show meanwhile.
export const Route = createFileRoute("/admin/analysts")({
  loader: ({ context, cause }) =>
    loadOnArrival(cause, () => context.queryClient.ensureQueryData(adminAnalystsQueryOptions())),
  ...adminRouteStates(adminPages.analysts),
  errorComponent: adminLoadError(adminPages.analysts),
  component: AdminAnalystsPage,
})
