/**
 * Query options and keys for the user's reports (GET /api/user/analyses).
 * Reports live under ["analyses"]; invalidating that root after a delete
 * also drops a cached copy of the deleted report itself.
 */
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query"
import { api } from "../../lib/apiEndpoints.gen.ts"
import { callApi } from "../../lib/callApi.ts"
import { analysesKeyRoot } from "../../lib/personalQueries.ts"

export const reportKeys = {
  all: analysesKeyRoot,
  list: () => [...reportKeys.all, "list"] as const,
  compare: (from: string, to: string) => [...reportKeys.all, "compare", from, to] as const,
  // Under the reports' root: a deleted report or a logout refreshes it too.
  retakeReminder: () => [...reportKeys.all, "retake-reminder"] as const,
}

/**
 * The user's reports, newest first, a page at a time (each page names where
 * the next starts); only asked while someone is signed in.
 */
export const reportListQueryOptions = (signedIn = true) =>
  infiniteQueryOptions({
    queryKey: reportKeys.list(),
    queryFn: ({ pageParam }) =>
      callApi(api.analysis.list, { query: pageParam === undefined ? {} : { after: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.older,
    select: (data) => data.pages.flatMap((page) => page.analyses),
    enabled: signedIn,
  })

/** Two of the user's reports compared (GET /api/analyses/compare); asked only once both are chosen. */
export const compareQueryOptions = (
  pair: { readonly from: string; readonly to: string } | undefined,
) =>
  queryOptions({
    queryKey: reportKeys.compare(pair?.from ?? "", pair?.to ?? ""),
    queryFn: () =>
      callApi(api.progress.compare, { query: { from: pair?.from ?? "", to: pair?.to ?? "" } }),
    select: (body) => body.comparison,
    enabled: pair !== undefined,
  })

/** The latest report's retake date and the reminder asked for (GET /api/retake-reminder). */
export const retakeReminderQueryOptions = () =>
  queryOptions({
    queryKey: reportKeys.retakeReminder(),
    queryFn: () => callApi(api.retakeReminder.status),
    select: (body) => body.status,
  })
