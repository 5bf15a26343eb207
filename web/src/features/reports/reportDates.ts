/** Report dates (spec §9): long US format plus relative time, e.g. "November 3, 2026 · 2 days ago". */

import { longLocalDate } from "@strand/domain/text/LongDate"

const relative = new Intl.RelativeTimeFormat("en-US", { numeric: "always" })

/** "November 3, 2026", in the reader's time zone. */
export const formatReportDate = (created: Date): string => longLocalDate(created)

const units: ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
]

/** "3 days ago", "1 minute ago"; anything under a minute is "less than a minute ago". */
export const formatReportAge = (created: Date, now: Date): string => {
  const seconds = Math.max(0, Math.round((now.getTime() - created.getTime()) / 1000))
  for (const [unit, size] of units) {
    if (seconds >= size) return relative.format(-Math.floor(seconds / size), unit)
  }
  return "less than a minute ago"
}
