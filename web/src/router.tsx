/** The app's router: file routes from src/routes, with the QueryClient in its context. */
import type { QueryClient } from "@tanstack/react-query"
import { createRouter } from "@tanstack/react-router"
import { routeTree } from "./routeTree.gen.ts"
import { RouteErrorPage } from "./ui/RouteErrorPage.tsx"

export interface RouterContext {
  readonly queryClient: QueryClient
}

export const makeRouter = (queryClient: QueryClient) =>
  createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: "intent",
    // The loaders only warm TanStack Query's cache; let it decide freshness.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // A page that cannot load says so inside the app, under the navigation bar.
    defaultErrorComponent: RouteErrorPage,
  })

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof makeRouter>
  }
}
