/**
 * Stories render inside what the app gives its pages: TanStack Query (fresh
 * per story, the app's defaults), a router on a memory history so Links work,
 * and the toaster.
 */

import type { Decorator } from "@storybook/react-vite"
import { makeQueryClient } from "@strand/web/src/lib/queryClient.ts"
import { Toaster } from "@strand/web/src/ui/toast.tsx"
import { QueryClientProvider } from "@tanstack/react-query"
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterContextProvider,
} from "@tanstack/react-router"
import { useState } from "react"

/**
 * The story renders in the same commit as the decorator: a RouterProvider
 * would render it only after the router's asynchronous first load, and the
 * built Storybook starts a play function as soon as the decorator is on the
 * page, before that (its queries then found an empty canvas).
 */
export const withAppShell: Decorator = (Story, context) => {
  // Full-width pieces (the navigation bar, whole pages) opt out of the narrow column.
  const column = context.parameters.layout === "fullscreen" ? "" : "mx-auto max-w-md"
  const [queryClient] = useState(makeQueryClient)
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute(),
      history: createMemoryHistory({ initialEntries: ["/"] }),
    }),
  )
  return (
    <QueryClientProvider client={queryClient}>
      <RouterContextProvider router={router}>
        <div className={column}>
          <Story />
          <Toaster />
        </div>
      </RouterContextProvider>
    </QueryClientProvider>
  )
}
