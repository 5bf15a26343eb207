/**
 * Places a report's weekly rhythm on the person's week: the advice stays
 * exactly as the report wrote it, only where each step sits changes.
 *
 * - Wash days, treatments and appointments go on the days the person can
 *   wash and style (and has minutes on), keeping the rhythm's order and, as
 *   near as the days allow, its spacing; the longest step on the longest day.
 * - Short steps (remoisturise, a check) go on any other day with time,
 *   between the wash days where the report put them; never on a day with no
 *   time, and never on a wash day.
 * - Steps every few weeks or months go on the longest wash day.
 * - Bedtime and daily habits, and steps tied to an event ("Swim days"),
 *   keep their own words.
 *
 * When the week is too short (a day asked for more minutes than it has, more
 * wash days than were given, a short step with no day left) the placed week
 * carries one line that says so and names what to drop first: comfort
 * before care, never what the report asks to keep.
 *
 * Pure and deterministic: the same rhythm and schedule always give the same
 * week (the choices are enumerated in one fixed order, ties go to the first).
 */

import type { RhythmDay } from "../report/AnalysisResults.ts"
import {
  type DropRank,
  dropRanks,
  isWashDayStep,
  type StepPart,
  type StepTime,
  stepTime,
} from "./ActivityTime.ts"
import { PlacedDay, PlacedEntry, PlacedWeek, type Placement, Shortfall } from "./PlacedWeek.ts"
import { type Repeat, whenOf } from "./RoutineCalendar.ts"
import { joinWords, minutesOn, type RoutineSchedule, weekdayName } from "./RoutineSchedule.ts"
import { weekdays } from "./Weekday.ts"

type Frequency =
  /** Days of the rhythm's cycle, from 0 ("Day 1"). */
  | { readonly kind: "cycle"; readonly positions: ReadonlyArray<number> }
  /** The same day of every week ("Once a week, on Day 1"). */
  | { readonly kind: "weekly"; readonly position: number }
  | { readonly kind: "every"; readonly repeat: Repeat }
  | { readonly kind: "daily"; readonly night: boolean }
  | { readonly kind: "event" }

interface Step {
  readonly index: number
  readonly entry: Pick<RhythmDay, "day" | "activity">
  readonly time: StepTime
  readonly frequency: Frequency
}

/** One session of the rhythm: the steps that fall on one day of one week of its cycle. */
interface Slot {
  readonly week: number
  readonly position: number
  readonly steps: Array<Step>
}

/** A rhythm longer than four weeks is read as four (an AI's "Day 30"). */
const longestCycle = 28

const frequencyOf = (label: string): Frequency => {
  const when = whenOf(label)
  switch (when.kind) {
    case "cycle":
      return {
        kind: "cycle",
        positions: [...new Set(when.days.map((day) => Math.max(0, day - 1) % longestCycle))],
      }
    case "weekday":
      return { kind: "cycle", positions: when.days.map((day) => weekdays.indexOf(day)) }
    case "repeat":
      if (when.repeat.freq === "DAILY") return { kind: "daily", night: when.night }
      if (when.repeat.freq === "WEEKLY" && when.repeat.interval === 1)
        return { kind: "weekly", position: Math.max(0, when.day - 1) % 7 }
      return { kind: "every", repeat: when.repeat }
    case "none":
      return { kind: "event" }
  }
}

const isHeavy = (slot: Slot) => slot.steps.some((step) => isWashDayStep(step.time.kind))

/** A session's minutes: its steps together, except that an alternative replaces the wash. */
const sessionMinutes = (slot: Slot) => {
  const together = slot.steps
    .filter((step) => step.time.kind !== "alternative")
    .reduce((sum, step) => sum + step.time.minutes, 0)
  return Math.max(
    together,
    ...slot.steps.filter((s) => s.time.kind === "alternative").map((s) => s.time.minutes),
  )
}

const keptParts = (slot: Slot) =>
  slot.steps.reduce((sum, step) => sum + step.time.parts.filter((p) => p.drop === "keep").length, 0)

