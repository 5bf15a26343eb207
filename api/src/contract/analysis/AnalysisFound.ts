/**
 * A stored report as the result screen reads it: `analysis.aiResults`, with
 * (beyond the spec) its explanation, Start here, timelines, the retake date,
 * and the locked styling tips as a count and titles only. Apart from the
 * endpoints (AnalysisApi.ts), so the SPA can read a report without the whole
 * contract (web/build/apiEndpoints.ts).
 */
import { ReportView } from "@strand/domain/analysis/ReportView"
import { Schema } from "effect"

export const AnalysisFound = Schema.Struct({
  success: Schema.Literal(true),
  analysis: ReportView,
})
