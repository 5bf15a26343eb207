/** The whole app for one router and query client: in the browser (main.tsx) and at build time (prerender.tsx). */
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { RouterProvider } from "@tanstack/react-router"
import { StrictMode } from "react"
import type { makeRouter } from "./router.tsx"

export function App({
  queryClient,
  router,
}: {
  readonly queryClient: QueryClient
  readonly router: ReturnType<typeof makeRouter>
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  )
}
