/**
 * The app's one QueryClient. Spec §7: no retries, data never goes stale on its
 * own, no refetch on window focus; invalidation after a change is explicit.
 */
import { QueryClient } from "@tanstack/react-query"

export const makeQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
