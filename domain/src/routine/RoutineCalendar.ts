/**
 * The weekly rhythm as calendar events (the spec names "a calendar
 * of treatment days"): each entry of the rhythm becomes a recurring event
 * from the day and time the person chose, in their time zone, with a
 * reminder. This is the calendar as data; an adapter writes it as an
 * iCalendar file (CalendarFile.ts).
 *
 * The rhythm's day labels are read for when they happen: "Day 1", "Days 1, 3,
 * 5 and 7" and "Day 3-4" (the first day of a range) are days of the cycle,
 * Day 1 being the chosen day; a cycle with days past 7 repeats every two
 * weeks. "Every day" and "Every night" repeat daily, "Every 2-4 weeks" every
 * two weeks (the shorter end), "Every 3 months" monthly, "Once a week" and
 * weekday names ("Sunday", as an AI provider may write) weekly. Entries with
 * no day of their own ("Swim days", "After workouts") are not put on a day;
 * the calendar file lists them in the first event's notes.
 *
 * When the person has said what their week is like, the rhythm is placed on
 * it first (routine/WeekPlacement.ts) and the calendar follows the placed
 * week: each step on its weekdays, from today, with no Day 1 to choose.
 */
import { Schema } from "effect"
import type { RhythmDay } from "../report/AnalysisResults.ts"
import type { PlacedWeek } from "./PlacedWeek.ts"
import { type Weekday, weekdays } from "./Weekday.ts"

/** Reminder choices, in minutes before the event ("0": at the time; "none": no reminder). */
export const reminderChoices = ["none", "0", "15", "30", "60", "120"] as const

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone })
    return zone.trim() !== ""
  } catch {
    return false
  }
}

/** What the person chose: the first day of their week, the time, their time zone, a reminder. */
export const CalendarSettings = Schema.Struct({
  day: Schema.optionalKey(Schema.Literals(weekdays)).annotate({
    description:
      "The day the week starts (Day 1); today when absent. A week placed on the person's schedule has weekdays of its own and ignores it",
  }),
  time: Schema.String.check(
    Schema.isPattern(/^([01]\d|2[0-3]):[0-5]\d$/, { message: "Time must be HH:MM, 24-hour" }),
  ).annotate({ description: "Local time of day, HH:MM" }),
  timeZone: Schema.String.check(
    Schema.makeFilter((zone: string) => isTimeZone(zone) || "Unknown time zone", {
      description: "an IANA time zone such as Europe/London",
    }),
  ).annotate({ description: "IANA time zone, e.g. Europe/London" }),
  remind: Schema.optionalKey(Schema.Literals(reminderChoices)).annotate({
    description: 'Minutes before each event to remind, or "none" (default 30)',
  }),
})
export type CalendarSettings = typeof CalendarSettings.Type

/** The same choices, each optional: what "Email My Report" may pass on for the calendar link. */
export const CalendarChoice = Schema.Struct({
  day: CalendarSettings.fields.day,
  time: Schema.optionalKey(CalendarSettings.fields.time),
  timeZone: Schema.optionalKey(CalendarSettings.fields.timeZone),
  remind: CalendarSettings.fields.remind,
})
export type CalendarChoice = typeof CalendarChoice.Type

/** The settings, when the choice has the time and the time zone. */
export const completeChoice = (choice: CalendarChoice): CalendarSettings | undefined =>
  choice.time === undefined || choice.timeZone === undefined
    ? undefined
    : {
        ...(choice.day === undefined ? {} : { day: choice.day }),
        time: choice.time,
        timeZone: choice.timeZone,
        ...(choice.remind === undefined ? {} : { remind: choice.remind }),
      }

/** The address of a report's calendar file with these settings (GET /api/analyses/{id}/calendar.ics). */
export const calendarFileUrl = (origin: string, analysisId: string, settings: CalendarSettings) => {
  const query = new URLSearchParams({
    ...(settings.day === undefined ? {} : { day: settings.day }),
    time: settings.time,
    timeZone: settings.timeZone,
    ...(settings.remind === undefined ? {} : { remind: settings.remind }),
  })
  return `${origin}/api/analyses/${encodeURIComponent(analysisId)}/calendar.ics?${query}`
}

export const defaultReminderMinutes = 30
/** Nightly entries ("Every night") go at this local time whatever the chosen time. */
export const nightTime = "21:30"
export const eventMinutes = 30

export type Repeat =
  | { readonly freq: "DAILY"; readonly interval: 1 }
  | { readonly freq: "WEEKLY"; readonly interval: number }
  | { readonly freq: "MONTHLY"; readonly interval: number }

export interface CalendarEvent {
  /** Stable, so importing the file again updates the events instead of doubling them. */
  readonly uid: string
  readonly title: string
  readonly description: string
  /** Local date and time in the calendar's time zone: YYYY-MM-DD, HH:MM. */
  readonly date: string
  readonly time: string
  readonly minutes: number
  readonly repeat: Repeat
  /** Minutes before the event, none for daily events (a daily alarm is noise). */
  readonly remindMinutes: number | undefined
}

