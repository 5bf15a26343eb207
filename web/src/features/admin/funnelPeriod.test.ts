import { DateTime, Result } from "effect"
import { describe, expect, it } from "vitest"
import { lastDays, periodOf, shownDays, validateFunnelSearch } from "./funnelPeriod.ts"

describe("the funnel page's period", () => {
  it("keeps real calendar days from the URL and drops anything else", () => {
    expect(validateFunnelSearch({ from: "2026-11-01", to: "2026-11-07" })).toEqual({
      from: "2026-11-01",
      to: "2026-11-07",
    })
    expect(validateFunnelSearch({ from: "2026-02-30", to: "last week" })).toEqual({})
    expect(validateFunnelSearch({ from: 20261101 })).toEqual({})
  })

  it("shows the last 7 days, today included, unless told otherwise", () => {
    const today = new Date(2026, 10, 7, 15, 30)
    expect(shownDays({}, today)).toEqual({ from: "2026-11-01", to: "2026-11-07" })
    expect(lastDays(30, today)).toEqual({ from: "2026-10-09", to: "2026-11-07" })
    expect(shownDays({ from: "2026-10-01" }, today)).toEqual({
      from: "2026-10-01",
      to: "2026-11-07",
    })
  })

  it("asks from the first day's midnight to the midnight after the last", () => {
    const period = periodOf({ from: "2026-11-01", to: "2026-11-01" })
    expect(Result.isSuccess(period)).toBe(true)
    if (!Result.isSuccess(period)) return
    expect(DateTime.toDate(period.success.from)).toEqual(new Date(2026, 10, 1))
    expect(DateTime.toDate(period.success.to)).toEqual(new Date(2026, 10, 2))
  })

  it("says why days in the wrong order, or too far apart, make no period", () => {
    expect(periodOf({ from: "2026-11-07", to: "2026-11-01" })).toEqual(
      Result.fail("The period must end after it starts"),
    )
    expect(periodOf({ from: "2024-01-01", to: "2026-01-01" })).toEqual(
      Result.fail("The period can be at most 366 days"),
    )
  })
})
