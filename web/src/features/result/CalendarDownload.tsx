/**
 * "Add your week to your calendar" (issue 13): the person picks the day
 * their week starts, the time and a reminder; the file comes from
 * GET /api/analyses/{id}/calendar.ics in this browser's time zone, and
 * Google Calendar, Apple Calendar and Outlook import it. The choice is
 * remembered here for next time (and for "Email My Report").
 */
import {
  type CalendarSettings,
  calendarFileUrl,
  reminderChoices,
  type Weekday,
  weekdays,
  whenOf,
} from "@strand/domain/analysis/RoutineCalendar"
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

export function CalendarDownload({
  analysisId,
  rhythm,
  initial,
}: {
  readonly analysisId: string
  readonly rhythm: ReadonlyArray<{ readonly day: string; readonly activity: string }>
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
  const settings = chosen ?? beforeHydration
  const id = useId()
  const unscheduled = rhythm.filter((entry) => whenOf(entry.day).kind === "none")
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
        Each part of your weekly rhythm becomes a repeating event, starting on the day you choose,
        with a reminder. It works with Google Calendar, Apple Calendar and Outlook.
      </p>
      <div className="mt-5 grid gap-4 sm:grid-cols-3">
        <Field.Root>
          <Field.Label>Day 1 of your week</Field.Label>
          <Field.Select
            value={settings.day}
            onChange={(event) => setSettings({ ...settings, day: event.target.value as Weekday })}
          >
            {weekdays.map((day) => (
              <option key={day} value={day}>
                {dayLabel(day)}
              </option>
            ))}
          </Field.Select>
        </Field.Root>
        <Field.Root>
          <Field.Label>Time</Field.Label>
          <Field.Input
            type="time"
            required
            value={settings.time}
            onChange={(event) =>
              setSettings({ ...settings, time: event.target.value || settings.time })
            }
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>Reminder</Field.Label>
          <Field.Select
            value={settings.remind ?? "30"}
            onChange={(event) =>
              setSettings({
                ...settings,
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
        onClick={() => rememberChoice(settings)}
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
