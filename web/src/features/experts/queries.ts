/** Query options and keys for finding experts and the summaries sent to them. */
import { queryOptions } from "@tanstack/react-query"
import { api } from "../../lib/apiEndpoints.gen.ts"
import { callApi } from "../../lib/callApi.ts"
import type { ExpertsSearch } from "./expertsSearch.ts"

export const expertKeys = {
  all: ["experts"] as const,
  found: (search: ExpertsSearch) =>
    [
      ...expertKeys.all,
      "found",
      search.analysisId ?? "",
      search.place ?? "",
      search.online === true,
      search.kind ?? "",
    ] as const,
  shares: () => [...expertKeys.all, "shares"] as const,
  summary: (analysisId: string) => [...expertKeys.all, "summary", analysisId] as const,
}

/** GET /api/experts: who fits, best first, with why. */
export const expertsQueryOptions = (search: ExpertsSearch) =>
  queryOptions({
    queryKey: expertKeys.found(search),
    queryFn: () =>
      callApi(api.experts.find, {
        query: {
          ...(search.analysisId === undefined ? {} : { analysisId: search.analysisId }),
          ...(search.place === undefined ? {} : { place: search.place }),
          ...(search.online === true ? { online: "true" as const } : {}),
          ...(search.kind === undefined ? {} : { kind: search.kind }),
        },
      }),
  })

/** GET /api/summary-shares: what the person sent, to whom, when. */
export const sharesQueryOptions = () =>
  queryOptions({
    queryKey: expertKeys.shares(),
    queryFn: () => callApi(api.experts.shares),
    select: (answer) => answer.shares,
  })

/** The doctor's summary as data: exactly what an expert would receive, shown before sending. */
export const summaryQueryOptions = (analysisId: string) =>
  queryOptions({
    queryKey: expertKeys.summary(analysisId),
    queryFn: () => callApi(api.analysis.doctorSummary, { params: { analysisId } }),
  })
