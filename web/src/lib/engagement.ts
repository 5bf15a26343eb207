/**
 * Engagement events (spec §7): `track({ category, label, value })` from
 * anywhere in the app. As the spec says, an event is sent only if an
 * analytics function exists: until `configureAnalytics` is given one,
 * `track` does nothing (stories and tests never configure one).
 *
 * The app configures Strand's own collector (POST /api/events) at start,
 * unless the browser asks not to be tracked (Do Not Track or Global Privacy
 * Control). It sets no cookie: events carry a journey id, a random UUID this
 * tab keeps in sessionStorage until it is closed, so one visit's steps
 * through the quiz can be counted together and never tied to a person.
 */
import { type EngagementEvent, JourneyId } from "@strand/domain/engagement/EngagementEvent"
import { callApi } from "./apiClient.ts"

export type AnalyticsFunction = (event: EngagementEvent) => void

let analytics: AnalyticsFunction | undefined

/** Installs (or, with undefined, removes) the analytics function `track` sends to. */
export const configureAnalytics = (send: AnalyticsFunction | undefined): void => {
  analytics = send
}

/** Records one engagement event, if an analytics function is configured. Never throws. */
export const track = (event: EngagementEvent): void => {
  try {
    analytics?.(event)
  } catch {
    // Counting must never get in the person's way.
  }
}

/** Whether the browser asks not to be tracked: Do Not Track or Global Privacy Control. */
export const asksNotToBeTracked = (
  browser: {
    readonly doNotTrack?: string | null
    readonly globalPrivacyControl?: boolean
  } = navigator,
): boolean => browser.doNotTrack === "1" || browser.globalPrivacyControl === true

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

/** Strand's own collector: each event to POST /api/events, failures ignored. */
export const firstPartyCollector =
  (journey: JourneyId): AnalyticsFunction =>
  (event) => {
    void callApi((client) => client.engagement.record({ payload: { journey, event } })).catch(
      () => {},
    )
  }

/** At start: Strand's collector, unless the browser asks not to be tracked. */
export const startAnalytics = () => {
  if (asksNotToBeTracked()) return
  let storage: Storage | undefined
  try {
    storage = sessionStorage
  } catch {
    storage = undefined
  }
  configureAnalytics(firstPartyCollector(journeyOfThisTab(storage)))
}
