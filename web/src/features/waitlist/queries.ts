/** Query options and keys for the waitlist; every invalidation names one of these keys. */
import { queryOptions } from "@tanstack/react-query"
import { readWaitlistCount } from "./readWaitlistCount.ts"

export const waitlistKeys = {
  all: ["waitlist"] as const,
  count: () => [...waitlistKeys.all, "count"] as const,
}

/** How many people have joined (GET /api/waitlist/count, read without Schema: readWaitlistCount.ts). */
export const waitlistCountQueryOptions = () =>
  queryOptions({
    queryKey: waitlistKeys.count(),
    queryFn: ({ signal }) => readWaitlistCount(signal),
    select: (body) => body.count,
  })
