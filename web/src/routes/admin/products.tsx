import { createFileRoute } from "@tanstack/react-router"
import { adminLoadError } from "../../features/admin/AdminLoadError.tsx"
import { AdminProductsPage } from "../../features/admin/AdminProductsPage.tsx"
import {
  adminPages,
  adminRouteStates,
  loadOnArrival,
} from "../../features/admin/AdminRouteStates.tsx"
import { adminProductsQueryOptions } from "../../features/admin/queries.ts"

// The loader reads the first page of products; a search is read while the page stays.
export const Route = createFileRoute("/admin/products")({
  loader: ({ context, cause }) =>
    loadOnArrival(cause, () =>
      context.queryClient.ensureInfiniteQueryData(adminProductsQueryOptions("")),
    ),
  ...adminRouteStates(adminPages.products),
  errorComponent: adminLoadError(adminPages.products),
  component: AdminProductsPage,
})
