/**
 * "Add your week to your calendar": the person picks the day
 * their week starts, the time and a reminder; the file comes from
 * GET /api/analyses/{id}/calendar.ics in this browser's time zone, and
 * Google Calendar, Apple Calendar and Outlook import it. The choice is
 * remembered here for next time (and for "Email My Report"). When the
 * rhythm is placed on the person's week, each step is on its own weekday:
 * there is no Day 1 to choose, and the time starts at their mornings or
 * evenings.
 */

import type { PlacedWeek } from "@strand/domain/routine/PlacedWeek"
import {
  type CalendarSettings,
  calendarFileUrl,
  reminderChoices,
  whenOf,
} from "@strand/domain/routine/RoutineCalendar"
import { type Weekday, weekdays } from "@strand/domain/routine/Weekday"
import { useEffect, useId, useState } from "react"
import { afterNextPaint } from "../../lib/afterNextPaint.ts"
import { useHydrated } from "../../lib/hydration.ts"
import { buttonClass } from "../../ui/button.tsx"
import * as Field from "../../ui/field.tsx"
import { defaultCalendarSettings, rememberChoice, rememberedChoice } from "./calendarChoice.ts"

const reminderLabels: Readonly<Record<(typeof reminderChoices)[number], string>> = {
  none: "No reminder",
  "0": "At the time",
  "15": "15 minutes before",
  "30": "30 minutes before",
  "60": "1 hour before",
  "120": "2 hours before",
}

const browserSettings = (): CalendarSettings => ({
  ...defaultCalendarSettings(),
  ...rememberedChoice(),
})

/** Until the browser's own are read: Monday at 19:00 in no zone yet. */
const beforeHydration: CalendarSettings = {
  day: "monday",
  time: "19:00",
  timeZone: "",
  remind: "30",
}

const dayLabel = (day: Weekday) => `${day.charAt(0).toUpperCase()}${day.slice(1)}`

/** When a placed week's events start, unless the person chose a time here before. */
const timeOfDayStart = { morning: "07:30", evening: "19:00" } as const

export function CalendarDownload({
  analysisId,
  rhythm,
  week,
  initial,
}: {
  readonly analysisId: string
  readonly rhythm: ReadonlyArray<{ readonly day: string; readonly activity: string }>
  /** The rhythm placed on the person's week, when they have said what it is like. */
  readonly week?: PlacedWeek | null | undefined
  /** Stories and tests pass a fixed choice; the page starts from the remembered one. */
  readonly initial?: CalendarSettings
}) {
  // What only the browser knows (its day, time zone and what it remembers)
  // is read once the page is its own: a report page the server rendered is
  // hydrated with neutral settings (Monday, 19:00, no zone named), and the
  // browser's own replace them right after its first paint.
  const hydrated = useHydrated()
  const [chosen, setSettings] = useState<CalendarSettings | undefined>(
    () => initial ?? (hydrated ? browserSettings() : undefined),
  )
  useEffect(() => {
    if (chosen === undefined) return afterNextPaint(() => setSettings(browserSettings()))
  }, [chosen])
  // A placed week has its own weekdays, and starts at the person's mornings or evenings.
  const [pickedTime, setPickedTime] = useState<string | undefined>(initial?.time)
  const placed = week != null
  const remembered = chosen ?? beforeHydration
  const settings: CalendarSettings = placed
    ? {
        time: pickedTime ?? timeOfDayStart[week.timeOfDay],
        timeZone: remembered.timeZone,
        ...(remembered.remind === undefined ? {} : { remind: remembered.remind }),
      }
    : remembered
  const id = useId()
  const unscheduled = placed
    ? week.entries.filter((entry) => entry.placement._tag === "NoDay")
    : rhythm.filter((entry) => whenOf(entry.day).kind === "none")
  // Same-origin, so the browser's session cookie goes with it.
  const href = calendarFileUrl("", analysisId, settings)
  return (
    <section
      id="calendar"
      aria-labelledby={`${id}-heading`}
      className="rounded-3xl border border-sand-200 bg-white p-6 shadow-xs sm:p-7 print:hidden"
    >
      <h2 id={`${id}-heading`} className="font-display text-xl font-semibold text-ink-900">
        Add your week to your calendar
      </h2>
      <p className="mt-2 text-ink-700">
        {placed
          ? "Each step of your week becomes a repeating event on its own day, with a reminder."
          : "Each part of your weekly rhythm becomes a repeating event, starting on the day you choose, with a reminder."}{" "}
        It works with Google Calendar, Apple Calendar and Outlook.
      </p>
      <div className={`mt-5 grid gap-4 ${placed ? "sm:grid-cols-2" : "sm:grid-cols-3"}`}>
        {!placed && (
          <Field.Root>
            <Field.Label>Day 1 of your week</Field.Label>
            <Field.Select
              value={settings.day ?? "monday"}
              onChange={(event) => setSettings({ ...settings, day: event.target.value as Weekday })}
            >
              {weekdays.map((day) => (
                <option key={day} value={day}>
                  {dayLabel(day)}
                </option>
              ))}
            </Field.Select>
          </Field.Root>
        )}
        <Field.Root>
          <Field.Label>Time</Field.Label>
          <Field.Input
            type="time"
            required
            value={settings.time}
            onChange={(event) => {
              const time = event.target.value || settings.time
              if (placed) setPickedTime(time)
              else setSettings({ ...settings, time })
            }}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>Reminder</Field.Label>
          <Field.Select
            value={settings.remind ?? "30"}
            onChange={(event) =>
              setSettings({
                ...remembered,
                remind: event.target.value as (typeof reminderChoices)[number],
              })
            }
          >
            {reminderChoices.map((choice) => (
              <option key={choice} value={choice}>
                {reminderLabels[choice]}
              </option>
            ))}
          </Field.Select>
        </Field.Root>
      </div>
      <p className="mt-3 text-sm text-ink-500">
        Times are in your time zone
        {settings.timeZone === "" ? "" : `, ${settings.timeZone}`}. Nightly care goes at 21:30.
      </p>
      <a
        href={href}
        download="strand-hair-routine.ics"
        // A placed week's weekdays are its own: only a chosen Day 1 is worth remembering.
        onClick={() => {
          if (!placed) rememberChoice(settings)
        }}
        className={buttonClass("primary", "mt-5")}
      >
        Download calendar file
      </a>
      {unscheduled.length > 0 && (
        <div className="mt-5 text-sm text-ink-700">
          <p className="font-medium text-ink-900">On no fixed day, so listed in the notes:</p>
          <ul className="mt-1 list-disc pl-5">
            {unscheduled.map((entry) => (
              <li key={entry.day}>{entry.day}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
