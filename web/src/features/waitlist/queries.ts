/** Query options and keys for the waitlist; every invalidation names one of these keys. */
import { queryOptions } from "@tanstack/react-query"
import { callApi } from "../../lib/apiClient.ts"

export const waitlistKeys = {
  all: ["waitlist"] as const,
  count: () => [...waitlistKeys.all, "count"] as const,
}

/** How many people have joined (GET /api/waitlist/count). */
export const waitlistCountQueryOptions = () =>
  queryOptions({
    queryKey: waitlistKeys.count(),
    queryFn: () => callApi((client) => client.waitlist.count()),
    select: (body) => body.count,
  })
