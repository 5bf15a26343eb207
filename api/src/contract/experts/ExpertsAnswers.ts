/**
 * What the experts' endpoints answer (ExpertsApi.ts, AdminExpertsApi.ts)
 * besides the domain's own schemas. Apart from the endpoints, so the SPA
 * loads them without the contract's endpoints (web/build/apiEndpoints.ts).
 */
import { Expert } from "@strand/domain/experts/Expert"
import { SummaryShare } from "@strand/domain/experts/SummaryShare"
import { Schema } from "effect"

export const Shared = Schema.Struct({
  success: Schema.Literal(true),
  message: Schema.String,
  share: SummaryShare,
})

export const SharesList = Schema.Struct({ shares: Schema.Array(SummaryShare) })

/** The whole directory, hidden experts too (for admins). */
export const ExpertDirectory = Schema.Struct({ experts: Schema.Array(Expert) })
