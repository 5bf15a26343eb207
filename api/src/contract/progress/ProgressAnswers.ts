/**
 * What comparing two reports answers (ProgressApi.ts). Apart from the
 * endpoints, so the SPA loads it without the contract's endpoints
 * (web/build/apiEndpoints.ts).
 */
import { ReportComparisonResult } from "@strand/domain/progress/ReportComparisonResult"
import { Schema } from "effect"

export const ReportComparisonAnswer = Schema.Struct({
  success: Schema.Literal(true),
  comparison: ReportComparisonResult,
})
