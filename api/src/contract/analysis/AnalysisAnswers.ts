/**
 * What the analysis endpoints answer besides a stored report
 * (AnalysisFound.ts): the analysis just made, and a page of one's reports.
 * Apart from the endpoints (AnalysisApi.ts), so the SPA loads them without
 * the contract's endpoints (web/build/apiEndpoints.ts).
 */
import { AnalysisId, AnalysisSummary } from "@strand/domain/analysis/AnalysisStore"
import { ReportView } from "@strand/domain/analysis/ReportView"
import { PageCursor } from "@strand/domain/paging/Paging"
import { AnalysisResults } from "@strand/domain/report/AnalysisResults"
import { Schema } from "effect"

/**
 * The report, and whether Strand's rule engine wrote it because the AI
 * provider failed. `createdAt` and `analysis` (beyond the spec: the report
 * as GET /api/analyses/{id} gives it, with its explanation) let the SPA show
 * the report without fetching it again. `results` holds only the styling
 * tips this person has unlocked, like `analysis.aiResults`.
 */
export const AnalysedHair = Schema.Struct({
  success: Schema.Literal(true),
  results: AnalysisResults,
  analysisId: AnalysisId,
  fallbackUsed: Schema.Boolean,
  createdAt: Schema.DateTimeUtc,
  analysis: ReportView,
})

export const AnalysisList = Schema.Struct({
  success: Schema.Literal(true),
  /** this page, newest first */
  analyses: Schema.Array(AnalysisSummary),
  /** the last report's id, when older reports come after this page (ask with `after`) */
  older: Schema.optionalKey(PageCursor),
})
