/** The whole app for one router and query client: in the browser (main.tsx) and at build time (prerender.tsx). */
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { RouterProvider } from "@tanstack/react-router"
import { StrictMode } from "react"
import { RenderedWithPersonsData } from "./lib/hydration.ts"
import type { makeRouter } from "./router.tsx"

export function App({
  queryClient,
  router,
  renderedWithPersonsData = false,
}: {
  readonly queryClient: QueryClient
  readonly router: ReturnType<typeof makeRouter>
  /** The page is (or hydrates HTML) rendered with the signed-in person's data (lib/hydration.ts). */
  readonly renderedWithPersonsData?: boolean
}) {
  return (
    <StrictMode>
      <RenderedWithPersonsData value={renderedWithPersonsData}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </RenderedWithPersonsData>
    </StrictMode>
  )
}
