/**
 * Pages about one report (`/result`, `/doctor-summary`) take it as
 * `?analysisId=`; their loaders load it before they render.
 */
export interface AnalysisSearch {
  readonly analysisId?: string
}

export const validateAnalysisSearch = (search: Record<string, unknown>): AnalysisSearch =>
  typeof search.analysisId === "string" && search.analysisId.trim() !== ""
    ? { analysisId: search.analysisId }
    : {}
