/** Query options and keys for one stored report (GET /api/analyses/:analysisId). */

import type { AnalysisReceived } from "@strand/domain/analysis/AnalysisResponse"
import { AnalysisId } from "@strand/domain/analysis/AnalysisStore"
import { type QueryClient, queryOptions } from "@tanstack/react-query"
import { DateTime, Option, Schema } from "effect"
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

/**
 * Keeps the analysis the quiz has just received as the report's cache
 * entry, so the result page shows it at once instead of fetching it again.
 * An answer without a valid id or date (another server) is simply not kept.
 */
export const seedAnalysis = (queryClient: QueryClient, analysis: AnalysisReceived) => {
  const id = Schema.decodeUnknownOption(AnalysisId)(analysis.analysisId)
  const createdAt =
    analysis.createdAt === undefined ? Option.none() : DateTime.make(analysis.createdAt)
  if (Option.isNone(id) || Option.isNone(createdAt)) return
  queryClient.setQueryData(analysisQueryOptions(id.value).queryKey, {
    success: true,
    analysis: {
      id: id.value,
      createdAt: createdAt.value,
      fallbackUsed: analysis.fallbackUsed,
      aiResults: analysis.results,
    },
  })
}
