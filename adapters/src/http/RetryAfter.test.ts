import { assert, describe, it } from "@effect/vitest"
import { Duration, Option } from "effect"
import { retryAfter } from "./RetryAfter.ts"

const millis = (headers: Record<string, string>, now?: number) =>
  Option.map(retryAfter(new Headers(headers), now), Duration.toMillis)

describe("the wait a provider asks for", () => {
  it("reads retry-after-ms, else Retry-After in seconds or as an HTTP date", () => {
    assert.deepStrictEqual(
      millis({ "retry-after-ms": "250", "retry-after": "9" }),
      Option.some(250),
    )
    assert.deepStrictEqual(millis({ "retry-after": "7" }), Option.some(7000))
    const now = Date.parse("2026-11-26T10:00:00Z")
    assert.deepStrictEqual(
      millis({ "retry-after": "Thu, 26 Nov 2026 10:00:05 GMT" }, now),
      Option.some(5000),
    )
  })

  it("is none when absent or unreadable, never negative", () => {
    assert.isTrue(Option.isNone(millis({})))
    assert.isTrue(Option.isNone(millis({ "retry-after": "soon" })))
    assert.deepStrictEqual(
      millis({ "retry-after": "Thu, 01 Jan 2026 00:00:00 GMT" }),
      Option.some(0),
    )
  })
})
