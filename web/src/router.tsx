/** The app's router: file routes from src/routes, with the QueryClient in its context. */
import type { QueryClient } from "@tanstack/react-query"
import { createRouter, type RouterHistory } from "@tanstack/react-router"
import { routeTree } from "./routeTree.gen.ts"
import { RouteErrorPage } from "./ui/RouteErrorPage.tsx"

export interface RouterContext {
  readonly queryClient: QueryClient
}

/**
 * In the browser, with its history. The build renders the landing page with
 * a memory `history` (prerender.tsx), and without the scroll-restoration
 * script the router would otherwise write into the page: the page's CSP
 * allows no inline script, and the browser restores scrolling itself.
 */
export const makeRouter = (queryClient: QueryClient, history?: RouterHistory) =>
  createRouter({
    routeTree,
    ...(history === undefined ? {} : { history }),
    context: { queryClient },
    defaultPreload: "intent",
    // The loaders only warm TanStack Query's cache; let it decide freshness.
    defaultPreloadStaleTime: 0,
    scrollRestoration: history === undefined,
    // A page that cannot load says so inside the app, under the navigation bar.
    defaultErrorComponent: RouteErrorPage,
  })

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof makeRouter>
  }
}
