/**
 * The person's week, as they tell it: the days they can wash and style, how
 * many minutes they have on a weekday and on a weekend day, and whether they
 * do their hair in the morning or the evening. Saved with their account and
 * read by every report they open, whose weekly rhythm is then placed on
 * this week (WeekPlacement.ts).
 */
import { Schema } from "effect"
import { type Weekday, weekdays } from "./Weekday.ts"

export const timesOfDay = ["morning", "evening"] as const
export type TimeOfDay = (typeof timesOfDay)[number]

export const weekendDays: ReadonlyArray<Weekday> = ["saturday", "sunday"]

/** Minutes a day, at most: four hours covers a long salon-style wash day at home. */
export const maxMinutesADay = 240

const minutes = (which: string) =>
  Schema.Int.check(
    Schema.isBetween(
      { minimum: 0, maximum: maxMinutesADay },
      { message: `Minutes on a ${which} must be a whole number from 0 to ${maxMinutesADay}` },
    ),
  ).annotate({ description: `Minutes free for hair care on a ${which} (0 to ${maxMinutesADay})` })

export const RoutineSchedule = Schema.Struct({
  days: Schema.Array(Schema.Literals(weekdays))
    .check(
      Schema.isMinLength(1, { message: "Choose at least one day you can wash and style" }),
      Schema.makeFilter(
        (days: ReadonlyArray<Weekday>) =>
          new Set(days).size === days.length || "Each day may be chosen once",
      ),
    )
    .annotate({ description: 'The days you can wash and style, e.g. ["tuesday", "saturday"]' }),
  minutesWeekday: minutes("weekday"),
  minutesWeekend: minutes("weekend day"),
  timeOfDay: Schema.Literals(timesOfDay).annotate({
    description: "When you do your hair: morning or evening",
  }),
}).check(
  Schema.makeFilter(
    (schedule) =>
      schedule.days.some((day) => minutesOn(schedule, day) > 0) ||
      "Give at least a few minutes on one of the days you chose",
  ),
)
export type RoutineSchedule = typeof RoutineSchedule.Type

/** The minutes the person has on `day`. */
export const minutesOn = (
  schedule: Pick<RoutineSchedule, "minutesWeekday" | "minutesWeekend">,
  day: Weekday,
): number => (weekendDays.includes(day) ? schedule.minutesWeekend : schedule.minutesWeekday)

/** "Tuesday" */
export const weekdayName = (day: Weekday): string => `${day.charAt(0).toUpperCase()}${day.slice(1)}`

/** "Tuesday", "Tuesday and Saturday", "Monday, Wednesday and Friday" */
export const joinWords = (words: ReadonlyArray<string>): string =>
  words.length <= 1
    ? (words[0] ?? "")
    : `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`
