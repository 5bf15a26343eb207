import { createRootRouteWithContext, HeadContent, Outlet } from "@tanstack/react-router"
import { useLogout } from "../features/accounts/mutations.ts"
import { currentUserQueryOptions } from "../features/accounts/queries.ts"
import { useViewer } from "../features/accounts/useViewer.ts"
import { NavBar } from "../features/nav/NavBar.tsx"
import { pageTitle } from "../lib/pageTitle.ts"
import type { RouterContext } from "../router.tsx"
import { NotFoundPage } from "../ui/NotFoundPage.tsx"
import { RouteErrorPage } from "../ui/RouteErrorPage.tsx"
import { SiteFooter } from "../ui/SiteFooter.tsx"
import { Toaster } from "../ui/toast.tsx"

export const Route = createRootRouteWithContext<RouterContext>()({
  // Who is signed in decides the navigation bar on every page; ask early.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(currentUserQueryOptions())
  },
  // Strand's full name, unless a page names itself; a path no route knows
  // matches the root alone, and that is the 404 page.
  head: ({ matches }) => pageTitle(matches.length === 1 ? "Page not found" : undefined),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
})

function RootLayout() {
  const viewer = useViewer()
  const logout = useLogout()
  return (
    <div className="flex min-h-dvh flex-col">
      <HeadContent />
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <NavBar viewer={viewer} onLogout={() => logout.mutate()} />
      {/* The bar is fixed: start the page below it. */}
      <div id="content" className="flex-1 pt-16">
        <Outlet />
      </div>
      <SiteFooter />
      <Toaster />
    </div>
  )
}
