/** Query options and keys for the admin pages; every invalidation names one of these keys. */
import { queryOptions } from "@tanstack/react-query"
import { ApiFailure, callApi } from "../../lib/apiClient.ts"
import { hasSessionHint } from "../../lib/sessionHint.ts"

export const adminKeys = {
  all: ["admin"] as const,
  waitlist: () => [...adminKeys.all, "waitlist"] as const,
}

/** Spec §9: the admin waitlist is read again every 30 s. */
export const adminWaitlistRefetchMillis = 30_000

/** GET /api/admin/waitlist: every sign-up, for Strand's team only. */
export const adminWaitlistQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.waitlist(),
    // Nobody signed in: the API's own 401, without asking it (no console error).
    queryFn: () =>
      hasSessionHint()
        ? callApi((client) => client.admin.waitlist())
        : Promise.reject(
            new ApiFailure("Please sign in first.", { status: 401, code: "UNAUTHORIZED" }),
          ),
    // Polled while it works; a 401 or 403 will not change by asking again.
    refetchInterval: (query) =>
      query.state.status === "error" ? false : adminWaitlistRefetchMillis,
    // Fresh on every visit, and dropped as soon as the page is left (or the
    // admin logs out from it): other people's e-mails don't linger in memory.
    staleTime: 0,
    gcTime: 0,
  })
