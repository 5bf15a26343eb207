/**
 * Strand's own engagement collector (engagement.ts loads it with the first
 * event): this tab's journey id and POST /api/events. Events are sent with
 * a plain fetch, not the typed client: the answer (204) is never read, and
 * the quiz sends its first event as it opens, when loading the whole
 * contract would hold up the page (docs/performance.md).
 */
import { JourneyId, RecordedEvent } from "@strand/domain/engagement/EngagementEvent"
import { Schema } from "effect"
import { apiPaths } from "./apiPath.ts"
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
    void globalThis
      .fetch(apiPaths.engagement.record, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(encodeRecordedEvent({ journey, event })),
        credentials: "same-origin",
        keepalive: true,
      })
      .catch(() => {})
  }

const encodeRecordedEvent = Schema.encodeSync(Schema.toCodecJson(RecordedEvent))

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
