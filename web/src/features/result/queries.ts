/** Query options and keys for one stored report (GET /api/analyses/:analysisId). */

import type { AnalysisReceived } from "@strand/domain/analysis/AnalysisResponse"
import { type QueryClient, queryOptions } from "@tanstack/react-query"
import { api } from "../../lib/apiEndpoints.gen.ts"
import { callApi } from "../../lib/callApi.ts"
import { analysesKeyRoot } from "../../lib/personalQueries.ts"

export const analysisKeys = {
  all: analysesKeyRoot,
  detail: (analysisId: string) => [...analysisKeys.all, "detail", analysisId] as const,
}

/** The report the result page opens with. */
export const analysisQueryOptions = (analysisId: string) =>
  queryOptions({
    queryKey: analysisKeys.detail(analysisId),
    queryFn: () => callApi(api.analysis.find, { params: { analysisId } }),
    select: (body) => body.analysis,
  })

/**
 * Keeps the analysis the quiz has just received as the report's cache
 * entry, so the result page shows it at once instead of fetching it again.
 * An answer without the report as the result page reads it (another server)
 * is simply not kept: the page fetches it.
 */
export const seedAnalysis = (queryClient: QueryClient, analysis: AnalysisReceived) => {
  if (analysis.view === undefined) return
  queryClient.setQueryData(analysisQueryOptions(analysis.view.id).queryKey, {
    success: true,
    analysis: analysis.view,
  })
}

/** The doctor's summary as data (GET /api/analyses/:analysisId/doctor-summary). */
export const doctorSummaryQueryOptions = (analysisId: string) =>
  queryOptions({
    queryKey: [...analysisKeys.detail(analysisId), "doctor-summary"] as const,
    queryFn: () => callApi(api.analysis.doctorSummary, { params: { analysisId } }),
  })
