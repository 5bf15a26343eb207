import { describe, expect, it } from "vitest"
import { formatReportAge, formatReportDate } from "./reportDates.ts"

describe("report dates", () => {
  it("writes the long US date", () => {
    expect(formatReportDate(new Date(2026, 10, 3, 12))).toBe("November 3, 2026")
  })

  it("writes how long ago, in the largest whole unit", () => {
    const now = new Date(2026, 10, 10, 12)
    expect(formatReportAge(new Date(2026, 10, 10, 11, 59, 30), now)).toBe("less than a minute ago")
    expect(formatReportAge(new Date(2026, 10, 10, 11, 55), now)).toBe("5 minutes ago")
    expect(formatReportAge(new Date(2026, 10, 10, 9), now)).toBe("3 hours ago")
    expect(formatReportAge(new Date(2026, 10, 9, 12), now)).toBe("1 day ago")
    expect(formatReportAge(new Date(2026, 10, 1, 12), now)).toBe("1 week ago")
    expect(formatReportAge(new Date(2025, 10, 1, 12), now)).toBe("1 year ago")
  })
})
