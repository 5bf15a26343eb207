import type { EngagementEvent } from "@strand/domain/engagement/EngagementEvent"
import { afterEach, describe, expect, it } from "vitest"
import { asksNotToBeTracked, configureAnalytics, track } from "./engagement.ts"
import { journeyOfThisTab } from "./engagementCollector.ts"

const started: EngagementEvent = { category: "quiz", label: "quiz_start" }

const memoryStorage = () => {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

afterEach(() => configureAnalytics(undefined))

describe("track", () => {
  it("sends nothing while no analytics function exists", () => {
    const seen: Array<EngagementEvent> = []
    track(started)
    configureAnalytics((event) => seen.push(event))
    track(started)
    track({ category: "referral", label: "share", value: "messaging" })
    configureAnalytics(undefined)
    track(started)
    expect(seen).toEqual([started, { category: "referral", label: "share", value: "messaging" }])
  })

  it("never lets a failing analytics function reach the page", () => {
    configureAnalytics(() => {
      throw new Error("collector down")
    })
    expect(() => track(started)).not.toThrow()
  })
})

describe("asksNotToBeTracked", () => {
  it("honours Do Not Track and Global Privacy Control", () => {
    expect(asksNotToBeTracked({ doNotTrack: "1" })).toBe(true)
    expect(asksNotToBeTracked({ globalPrivacyControl: true })).toBe(true)
    expect(asksNotToBeTracked({ doNotTrack: "0", globalPrivacyControl: false })).toBe(false)
    expect(asksNotToBeTracked({ doNotTrack: null })).toBe(false)
  })
})

describe("journeyOfThisTab", () => {
  it("makes one random id per tab and keeps it across page loads", () => {
    const storage = memoryStorage()
    const first = journeyOfThisTab(storage)
    expect(first).toMatch(/^[0-9a-f-]{36}$/)
    expect(journeyOfThisTab(storage)).toBe(first)
    expect(journeyOfThisTab(memoryStorage())).not.toBe(first)
  })

  it("starts again when the kept id is not one, and works without storage", () => {
    const storage = memoryStorage()
    storage.items.set("strand.journey", "ada@example.com")
    const journey = journeyOfThisTab(storage)
    expect(journey).toMatch(/^[0-9a-f-]{36}$/)
    expect(storage.items.get("strand.journey")).toBe(journey)
    expect(journeyOfThisTab(undefined)).toMatch(/^[0-9a-f-]{36}$/)
  })
})