export interface RoutineCalendar {
  readonly name: string
  readonly timeZone: string
  readonly events: ReadonlyArray<CalendarEvent>
  /** Entries with no day of their own. */
  readonly unscheduled: ReadonlyArray<Pick<RhythmDay, "day" | "activity">>
  readonly reportUrl: string
}

const numberWords: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  six: 6,
  eight: 8,
}
const count = "(\\d+|one|two|three|four|six|eight)"
const asNumber = (word: string) => numberWords[word.toLowerCase()] ?? Number(word)

type When =
  | { readonly kind: "cycle"; readonly days: ReadonlyArray<number> }
  | { readonly kind: "weekday"; readonly days: ReadonlyArray<Weekday> }
  | {
      readonly kind: "repeat"
      readonly repeat: Repeat
      readonly night: boolean
      readonly day: number
    }
  | { readonly kind: "none" }

const weekdayPattern = /\b(mon|tues|wednes|thurs|fri|satur|sun)days?\b/gi

/** When a rhythm entry happens, read from its day label. */
export const whenOf = (label: string): When => {
  const text = label.toLowerCase()
  const dayNumber = /\bday (\d+)/.exec(text)
  const firstDay = dayNumber === null ? 1 : Number(dayNumber[1])
  if (/\bevery (day|night)\b|\bdaily\b|\bnightly\b|\beach (day|night)\b/.test(text))
    return {
      kind: "repeat",
      repeat: { freq: "DAILY", interval: 1 },
      night: /night/.test(text),
      day: 1,
    }
  if (/\bonce a week\b|\bevery week\b|\bweekly\b/.test(text))
    return { kind: "repeat", repeat: { freq: "WEEKLY", interval: 1 }, night: false, day: firstDay }
  const weeks = new RegExp(`\\bevery ${count}(?:\\s*(?:-|to)\\s*${count})?\\s*weeks?\\b`).exec(text)
  if (weeks !== null)
    return {
      kind: "repeat",
      repeat: { freq: "WEEKLY", interval: Math.max(1, asNumber(weeks[1]!)) },
      night: false,
      day: firstDay,
    }
  const months = new RegExp(`\\bevery ${count}(?:\\s*(?:-|to)\\s*${count})?\\s*months?\\b`).exec(
    text,
  )
  if (months !== null)
    return {
      kind: "repeat",
      repeat: { freq: "MONTHLY", interval: Math.max(1, asNumber(months[1]!)) },
      night: false,
      day: firstDay,
    }
  const days = /\bdays? (\d+(?:\s*(?:,|and|-|to|&)\s*\d+)*)/.exec(text)
  if (days !== null) {
    const listed = days[1]!
    const numbers = listed.match(/\d+/g)!.map(Number)
    // "Day 3-4" is one day, either of them: the first; "Days 1, 3 and 5" are each.
    const isRange = /\d\s*(?:-|to)\s*\d/.test(listed)
    return { kind: "cycle", days: isRange ? [numbers[0]!] : numbers }
  }
  const named = [...label.matchAll(weekdayPattern)].map(
    (match) => weekdays.find((day) => day.startsWith(match[1]!.toLowerCase()))!,
  )
  if (named.length > 0) return { kind: "weekday", days: [...new Set(named)] }
  return { kind: "none" }
}

/** Names for entries whose first words run long, by what they are about. */
const titleWords: ReadonlyArray<readonly [RegExp, string]> = [
  [/scalp cleanse/i, "Scalp cleanse"],
  [/shampoo|wash/i, "Wash day"],
  [/deep condition|mask/i, "Deep conditioning"],
  [/protein|bond/i, "Strengthening treatment"],
  [/retwist|loc/i, "Loc care"],
  [/barber/i, "Barber visit"],
  [/trim/i, "Trim"],
  [/scalp/i, "Scalp care"],
]

/** What to do, in a few words ("Wash day", "Remoisturise"). */
export const activityTitle = (activity: string) => {
  const first = activity.split(/[:;.,]/)[0]!.trim()
  const named = titleWords.find(([pattern]) => pattern.test(activity))?.[1]
  return first.length <= 40 ? first : (named ?? `${first.slice(0, 39).trimEnd()}…`)
}

/** The event's name: "Strand: Wash day". */
export const eventTitle = (activity: string) => `Strand: ${activityTitle(activity)}`

/** YYYY-MM-DD plus some days (dates only, no time zone involved). */
export const addDays = (date: string, days: number): string => {
  const at = new Date(`${date}T00:00:00Z`)
  at.setUTCDate(at.getUTCDate() + days)
  return at.toISOString().slice(0, 10)
}

