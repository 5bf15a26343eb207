/**
 * A report's weekly rhythm placed on the person's own week (WeekPlacement.ts):
 * every entry with the weekdays it now sits on ("Tuesday and Saturday"
 * instead of "Days 1 and 4"), each day with the minutes it has and the
 * minutes the plan asks of it, and, when the plan needs more time or more
 * wash days than the person has, one line saying so and what to drop first.
 * The entries' activities are the report's own words, unchanged.
 */
import { Schema } from "effect"
import { timesOfDay } from "./RoutineSchedule.ts"
import { weekdays } from "./Weekday.ts"

const Weekday = Schema.Literals(weekdays)

/** Where an entry sits. */
export const Placement = Schema.Union([
  /** On these days, every `everyWeeks` weeks (a two-week rhythm has weeks 0 and 1). */
  Schema.TaggedStruct("Weekly", {
    at: Schema.Array(Schema.Struct({ weekday: Weekday, week: Schema.Number })),
    everyWeeks: Schema.Number,
  }),
  /** Every few weeks or months, on this day ("Every 2-4 weeks" on Saturdays). */
  Schema.TaggedStruct("Every", {
    weekday: Weekday,
    freq: Schema.Literals(["WEEKLY", "MONTHLY"]),
    interval: Schema.Number,
  }),
  /** Each day or night, on no day of its own (a satin bonnet at bedtime). */
  Schema.TaggedStruct("Daily", { night: Schema.Boolean }),
  /**
   * On no day: the report ties it to an event ("Swim days"), or no day with
   * time was left for it (the shortfall line says so).
   */
  Schema.TaggedStruct("NoDay", { reason: Schema.Literals(["event", "noTime"]) }),
])
export type Placement = typeof Placement.Type

export class PlacedEntry extends Schema.Class<PlacedEntry>("strand/PlacedEntry")({
  /** Its place in the report's rhythm, which its "Why?" refers to. */
  index: Schema.Number,
  /** When, on this person's week: "Tuesday", "Every 2-4 weeks, on Saturdays". */
  day: Schema.String,
  /** When, as the report says it: "Day 1". */
  was: Schema.String,
  activity: Schema.String,
  /** About how long it takes (ActivityTime.ts). */
  minutes: Schema.Number,
  placement: Placement,
}) {}

export class PlacedDay extends Schema.Class<PlacedDay>("strand/PlacedDay")({
  weekday: Weekday,
  /** The minutes the person has that day. */
  minutes: Schema.Number,
  /** The minutes the week's steps ask of it (the busier week of a two-week rhythm). */
  planned: Schema.Number,
  /** One of the days the person can wash and style, with time. */
  washDay: Schema.Boolean,
}) {}

export class Shortfall extends Schema.Class<Shortfall>("strand/Shortfall")({
  /** The plan needs more than the person has, in one line, with what to drop first. */
  line: Schema.String,
  /** What to drop first, in order: "the pre-wash oil (20 min)". */
  dropFirst: Schema.Array(Schema.String),
  /** The days that need more minutes than they have. */
  days: Schema.Array(Weekday),
}) {}

export class PlacedWeek extends Schema.Class<PlacedWeek>("strand/PlacedWeek")({
  timeOfDay: Schema.Literals(timesOfDay),
  /** In the order of the week: weekly steps by day, then the rarer ones, the daily ones, the rest. */
  entries: Schema.Array(PlacedEntry),
  /** Monday to Sunday. */
  days: Schema.Array(PlacedDay),
  shortfall: Schema.NullOr(Shortfall),
}) {}
