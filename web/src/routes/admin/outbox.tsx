import { createFileRoute } from "@tanstack/react-router"
import { adminLoadError } from "../../features/admin/AdminLoadError.tsx"
import {
  adminPages,
  adminRouteStates,
  loadOnArrival,
} from "../../features/admin/AdminRouteStates.tsx"
import { OutboxPage } from "../../features/admin/OutboxPage.tsx"
import { outboxQueryOptions } from "../../features/admin/outboxQueries.ts"

// The loader reads every job; another filter's are read while the page stays.
export const Route = createFileRoute("/admin/outbox")({
  loader: ({ context, cause }) =>
    loadOnArrival(cause, () => context.queryClient.ensureQueryData(outboxQueryOptions(undefined))),
  ...adminRouteStates(adminPages.outbox),
  errorComponent: adminLoadError(adminPages.outbox),
  component: OutboxPage,
})
