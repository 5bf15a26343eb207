/** Query options and keys for the admin pages; every invalidation names one of these keys. */
import type { FunnelPeriod } from "@strand/domain/engagement/QuizFunnel"
import type { Barcode } from "@strand/domain/products/Barcode"
import type { ProductCorrection } from "@strand/domain/products/Products"
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query"
import { DateTime } from "effect"
import { api } from "../../lib/apiEndpoints.gen.ts"
import { callApi } from "../../lib/callApi.ts"
import { whenSignedIn } from "../../lib/sessionHint.ts"
import { adminKeyRoot } from "./adminKeyRoot.ts"
import type { WaitlistView } from "./waitlistView.ts"

export const adminKeys = {
  all: adminKeyRoot,
  waitlist: (view: WaitlistView = {}) =>
    [...adminKeys.all, "waitlist", view.search ?? "", view.after ?? "", view.before ?? ""] as const,
  analysts: () => [...adminKeys.all, "analysts"] as const,
  experts: () => [...adminKeys.all, "experts"] as const,
  products: (search: string) => [...adminKeys.all, "products", search] as const,
  funnel: (period: FunnelPeriod) =>
    [
      ...adminKeys.all,
      "funnel",
      DateTime.formatIso(period.from),
      DateTime.formatIso(period.to),
    ] as const,
}

/** Spec §9: the admin waitlist is read again every 30 s. */
export const adminWaitlistRefetchMillis = 30_000

/**
 * How long other people's e-mails stay in memory once no page shows them:
 * 5 s, long enough for the page to mount after its route's loader read them
 * (the page's code loads alongside). Leaving the admin pages drops them at
 * once (routes/admin/route.tsx).
 */
export const adminGcMillis = 5_000

/** GET /api/admin/waitlist: the total and one page of sign-ups, for Strand's team only. */
export const adminWaitlistQueryOptions = (view: WaitlistView) =>
  queryOptions({
    queryKey: adminKeys.waitlist(view),
    queryFn: () => whenSignedIn(() => callApi(api.admin.waitlist, { query: view })),
    // Polled while it works; a 401 or 403 will not change by asking again.
    refetchInterval: (query) =>
      query.state.status === "error" ? false : adminWaitlistRefetchMillis,
    // Fresh on every visit, and soon dropped once no page shows it:
    // other people's e-mails don't linger in memory.
    staleTime: 0,
    gcTime: adminGcMillis,
  })

/** GET /api/admin/analysts: the analyst, its breaker and the last 24 hours, read every 30 s too. */
export const adminAnalystsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.analysts(),
    queryFn: () => whenSignedIn(() => callApi(api.adminAnalysts.overview)),
    refetchInterval: (query) =>
      query.state.status === "error" ? false : adminWaitlistRefetchMillis,
    staleTime: 0,
    gcTime: adminGcMillis,
  })

/**
 * GET /api/admin/funnel: the quiz funnel of one period, for Strand's team
 * only. Days that make no period are not asked about (AdminFunnelPage).
 */
export const adminFunnelQueryOptions = (period: FunnelPeriod) =>
  queryOptions({
    queryKey: adminKeys.funnel(period),
    queryFn: () =>
      whenSignedIn(() =>
        callApi(api.funnel.read, {
          query: { from: DateTime.formatIso(period.from), to: DateTime.formatIso(period.to) },
        }),
      ),
    // Events keep arriving: read afresh on every visit and every period chosen.
    staleTime: 0,
  })

/** GET /api/admin/experts: the whole directory, hidden entries too. */
export const adminExpertsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.experts(),
    queryFn: () => whenSignedIn(() => callApi(api.adminExperts.list)),
    staleTime: 0,
  })

/** GET /api/admin/products: the products Strand has looked up, newest first, a page at a time. */
export const adminProductsQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.products(search),
    queryFn: ({ pageParam }) =>
      whenSignedIn(() =>
        callApi(api.adminProducts.list, {
          query: {
            ...(search === "" ? {} : { search }),
            ...(pageParam === undefined ? {} : { after: pageParam }),
          },
        }),
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
      callApi(api.adminProducts.correct, { params: { barcode }, payload: correction }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...adminKeys.all, "products"] }),
  })
}
