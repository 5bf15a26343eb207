/**
 * What the experts' admin page's endpoints answer (AdminExpertsApi.ts): the
 * whole directory, and an expert as the domain has them. Apart from the
 * endpoints, so the SPA loads them without the contract's endpoints
 * (web/build/apiEndpoints.ts).
 */
import { Expert } from "@strand/domain/experts/Expert"
import { Schema } from "effect"

export { Expert }

/** The whole directory, hidden experts too. */
export const ExpertDirectory = Schema.Struct({ experts: Schema.Array(Expert) })
