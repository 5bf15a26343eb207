/**
 * What finding experts and sending them one's summary answer
 * (ExpertsApi.ts). Apart from the endpoints, so the SPA loads them without
 * the contract's endpoints (web/build/apiEndpoints.ts).
 */
import { SummaryShare } from "@strand/domain/experts/SummaryShare"
import { Schema } from "effect"

export { ExpertsFound } from "@strand/domain/experts/ExpertFinder"

export const Shared = Schema.Struct({
  success: Schema.Literal(true),
  message: Schema.String,
  share: SummaryShare,
})

export const SharesList = Schema.Struct({ shares: Schema.Array(SummaryShare) })
