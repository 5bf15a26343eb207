import { assert, describe, it } from "@effect/vitest"
import { DateTime } from "effect"
import { longDate, longLocalDate } from "./LongDate.ts"

const intlUtc = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" })
const intlLocal = new Intl.DateTimeFormat("en-US", { dateStyle: "long" })
const day = 24 * 3600 * 1000

describe("long date", () => {
  it("writes every day of two years (one a leap year) as en-US's long style does, in UTC", () => {
    const start = Date.UTC(2027, 11, 31, 23, 59)
    for (let offset = 0; offset < 731; offset++) {
      const at = new Date(start + offset * day)
      assert.strictEqual(longDate(DateTime.makeUnsafe(at)), intlUtc.format(at))
    }
  })

  it("takes the UTC day, whatever the hour", () => {
    assert.strictEqual(
      longDate(DateTime.makeUnsafe("2026-11-23T23:59:59.999Z")),
      "November 23, 2026",
    )
    assert.strictEqual(
      longDate(DateTime.makeUnsafe("2026-11-24T00:00:00.000Z")),
      "November 24, 2026",
    )
  })

  it("writes the reader's own day for a local date", () => {
    for (const at of [
      new Date(2026, 10, 3, 12),
      new Date(2028, 1, 29, 0, 30),
      new Date(1999, 0, 1),
    ]) {
      assert.strictEqual(longLocalDate(at), intlLocal.format(at))
    }
  })
})
