/**
 * Strand's own engagement collector (engagement.ts loads it with the first
 * event): this tab's journey id and POST /api/events, whose answer (204, no
 * body) is never read (callApi.ts `fetchApi`).
 */
import { JourneyId } from "@strand/domain/engagement/EngagementEvent"
import { api } from "./apiEndpoints.gen.ts"
import { fetchApi } from "./callApi.ts"
import type { AnalyticsFunction } from "./engagement.ts"

const journeyKey = "strand.journey"

/** This tab's journey id: made once, kept in sessionStorage (memory only where storage is off). */
export const journeyOfThisTab = (storage: Pick<Storage, "getItem" | "setItem"> | undefined) => {
  try {
    const kept = storage?.getItem(journeyKey)
    if (kept) return JourneyId.make(kept)
  } catch {
    // A kept id that is not one (edited by hand): start a new journey.
  }
  const journey = JourneyId.make(crypto.randomUUID())
  try {
    storage?.setItem(journeyKey, journey)
  } catch {
    // Storage disabled: this page load is the journey.
  }
  return journey
}

/**
 * Strand's own collector: each event to POST /api/events, failures ignored.
 * `keepalive`, so the last event before the person leaves still arrives.
 */
export const firstPartyCollector =
  (journey: JourneyId): AnalyticsFunction =>
  (event) => {
    fetchApi(api.engagement.record, { payload: { journey, event }, keepalive: true }).catch(
      () => {},
    )
  }

/** The collector for this tab's journey (kept in sessionStorage when it can be). */
export const collectorOfThisTab = (): AnalyticsFunction => {
  let storage: Storage | undefined
  try {
    storage = sessionStorage
  } catch {
    storage = undefined
  }
  return firstPartyCollector(journeyOfThisTab(storage))
}
