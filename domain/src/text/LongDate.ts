/**
 * A date as en-US's long style writes it, "November 23, 2026": how e-mails
 * and pages write a report's dates, in one place, so a page and an e-mail
 * never write the same date in different time zones. Written by hand:
 * a page's first use of Intl loads the browser's locale data, a long task on
 * Lighthouse's throttled phone (docs/performance.md), and a date should not
 * be what pays for it. The tests hold it to Intl's own text.
 */
import { DateTime } from "effect"

const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const

const written = (year: number, month: number, day: number) => `${months[month]} ${day}, ${year}`

/** "November 23, 2026", the day in UTC (a report's dates are UTC days). */
export const longDate = (date: DateTime.Utc): string => {
  const utc = DateTime.toDateUtc(date)
  return written(utc.getUTCFullYear(), utc.getUTCMonth(), utc.getUTCDate())
}

/** "November 23, 2026", the day in the reader's own time zone (when a report was made). */
export const longLocalDate = (date: Date): string =>
  written(date.getFullYear(), date.getMonth(), date.getDate())
