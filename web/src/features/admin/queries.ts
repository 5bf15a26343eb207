/** Query options and keys for the admin pages; every invalidation names one of these keys. */
import type { FunnelPeriod } from "@strand/domain/engagement/QuizFunnel"
import { queryOptions, skipToken } from "@tanstack/react-query"
import { DateTime } from "effect"
import { callApi } from "../../lib/apiClient.ts"
import { whenSignedIn } from "../../lib/sessionHint.ts"

export const adminKeys = {
  all: ["admin"] as const,
  waitlist: () => [...adminKeys.all, "waitlist"] as const,
  analysts: () => [...adminKeys.all, "analysts"] as const,
  experts: () => [...adminKeys.all, "experts"] as const,
  funnel: (period: FunnelPeriod | undefined) =>
    [
      ...adminKeys.all,
      "funnel",
      period === undefined ? "none" : DateTime.formatIso(period.from),
      period === undefined ? "none" : DateTime.formatIso(period.to),
    ] as const,
}

/** Spec §9: the admin waitlist is read again every 30 s. */
export const adminWaitlistRefetchMillis = 30_000

/** GET /api/admin/waitlist: every sign-up, for Strand's team only. */
export const adminWaitlistQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.waitlist(),
    queryFn: () => whenSignedIn(() => callApi((client) => client.admin.waitlist())),
    // Polled while it works; a 401 or 403 will not change by asking again.
    refetchInterval: (query) =>
      query.state.status === "error" ? false : adminWaitlistRefetchMillis,
    // Fresh on every visit, and dropped as soon as the page is left (or the
    // admin logs out from it): other people's e-mails don't linger in memory.
    staleTime: 0,
    gcTime: 0,
  })

/** GET /api/admin/analysts: the analyst, its breaker and the last 24 hours, read every 30 s too. */
export const adminAnalystsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.analysts(),
    queryFn: () => whenSignedIn(() => callApi((client) => client.adminAnalysts.overview())),
    refetchInterval: (query) =>
      query.state.status === "error" ? false : adminWaitlistRefetchMillis,
    staleTime: 0,
    gcTime: 0,
  })

/**
 * GET /api/admin/funnel: the quiz funnel of one period, for Strand's team
 * only. Without a period (days that make none) nothing is asked.
 */
export const adminFunnelQueryOptions = (period: FunnelPeriod | undefined) =>
  queryOptions({
    queryKey: adminKeys.funnel(period),
    queryFn:
      period === undefined
        ? skipToken
        : () => whenSignedIn(() => callApi((client) => client.funnel.read({ query: period }))),
    // Events keep arriving: read afresh on every visit and every period chosen.
    staleTime: 0,
  })

/** GET /api/admin/experts: the whole directory, hidden entries too. */
export const adminExpertsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.experts(),
    queryFn: () => whenSignedIn(() => callApi((client) => client.adminExperts.list())),
    staleTime: 0,
  })