// Worked out once per session: the placing below asks for them many times.
const minutesOfSlot = new WeakMap<Slot, number>()
const keptOfSlot = new WeakMap<Slot, number>()
const slotMinutes = (slot: Slot) => {
  const known = minutesOfSlot.get(slot)
  if (known !== undefined) return known
  const minutes = sessionMinutes(slot)
  minutesOfSlot.set(slot, minutes)
  return minutes
}
const slotKept = (slot: Slot) => {
  const known = keptOfSlot.get(slot)
  if (known !== undefined) return known
  const kept = keptParts(slot)
  keptOfSlot.set(slot, kept)
  return kept
}

const combinations = <A>(items: ReadonlyArray<A>, size: number): Array<Array<A>> => {
  if (size === 0) return [[]]
  if (items.length < size) return []
  const [first, ...rest] = items
  return [
    ...combinations(rest, size - 1).map((tail) => [first!, ...tail]),
    ...combinations(rest, size),
  ]
}

/** Whether score `a` comes before `b`: the first number that differs decides. */
const isBefore = (a: ReadonlyArray<number>, b: ReadonlyArray<number>) => {
  const i = a.findIndex((value, at) => value !== b[at])
  return i !== -1 && a[i]! < b[i]!
}

/** Days from `from` forward to `to`, around the week (7 when they are the same). */
const gap = (from: number, to: number) => (to - from + 7) % 7 || 7

/**
 * The wash-day sessions of one week of the cycle on the wash days: which
 * sessions (when there are more than days) and which days, keeping their
 * order around the week. Best first: the sessions with most to keep, the
 * fewest minutes over, the rhythm's own spacing, the longest on the longest,
 * then the longest days.
 */
const placeWashDays = (
  slots: ReadonlyArray<Slot>,
  washDays: ReadonlyArray<number>,
  available: (day: number) => number,
): Map<Slot, number> => {
  const size = Math.min(slots.length, washDays.length)
  let best: { readonly score: ReadonlyArray<number>; readonly map: Map<Slot, number> } | undefined
  for (const chosen of combinations(slots, size)) {
    for (const days of combinations(washDays, size)) {
      for (let turn = 0; turn < Math.max(1, size); turn++) {
        const map = new Map(chosen.map((slot, i) => [slot, days[(i + turn) % size]!] as const))
        const over = chosen.reduce(
          (sum, slot) => sum + Math.max(0, slotMinutes(slot) - available(map.get(slot)!)),
          0,
        )
        const spacing =
          size < 2
            ? 0
            : chosen.reduce((sum, slot, i) => {
                const next = chosen[(i + 1) % size]!
                const wanted = gap(slot.position, next.position)
                const given = gap(map.get(slot)!, map.get(next)!)
                return sum + (given - wanted) ** 2
              }, 0)
        const longOnLong = chosen.reduce(
          (sum, slot) => sum + slotMinutes(slot) * available(map.get(slot)!),
          0,
        )
        const kept = chosen.reduce((sum, slot) => sum + slotKept(slot), 0)
        // A session of no minutes of the person's own (a salon visit) still takes the longer days.
        const daysMinutes = days.reduce((sum, day) => sum + available(day), 0)
        const score = [-kept, over, spacing, -longOnLong, -daysMinutes]
        if (best === undefined || isBefore(score, best.score)) best = { score, map }
      }
    }
  }
  return best?.map ?? new Map()
}

/** Where a short step at `position` belongs, between the wash days already placed. */
const targetDay = (position: number, anchors: ReadonlyArray<readonly [number, number]>) => {
  if (anchors.length === 0) return position % 7
  const sorted = [...anchors].sort((a, b) => a[0] - b[0])
  const before = [...sorted].reverse().find(([at]) => at <= position) ?? sorted[sorted.length - 1]!
  const after = sorted.find(([at]) => at > position) ?? sorted[0]!
  const spanPositions = gap(before[0], after[0])
  const spanDays = gap(before[1], after[1])
  const along = ((position - before[0] + 7) % 7) / spanPositions
  return (before[1] + Math.round(along * spanDays)) % 7
}

