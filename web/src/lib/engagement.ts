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
import type { EngagementEvent } from "@strand/domain/engagement/EngagementEvent"

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

/**
 * At start: Strand's collector, unless the browser asks not to be tracked.
 * The collector (the journey id and the sending) is loaded with the first
 * event, not with the page.
 */
export const startAnalytics = () => {
  if (asksNotToBeTracked()) return
  let collector: Promise<AnalyticsFunction> | undefined
  configureAnalytics((event) => {
    collector ??= import("./engagementCollector.ts").then((module) => module.collectorOfThisTab())
    void collector.then((send) => send(event))
  })
}
