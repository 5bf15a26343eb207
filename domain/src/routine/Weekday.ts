/** The days of a week, Monday first, as the routine and its calendar name them. */
export const weekdays = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const
export type Weekday = (typeof weekdays)[number]
