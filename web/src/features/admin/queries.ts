/** Query options and keys for the admin pages; every invalidation names one of these keys. */
import type { FunnelPeriod } from "@strand/domain/engagement/QuizFunnel"
import type { Barcode } from "@strand/domain/products/Barcode"
import type { ProductCorrection } from "@strand/domain/products/Products"
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  skipToken,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query"
import { DateTime } from "effect"
import { callApi } from "../../lib/apiClient.ts"
import { whenSignedIn } from "../../lib/sessionHint.ts"
import type { WaitlistView } from "./waitlistView.ts"

export const adminKeys = {
  all: ["admin"] as const,
  waitlist: (view: WaitlistView = {}) =>
    [...adminKeys.all, "waitlist", view.search ?? "", view.after ?? "", view.before ?? ""] as const,
  analysts: () => [...adminKeys.all, "analysts"] as const,
  products: (search: string) => [...adminKeys.all, "products", search] as const,
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

/** GET /api/admin/waitlist: the total and one page of sign-ups, for Strand's team only. */
export const adminWaitlistQueryOptions = (view: WaitlistView) =>
  queryOptions({
    queryKey: adminKeys.waitlist(view),
    queryFn: () => whenSignedIn(() => callApi((client) => client.admin.waitlist({ query: view }))),
    // The page on screen stays while the next one loads.
    placeholderData: keepPreviousData,
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

/** GET /api/admin/products: the products Strand has looked up, newest first, a page at a time. */
export const adminProductsQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.products(search),
    queryFn: ({ pageParam }) =>
      whenSignedIn(() =>
        callApi((client) =>
          client.adminProducts.list({
            query: {
              ...(search === "" ? {} : { search }),
              ...(pageParam === undefined ? {} : { after: pageParam }),
            },
          }),
        ),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
    staleTime: 0,
  })

/** PATCH /api/admin/products/{barcode}: an admin's correction; the list is read again. */
export const useCorrectProduct = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ barcode, correction }: { barcode: Barcode; correction: ProductCorrection }) =>
      callApi((client) =>
        client.adminProducts.correct({
          params: { barcode },
          payload: correction,
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...adminKeys.all, "products"] }),
  })
}
