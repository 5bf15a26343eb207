/**
 * The funnel page's days as the URL gives them (`?from=2026-11-01&to=…`):
 * only real calendar days are kept. Apart from the period's rules
 * (funnelPeriod.ts), which load with the page, not with every route.
 */

export interface FunnelSearch {
  readonly from?: string
  readonly to?: string
}

const calendarDay = /^(\d{4})-(\d{2})-(\d{2})$/

const isCalendarDay = (value: unknown): value is string => {
  if (typeof value !== "string") return false
  const match = calendarDay.exec(value)
  if (match === null) return false
  const [, year, month, day] = match.map(Number) as [number, number, number, number]
  const date = new Date(year, month - 1, day)
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
}

export const validateFunnelSearch = (search: Record<string, unknown>): FunnelSearch => ({
  ...(isCalendarDay(search.from) ? { from: search.from } : {}),
  ...(isCalendarDay(search.to) ? { to: search.to } : {}),
})
