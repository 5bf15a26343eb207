/**
 * The funnel page's period, as the admin picks it: two calendar days in the
 * URL (`/admin/funnel?from=2026-11-01&to=2026-11-07`, both included, in the
 * admin's own time zone), the last 7 days when none are given. The API takes
 * instants: from the first day's midnight to the midnight after the last.
 */
import { FunnelPeriod } from "@strand/domain/engagement/QuizFunnel"
import { DateTime, Result, Schema } from "effect"
import type { FunnelSearch } from "./funnelSearch.ts"

export { type FunnelSearch, validateFunnelSearch } from "./funnelSearch.ts"

const pad = (n: number) => String(n).padStart(2, "0")

/** "2026-11-07" for the local calendar day of `date`. */
export const calendarDayOf = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`

const midnightOf = (day: string, plusDays = 0): Date => {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number]
  return new Date(year, month - 1, date + plusDays)
}

export const funnelPresets = [7, 30, 90] as const

/** The last `days` days, today included. */
export const lastDays = (days: number, today: Date): Required<FunnelSearch> => ({
  from: calendarDayOf(new Date(today.getFullYear(), today.getMonth(), today.getDate() - days + 1)),
  to: calendarDayOf(today),
})

/** The days shown: those in the URL, else the last 7. */
export const shownDays = (search: FunnelSearch, today: Date): Required<FunnelSearch> => {
  const fallback = lastDays(7, today)
  return { from: search.from ?? fallback.from, to: search.to ?? fallback.to }
}

const decodePeriod = Schema.decodeUnknownResult(FunnelPeriod)

/** The instants the API is asked about, or the domain's reason the days make no period. */
export const periodOf = (days: Required<FunnelSearch>): Result.Result<FunnelPeriod, string> =>
  Result.mapError(
    decodePeriod({
      from: DateTime.makeUnsafe(midnightOf(days.from)),
      to: DateTime.makeUnsafe(midnightOf(days.to, 1)),
    }),
    (error) => error.message.split("\n")[0] ?? error.message,
  )

const dayFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long" })

/** "November 1, 2026". */
export const formatDay = (day: string): string => dayFormat.format(midnightOf(day))
