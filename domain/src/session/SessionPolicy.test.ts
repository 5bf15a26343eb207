import { describe, expect, it } from "vitest"
import {
  isSessionLive,
  sessionAbsoluteDays,
  sessionCookieMaxAgeSeconds,
  sessionIdleDays,
  shouldTouchSession,
} from "./SessionPolicy.ts"

const day = 24 * 60 * 60 * 1000
const at = (days: number) => new Date(Date.UTC(2026, 0, 1) + days * day)

describe("session policy", () => {
  it("ends a session after 14 days unused", () => {
    expect(sessionIdleDays).toBe(14)
    const session = { createdAt: at(0), lastSeenAt: at(0) }
    expect(isSessionLive(session, at(13.99))).toBe(true)
    expect(isSessionLive(session, at(14))).toBe(false)
  })

  it("ends a session 60 days after sign-in however recently it was used", () => {
    expect(sessionAbsoluteDays).toBe(60)
    expect(isSessionLive({ createdAt: at(0), lastSeenAt: at(59) }, at(59.99))).toBe(true)
    expect(isSessionLive({ createdAt: at(0), lastSeenAt: at(59.9) }, at(60))).toBe(false)
  })

  it("records use at most once an hour", () => {
    const session = { createdAt: at(0), lastSeenAt: at(0) }
    expect(shouldTouchSession(session, new Date(at(0).getTime() + 59 * 60 * 1000))).toBe(false)
    expect(shouldTouchSession(session, new Date(at(0).getTime() + 60 * 60 * 1000))).toBe(true)
  })

  it("lets the browser forget the cookie when the server would refuse it", () => {
    expect(sessionCookieMaxAgeSeconds).toBe(60 * 24 * 60 * 60)
  })
})