const weekdayOf = (date: string): Weekday =>
  weekdays[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!

/** The first date on or after `from` that falls on `day`. */
export const nextWeekday = (from: string, day: Weekday): string => {
  const ahead = (weekdays.indexOf(day) - weekdays.indexOf(weekdayOf(from)) + 7) % 7
  return addDays(from, ahead)
}

/** Today's date where the person is (YYYY-MM-DD). */
export const localDate = (now: Date, timeZone: string): string =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now)

export interface CalendarInput {
  readonly reportId: string
  readonly reportUrl: string
  readonly rhythm: ReadonlyArray<Pick<RhythmDay, "day" | "activity">>
  readonly settings: CalendarSettings
  /** Today where the person is (localDate). */
  readonly today: string
  /** The rhythm placed on the person's week, when they have said what it is like. */
  readonly placed?: PlacedWeek | undefined
}

const reminderOf = (settings: CalendarSettings) =>
  settings.remind === undefined
    ? defaultReminderMinutes
    : settings.remind === "none"
      ? undefined
      : Number(settings.remind)

export const routineCalendar = (input: CalendarInput): RoutineCalendar => {
  if (input.placed !== undefined) return placedCalendar(input, input.placed)
  const { settings } = input
  const start = settings.day === undefined ? input.today : nextWeekday(input.today, settings.day)
  const remind = reminderOf(settings)
  const read = input.rhythm.map((entry) => ({ entry, when: whenOf(entry.day) }))
  // Days of the cycle past the first week make it a two-week cycle.
  const lastDay = Math.max(
    1,
    ...read.flatMap(({ when }) => (when.kind === "cycle" ? when.days : [])),
  )
  const cycleWeeks = Math.ceil(lastDay / 7)
  const events: Array<CalendarEvent> = []
  read.forEach(({ entry, when }, index) => {
    const event = (date: string, repeat: Repeat, night: boolean, part: number): CalendarEvent => ({
      uid: `${input.reportId}-${index}-${part}@strand`,
      title: eventTitle(entry.activity),
      description: `${entry.day}: ${entry.activity}\n\nFrom your Strand report: ${input.reportUrl}`,
      date,
      time: night ? nightTime : settings.time,
      minutes: eventMinutes,
      repeat,
      remindMinutes: repeat.freq === "DAILY" ? undefined : remind,
    })
    if (when.kind === "cycle")
      for (const [part, day] of when.days.entries())
        events.push(
          event(addDays(start, day - 1), { freq: "WEEKLY", interval: cycleWeeks }, false, part),
        )
    if (when.kind === "weekday")
      for (const [part, day] of when.days.entries())
        events.push(event(nextWeekday(start, day), { freq: "WEEKLY", interval: 1 }, false, part))
    if (when.kind === "repeat")
      events.push(event(addDays(start, when.day - 1), when.repeat, when.night, 0))
  })
  return {
    name: "Strand hair routine",
    timeZone: settings.timeZone,
    events,
    unscheduled: read.filter(({ when }) => when.kind === "none").map(({ entry }) => entry),
    reportUrl: input.reportUrl,
  }
}

/** The calendar of a placed week: each step on its weekdays from today, as often as it repeats. */
const placedCalendar = (input: CalendarInput, placed: PlacedWeek): RoutineCalendar => {
  const { settings } = input
  const remind = reminderOf(settings)
  const events: Array<CalendarEvent> = []
  for (const entry of placed.entries) {
    const { placement } = entry
    const event = (date: string, repeat: Repeat, night: boolean, part: number): CalendarEvent => ({
      uid: `${input.reportId}-${entry.index}-${part}@strand`,
      title: eventTitle(entry.activity),
      description: `${entry.day}: ${entry.activity}\n\nFrom your Strand report: ${input.reportUrl}`,
      date,
      time: night ? nightTime : settings.time,
      minutes: Math.max(eventMinutes, entry.minutes),
      repeat,
      remindMinutes: repeat.freq === "DAILY" ? undefined : remind,
    })
    if (placement._tag === "Weekly")
      for (const [part, at] of placement.at.entries())
        events.push(
          event(
            addDays(nextWeekday(input.today, at.weekday), 7 * at.week),
            { freq: "WEEKLY", interval: placement.everyWeeks },
            false,
            part,
          ),
        )
    if (placement._tag === "Every")
      events.push(
        event(
          nextWeekday(input.today, placement.weekday),
          placement.freq === "MONTHLY"
            ? { freq: "MONTHLY", interval: placement.interval }
            : { freq: "WEEKLY", interval: placement.interval },
          false,
          0,
        ),
      )
    if (placement._tag === "Daily")
      events.push(event(input.today, { freq: "DAILY", interval: 1 }, placement.night, 0))
  }
  return {
    name: "Strand hair routine",
    timeZone: settings.timeZone,
    events,
    unscheduled: placed.entries
      .filter((entry) => entry.placement._tag === "NoDay")
      .map(({ day, activity }) => ({ day, activity })),
    reportUrl: input.reportUrl,
  }
}
