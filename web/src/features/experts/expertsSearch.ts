/**
 * What /experts takes in its address: the report it was opened from, and the
 * person's search (place, online, kind), so a search can be shared, reloaded
 * or gone back to.
 */
import { type ExpertKind, expertKinds } from "@strand/domain/experts/ExpertKinds"

export interface ExpertsSearch {
  readonly analysisId?: string
  readonly place?: string
  readonly online?: boolean
  readonly kind?: ExpertKind
}

export const validateExpertsSearch = (search: Record<string, unknown>): ExpertsSearch => ({
  ...(typeof search.analysisId === "string" && search.analysisId.trim() !== ""
    ? { analysisId: search.analysisId }
    : {}),
  ...(typeof search.place === "string" && search.place.trim() !== ""
    ? { place: search.place.slice(0, 120) }
    : {}),
  ...(search.online === true || search.online === "true" ? { online: true } : {}),
  ...(expertKinds.includes(search.kind as ExpertKind) ? { kind: search.kind as ExpertKind } : {}),
})
