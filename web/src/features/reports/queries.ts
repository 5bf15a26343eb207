/**
 * Query options and keys for the user's reports (GET /api/user/analyses).
 * Reports live under ["analyses"]; invalidating that root after a delete
 * also drops a cached copy of the deleted report itself.
 */
import { queryOptions } from "@tanstack/react-query"
import { callApi } from "../../lib/apiClient.ts"
import { analysesKeyRoot } from "../../lib/personalQueries.ts"

export const reportKeys = {
  all: analysesKeyRoot,
  list: () => [...reportKeys.all, "list"] as const,
}

/** The user's reports, newest first; only asked while someone is signed in. */
export const reportListQueryOptions = (signedIn = true) =>
  queryOptions({
    queryKey: reportKeys.list(),
    queryFn: () => callApi((client) => client.analysis.list()),
    select: (body) => body.analyses,
    enabled: signedIn,
  })