const dropOrder = (rank: DropRank) => dropRanks.indexOf(rank)

/** "the pre-wash oil (20 min)": parts that may go, comfort first, the longest first, once each. */
const whatToDrop = (steps: ReadonlyArray<Step>): Array<string> => {
  const parts = new Map<string, StepPart>()
  for (const part of steps.flatMap((step) => step.time.parts))
    if (part.drop !== "keep" && part.minutes > 0 && !parts.has(part.name))
      parts.set(part.name, part)
  return [...parts.values()]
    .sort(
      (a, b) =>
        dropOrder(a.drop) - dropOrder(b.drop) ||
        b.minutes - a.minutes ||
        (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
    )
    .slice(0, 3)
    .map((part) => `${part.name} (${part.minutes} min)`)
}

const count = (n: number, one: string, many: string) => (n === 1 ? one : `${n} ${many}`)

export const placeWeek = (
  rhythm: ReadonlyArray<Pick<RhythmDay, "day" | "activity">>,
  schedule: RoutineSchedule,
): PlacedWeek => {
  const minutes = weekdays.map((day) => minutesOn(schedule, day))
  const available = (day: number) => minutes[day]!
  const timeDays = weekdays.flatMap((_, day) => (available(day) > 0 ? [day] : []))
  const washDays = timeDays.filter((day) => schedule.days.includes(weekdays[day]!))

  const steps: Array<Step> = rhythm.map((entry, index) => ({
    index,
    entry,
    time: stepTime(entry.activity),
    frequency: frequencyOf(entry.day),
  }))

  // The cycle's sessions, week by week.
  const cycleDays = Math.max(
    1,
    ...steps.flatMap((step) =>
      step.frequency.kind === "cycle" ? step.frequency.positions.map((p) => p + 1) : [],
    ),
  )
  const weeks = Math.ceil(cycleDays / 7)
  const slots = new Map<string, Slot>()
  const addTo = (week: number, position: number, step: Step) => {
    const key = `${week}:${position}`
    const slot = slots.get(key) ?? { week, position, steps: [] }
    slot.steps.push(step)
    slots.set(key, slot)
  }
  for (const step of steps) {
    const { frequency } = step
    if (frequency.kind === "cycle")
      for (const p of frequency.positions) addTo(Math.floor(p / 7), p % 7, step)
    if (frequency.kind === "weekly")
      for (let week = 0; week < weeks; week++) addTo(week, frequency.position, step)
    // A wash every day is seven wash days; a daily habit takes no day of its own.
    if (frequency.kind === "daily" && isWashDayStep(step.time.kind))
      for (let week = 0; week < weeks; week++)
        for (let position = 0; position < 7; position++) addTo(week, position, step)
  }

  // Steps every few weeks go on the longest wash day (the emptier of equals, then the later).
  const every = steps.filter((step) => step.frequency.kind === "every")
  const placedOn = new Map<Slot, number>()
  const unplaced: Array<Slot> = []
  // The minutes placed on each day of each week of the cycle, kept as sessions are placed.
  const load = Array.from({ length: weeks }, () => weekdays.map(() => 0))
  const place = (slot: Slot, day: number) => {
    placedOn.set(slot, day)
    load[slot.week]![day]! += slotMinutes(slot)
  }
  const planned = (week: number, day: number) => load[week]![day]!
  const weekly = (day: number) =>
    Math.max(0, ...Array.from({ length: weeks }, (_, week) => planned(week, day)))

  // The longest wash day, where steps every few weeks go: the salon day anchors
  // the short steps "after the salon" in a rhythm with no wash day of its own.
  const longestWashDay = [...washDays].sort((a, b) => available(b) - available(a) || b - a)[0]
  const everyAnchor = every.some((step) => isWashDayStep(step.time.kind))
    ? longestWashDay
    : undefined

  for (let week = 0; week < weeks; week++) {
    const inWeek = [...slots.values()]
      .filter((slot) => slot.week === week)
      .sort((a, b) => a.position - b.position)
    const heavy = inWeek.filter(isHeavy)
    for (const [slot, day] of placeWashDays(heavy, washDays, available)) place(slot, day)
    unplaced.push(...heavy.filter((slot) => !placedOn.has(slot)))
    const placedHeavy = heavy.flatMap((slot) =>
      placedOn.has(slot) ? [[slot.position, placedOn.get(slot)!] as const] : [],
    )
    const anchors =
      placedHeavy.length === 0 && everyAnchor !== undefined
        ? [[0, everyAnchor] as const]
        : placedHeavy
    const taken = new Set(anchors.map(([, day]) => day))
    for (const slot of inWeek.filter((s) => !isHeavy(s))) {
      const target = targetDay(slot.position, anchors)
      const free = timeDays.filter((day) => !taken.has(day))
      const fits = (day: number) => available(day) - planned(week, day) >= slotMinutes(slot)
      const distance = (day: number) => Math.min(gap(target, day) % 7, gap(day, target) % 7)
      const [day] = [...free].sort(
        (a, b) =>
          Number(fits(b)) - Number(fits(a)) ||
          distance(a) - distance(b) ||
          gap(target, a) - gap(target, b),
      )
      if (day === undefined) unplaced.push(slot)
      else {
        place(slot, day)
        taken.add(day)
      }
    }
  }

  const everyDay = new Map<Step, number>()
  for (const step of every) {
    const holdsWash = washDays.filter((day) =>
      [...placedOn].some(([slot, on]) => on === day && isHeavy(slot)),
    )
    const candidates = !isWashDayStep(step.time.kind)
      ? timeDays
      : step.time.kind === "variant" && holdsWash.length > 0
        ? holdsWash
        : washDays
    const [day] = [...candidates].sort(
      (a, b) =>
        available(b) - available(a) ||
        available(b) - weekly(b) - (available(a) - weekly(a)) ||
        b - a,
    )
    if (day !== undefined) everyDay.set(step, day)
  }

  // Where each entry landed.
  const landed = (step: Step) =>
    [...placedOn]
      .filter(([slot]) => slot.steps.includes(step))
      .map(([slot, day]) => ({ weekday: weekdays[day]!, week: slot.week }))
      .sort((a, b) => a.week - b.week || weekdays.indexOf(a.weekday) - weekdays.indexOf(b.weekday))

  const placementOf = (step: Step): Placement => {
    const { frequency } = step
    if (frequency.kind === "event") return { _tag: "NoDay", reason: "event" }
    if (frequency.kind === "daily" && !isWashDayStep(step.time.kind))
      return { _tag: "Daily", night: frequency.night }
    if (frequency.kind === "every") {
      const day = everyDay.get(step)
      return day === undefined
        ? { _tag: "NoDay", reason: "noTime" }
        : {
            _tag: "Every",
            weekday: weekdays[day]!,
            freq: frequency.repeat.freq === "MONTHLY" ? "MONTHLY" : "WEEKLY",
            interval: frequency.repeat.interval,
          }
    }
    const at = landed(step)
    return at.length === 0
      ? { _tag: "NoDay", reason: "noTime" }
      : { _tag: "Weekly", at, everyWeeks: weeks }
  }

  const labelOf = (step: Step, placement: Placement): string => {
    switch (placement._tag) {
      case "Daily":
        return step.entry.day
      case "NoDay":
        return placement.reason === "event" ? step.entry.day : "No day with time left"
      case "Every":
        return `${step.entry.day}, on ${weekdayName(placement.weekday)}s`
      case "Weekly": {
        if (placement.at.length === 7 * weeks) return "Every day"
        const byWeek = Array.from({ length: weeks }, (_, week) =>
          placement.at.filter((at) => at.week === week).map((at) => weekdayName(at.weekday)),
        )
        const same = byWeek.every((days) => days.join() === byWeek[0]!.join())
        if (same) return joinWords(byWeek[0]!)
        return byWeek
          .flatMap((days, week) =>
            days.length === 0 ? [] : [`${joinWords(days)} (week ${week + 1})`],
          )
          .join("; ")
      }
    }
  }

  const order = (placement: Placement): ReadonlyArray<number> => {
    switch (placement._tag) {
      case "Weekly":
        return [0, placement.at[0]!.week, weekdays.indexOf(placement.at[0]!.weekday)]
      case "Every":
        return [1, 0, weekdays.indexOf(placement.weekday)]
      case "Daily":
        return [2, 0, 0]
      case "NoDay":
        return [placement.reason === "noTime" ? 3 : 4, 0, 0]
    }
  }

  const entries = steps
    .map((step) => {
      const placement = placementOf(step)
      return new PlacedEntry({
        index: step.index,
        day: labelOf(step, placement),
        was: step.entry.day,
        activity: step.entry.activity,
        minutes: step.time.minutes,
        placement,
      })
    })
    .sort((a, b) => {
      const [x, y] = [order(a.placement), order(b.placement)]
      return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]! || a.index - b.index
    })

  const days = weekdays.map(
    (weekday, day) =>
      new PlacedDay({
        weekday,
        minutes: available(day),
        planned: weekly(day),
        washDay: washDays.includes(day),
      }),
  )

  // What does not fit, in one line.
  const overDays = days.filter((day) => day.planned > day.minutes)
  const overEvery = every.flatMap((step) => {
    const day = everyDay.get(step)
    if (day === undefined || step.time.minutes === 0) return []
    const total = weekly(day) + step.time.minutes
    return total > available(day) ? [{ step, day, total }] : []
  })
  const washesNeeded = Math.max(
    0,
    ...Array.from(
      { length: weeks },
      (_, week) => [...slots.values()].filter((s) => s.week === week && isHeavy(s)).length,
    ),
  )
  const shortSteps = unplaced.filter((slot) => !isHeavy(slot))
  const sentences: Array<string> = []
  const tooLong = [
    ...overDays.map(
      (day) =>
        `about ${day.planned} minutes on ${weekdayName(day.weekday)} (you have ${day.minutes})`,
    ),
    ...overEvery.map(
      ({ step, day, total }) =>
        `about ${total} minutes on ${weekdayName(weekdays[day]!)}s with ${step.time.parts[0]!.name} (you have ${available(day)})`,
    ),
  ]
  if (tooLong.length > 0) sentences.push(`Your plan needs ${joinWords(tooLong)}.`)
  if (unplaced.some(isHeavy))
    sentences.push(
      `It has ${washesNeeded} wash days a week and you can wash on ${washDays.length}: add ${count(washesNeeded - washDays.length, "one more day", "more days")} if you can.`,
    )
  if (shortSteps.length > 0)
    sentences.push(
      `${count(shortSteps.length, "One short step has", "short steps have")} no day with time left: give a few minutes on another day if you can.`,
    )
  const overSteps = [
    ...[...placedOn]
      .filter(([, day]) => overDays.some((d) => d.weekday === weekdays[day]))
      .flatMap(([slot]) => slot.steps),
    ...overEvery.flatMap(({ step, day }) => [
      step,
      ...[...placedOn].filter(([, on]) => on === day).flatMap(([slot]) => slot.steps),
    ]),
  ]
  const dropFirst = whatToDrop(overSteps)
  const needsMinutes = overDays.length > 0 || overEvery.length > 0
  const line =
    sentences.length === 0
      ? undefined
      : [
          ...sentences,
          ...(!needsMinutes
            ? []
            : dropFirst.length > 0
              ? [`If something has to go, drop first: ${joinWords(dropFirst)}.`]
              : [
                  "Everything there is care your report asks you to keep: give it more time if you can.",
                ]),
        ].join(" ")

  return new PlacedWeek({
    timeOfDay: schedule.timeOfDay,
    entries,
    days,
    shortfall:
      line === undefined
        ? null
        : new Shortfall({
            line,
            dropFirst: needsMinutes ? dropFirst : [],
            days: [
              ...new Set([
                ...overDays.map((day) => day.weekday),
                ...overEvery.map(({ day }) => weekdays[day]!),
              ]),
            ],
          }),
  })
}
