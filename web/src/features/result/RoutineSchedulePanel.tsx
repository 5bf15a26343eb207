/**
 * "Fit the rhythm to your week", on the report: the days the person can wash
 * and style, their minutes on a weekday and on a weekend day, mornings or
 * evenings (PUT /api/routine-schedule). Saved with their account; this
 * report, and every other one, then shows its weekly rhythm placed on those
 * days, and so do its e-mail, its print and its calendar file. The form
 * starts from the week the report was placed on, so no extra call is made
 * when the page opens.
 */

import type { PlacedWeek } from "@strand/domain/routine/PlacedWeek"
import type { TimeOfDay } from "@strand/domain/routine/RoutineSchedule"
import { type Weekday, weekdays } from "@strand/domain/routine/Weekday"
import { type FormEvent, useId, useState } from "react"
import { PendingButton } from "../../ui/button.tsx"
import * as Field from "../../ui/field.tsx"
import { useSaveSchedule } from "./mutations.ts"

const minuteChoices = [0, 5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 240] as const

const dayName = (day: Weekday) => `${day.charAt(0).toUpperCase()}${day.slice(1)}`

interface Choice {
  readonly days: ReadonlyArray<Weekday>
  readonly minutesWeekday: number
  readonly minutesWeekend: number
  readonly timeOfDay: TimeOfDay
}

/** What the report was placed on, or a first guess for someone who has not said. */
const startingChoice = (week: PlacedWeek | null | undefined): Choice =>
  week == null
    ? { days: [], minutesWeekday: 15, minutesWeekend: 45, timeOfDay: "evening" }
    : {
        days: week.days.filter((day) => day.washDay).map((day) => day.weekday),
        minutesWeekday: week.days[0]?.minutes ?? 15,
        minutesWeekend: week.days[5]?.minutes ?? 45,
        timeOfDay: week.timeOfDay,
      }

export function RoutineSchedulePanel({ week }: { readonly week: PlacedWeek | null | undefined }) {
  const id = useId()
  const [choice, setChoice] = useState<Choice>(() => startingChoice(week))
  const save = useSaveSchedule()
  const toggle = (day: Weekday) =>
    setChoice({
      ...choice,
      days: choice.days.includes(day)
        ? choice.days.filter((d) => d !== day)
        : weekdays.filter((d) => d === day || choice.days.includes(d)),
    })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate({ ...choice, days: [...choice.days] })
  }
  return (
    <section
      id="your-week"
      aria-labelledby={`${id}-heading`}
      className="rounded-3xl border border-sand-200 bg-white p-6 shadow-xs sm:p-7 print:hidden"
    >
      <h2 id={`${id}-heading`} className="font-display text-xl font-semibold text-ink-900">
        Fit the rhythm to your week
      </h2>
      <p className="mt-2 text-ink-700">
        Tell us when you can do your hair and how long you have. Your weekly rhythm moves onto those
        days; the advice stays the same.
      </p>
      <form className="mt-5 flex flex-col gap-5" onSubmit={submit} noValidate>
        <fieldset>
          <legend className="text-sm font-medium text-ink-700">Days you can wash and style</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {weekdays.map((day) => (
              <label
                key={day}
                className="flex cursor-pointer items-center gap-2 rounded-full border border-sand-300 px-3 py-1.5 text-sm text-ink-900 has-checked:border-clay-600 has-checked:bg-clay-600/10 has-focus-visible:outline-2 has-focus-visible:outline-clay-600"
              >
                <input
                  type="checkbox"
                  className="size-4 accent-clay-600"
                  checked={choice.days.includes(day)}
                  onChange={() => toggle(day)}
                />
                {dayName(day)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <MinutesSelect
            label="Minutes on a weekday"
            value={choice.minutesWeekday}
            onChange={(minutesWeekday) => setChoice({ ...choice, minutesWeekday })}
          />
          <MinutesSelect
            label="Minutes on a weekend day"
            value={choice.minutesWeekend}
            onChange={(minutesWeekend) => setChoice({ ...choice, minutesWeekend })}
          />
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-ink-700">When you do your hair</legend>
          <div className="mt-2 flex gap-4">
            {(["morning", "evening"] as const).map((time) => (
              <label key={time} className="flex items-center gap-2 text-ink-900">
                <input
                  type="radio"
                  name={`${id}-time`}
                  className="size-4 accent-clay-600"
                  checked={choice.timeOfDay === time}
                  onChange={() => setChoice({ ...choice, timeOfDay: time })}
                />
                {time === "morning" ? "Mornings" : "Evenings"}
              </label>
            ))}
          </div>
        </fieldset>
        {save.isError && (
          <p role="alert" className="text-sm font-medium text-danger-600">
            {save.error.message}
          </p>
        )}
        <div>
          <PendingButton
            type="submit"
            pending={save.isPending}
            label={week == null ? "Place my rhythm on my week" : "Save my week"}
            pendingLabel="Saving..."
          />
        </div>
      </form>
    </section>
  )
}

function MinutesSelect({
  label,
  value,
  onChange,
}: {
  label: string
  value: number
  onChange: (minutes: number) => void
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Field.Select value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {minuteChoices.map((minutes) => (
          <option key={minutes} value={minutes}>
            {minutes === 0 ? "No time" : `${minutes} minutes`}
          </option>
        ))}
      </Field.Select>
    </Field.Root>
  )
}
