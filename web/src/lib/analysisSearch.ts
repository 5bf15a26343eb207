/**
 * Pages about one report (`/result`, `/doctor-summary`) take it as
 * `?analysisId=`, and load it before they render.
 */
import { isServerAnswer } from "./apiClient.ts"

export interface AnalysisSearch {
  readonly analysisId?: string
}

export const validateAnalysisSearch = (search: Record<string, unknown>): AnalysisSearch =>
  typeof search.analysisId === "string" && search.analysisId.trim() !== ""
    ? { analysisId: search.analysisId }
    : {}

/**
 * Waits for a report's data. The server's "no" (unknown, or not theirs) is the
 * page's to explain ("Analysis Not Found"); no answer at all goes to the error page.
 */
export const preloadReport = (loading: Promise<unknown>): Promise<void> =>
  loading.then(
    () => undefined,
    (error: unknown) => {
      if (isServerAnswer(error)) return
      throw error
    },
  )
