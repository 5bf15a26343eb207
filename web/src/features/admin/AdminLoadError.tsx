/**
 * An admin route's error component: the AdminRefusal (sign in, not yours,
 * or could not load with Try again). The router loads it only when a page
 * fails.
 */
import { useQueryClient, useQueryErrorResetBoundary } from "@tanstack/react-query"
import { type ErrorComponentProps, useRouter } from "@tanstack/react-router"
import { AdminRefusal } from "../../ui/AdminRefusal.tsx"
import type { AdminPageStates } from "./AdminRouteStates.tsx"
import { adminKeyRoot } from "./adminKeyRoot.ts"

/**
 * The refusal when the page's data cannot be had (the route's error
 * component). Try again reads the page's data again: TanStack Query keeps a
 * thrown error until its boundary is reset, and data that a refresh failed
 * to replace counts as stale, so the page asks for it as it shows again; the
 * route's loader runs again too.
 */
function AdminLoadError({
  page,
  error,
  reset,
}: ErrorComponentProps & { readonly page: AdminPageStates }) {
  const router = useRouter()
  const queryClient = useQueryClient()
  const queries = useQueryErrorResetBoundary()
  const retry = () => {
    queries.reset()
    void queryClient.invalidateQueries({ queryKey: adminKeyRoot, refetchType: "none" })
    reset()
    void router.invalidate()
  }
  return <AdminRefusal error={error} what={page.what} retry={retry} />
}

/** The error component of the route of `page` (its `errorComponent`). */
export const adminLoadError = (page: AdminPageStates) => (props: ErrorComponentProps) => (
  <AdminLoadError page={page} {...props} />
)
