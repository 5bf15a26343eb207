/**
 * The day, time and reminder a person chose for their calendar file, kept in
 * this browser (localStorage) so the next download and "Email My Report"
 * use them; the time zone is always the browser's own.
 */
import {
  type CalendarChoice,
  type CalendarSettings,
  reminderChoices,
} from "@strand/domain/routine/RoutineCalendar"
import { type Weekday, weekdays } from "@strand/domain/routine/Weekday"

const storageKey = "strand.calendar"

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/** Today's weekday where the person is: the first Day 1 unless they choose another. */
const today = (): Weekday => weekdays[(new Date().getDay() + 6) % 7]!

export const defaultCalendarSettings = (): CalendarSettings => ({
  day: today(),
  time: "19:00",
  timeZone: browserTimeZone(),
  remind: "30",
})

/** What this browser remembers, if the person chose before. */
export const rememberedChoice = (): Omit<CalendarSettings, "timeZone"> | undefined => {
  try {
    const raw = globalThis.localStorage?.getItem(storageKey)
    if (raw === null || raw === undefined) return undefined
    const saved = JSON.parse(raw) as Record<string, unknown>
    const day = weekdays.find((d) => d === saved.day)
    const time =
      typeof saved.time === "string" && /^\d{2}:\d{2}$/.test(saved.time) ? saved.time : undefined
    const remind = reminderChoices.find((r) => r === saved.remind)
    return day === undefined || time === undefined
      ? undefined
      : { day, time, remind: remind ?? "30" }
  } catch {
    return undefined
  }
}

export const rememberChoice = (settings: CalendarSettings) => {
  try {
    globalThis.localStorage?.setItem(
      storageKey,
      JSON.stringify({ day: settings.day, time: settings.time, remind: settings.remind }),
    )
  } catch {
    // A browser that keeps nothing still gets its file.
  }
}

/** What "Email My Report" passes on: the remembered choice in this time zone, or just the zone. */
export const calendarChoiceForEmail = (): CalendarChoice => ({
  timeZone: browserTimeZone(),
  ...rememberedChoice(),
})
