/** Query options and keys for one stored report (GET /api/analyses/:analysisId). */
import { queryOptions } from "@tanstack/react-query"
import { callApi } from "../../lib/apiClient.ts"
import { analysesKeyRoot } from "../../lib/personalQueries.ts"

export const analysisKeys = {
  all: analysesKeyRoot,
  detail: (analysisId: string) => [...analysisKeys.all, "detail", analysisId] as const,
}

export const analysisQueryOptions = (analysisId: string) =>
  queryOptions({
    queryKey: analysisKeys.detail(analysisId),
    queryFn: () => callApi((client) => client.analysis.find({ params: { analysisId } })),
    select: (body) => body.analysis,
  })
