import { createRootRouteWithContext, Outlet } from "@tanstack/react-router"
import type { RouterContext } from "../router.tsx"
import { NotFoundPage } from "../ui/NotFoundPage.tsx"
import { SiteFooter } from "../ui/SiteFooter.tsx"
import { SiteHeader } from "../ui/SiteHeader.tsx"
import { Toaster } from "../ui/toast.tsx"

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
})

function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <SiteHeader />
      <div id="content" className="flex-1">
        <Outlet />
      </div>
      <SiteFooter />
      <Toaster />
    </div>
  )
}
