import { assert, describe, it } from "@effect/vitest"
import { Schema } from "effect"
import * as fc from "fast-check"
import { femaleAnswers, salonAnswers } from "../analyst/ExampleAnswers.ts"
import { randomValidAnswers, seededRandom } from "../analyst/RandomAnswers.ts"
import { writeRulesReport } from "../analyst/RulesReport.ts"
import { noReading } from "../notes/testing/Readings.ts"
import type { QuizAnswers } from "../quiz/QuizAnswers.ts"
import { isWashDayStep, stepTime } from "./ActivityTime.ts"
import type { PlacedWeek } from "./PlacedWeek.ts"
import { whenOf } from "./RoutineCalendar.ts"
import { minutesOn, RoutineSchedule, weekdayName } from "./RoutineSchedule.ts"
import { type Weekday, weekdays } from "./Weekday.ts"
import { placeWeek } from "./WeekPlacement.ts"

const rhythmOf = (answers: QuizAnswers) =>
  writeRulesReport({ userName: "Ada", answers, textInputs: {}, reading: noReading }).weeklyRhythm

const tuesdaySaturday: RoutineSchedule = {
  days: ["tuesday", "saturday"],
  minutesWeekday: 15,
  minutesWeekend: 60,
  timeOfDay: "evening",
}

const dayOf = (week: PlacedWeek, was: string) =>
  week.entries.find((entry) => entry.was === was)?.day

describe("placing the weekly rhythm on the person's week", () => {
  it("puts the wash day on the longest wash day and the short steps between, on days with time", () => {
    const rhythm = rhythmOf(
      femaleAnswers({
        hair_texture: "coily",
        porosity: "high",
        wash_frequency: "weekly",
        hair_state: ["bleached"],
        conditioning: ["deep_condition"],
      }),
    )
    const week = placeWeek(rhythm, tuesdaySaturday)
    assert.strictEqual(dayOf(week, "Day 1"), "Saturday")
    // two days after Saturday's wash, as "Day 3-4" is after Day 1
    assert.strictEqual(dayOf(week, "Day 3-4"), "Monday")
    assert.strictEqual(dayOf(week, "Day 6"), "Thursday")
    assert.strictEqual(dayOf(week, "Every 2 to 4 weeks"), "Every 2 to 4 weeks, on Saturdays")
    assert.strictEqual(dayOf(week, "Every night"), "Every night")
    // the wash day with its pre-wash oil and deep conditioning is longer than Saturday's hour
    assert.deepStrictEqual(week.shortfall?.days, ["saturday"])
    assert.include(week.shortfall?.line, "about 90 minutes on Saturday (you have 60)")
    assert.deepStrictEqual(week.shortfall?.dropFirst, [
      "deep conditioning (20 min)",
      "the pre-wash oil (20 min)",
      "styling (15 min)",
    ])
    // the advice itself is the report's, word for word
    assert.deepStrictEqual(
      [...week.entries].sort((a, b) => a.index - b.index).map((entry) => entry.activity),
      rhythm.map((entry) => entry.activity),
    )
  })

  it("keeps the rhythm's order and spacing: washes three and four days apart", () => {
    const rhythm = rhythmOf(femaleAnswers({ wash_frequency: "frequent" }))
    const week = placeWeek(rhythm, { ...tuesdaySaturday, minutesWeekday: 30 })
    assert.deepStrictEqual(
      week.entries.map((entry) => [entry.day, entry.was]),
      [
        ["Tuesday", "Day 4"],
        ["Saturday", "Day 1"],
      ],
    )
    assert.isNull(week.shortfall)
  })

  it("puts nothing on a day with no time and no short step on a wash day", () => {
    const rhythm = rhythmOf(femaleAnswers({ wash_frequency: "frequent" }))
    const week = placeWeek(rhythm, {
      days: ["monday", "friday"],
      minutesWeekday: 30,
      minutesWeekend: 0,
      timeOfDay: "morning",
    })
    const used = week.entries.flatMap((entry) =>
      entry.placement._tag === "Weekly" ? entry.placement.at.map((at) => at.weekday) : [],
    )
    assert.notInclude(used, "saturday")
    assert.notInclude(used, "sunday")
    assert.strictEqual(new Set(used).size, used.length)
  })

  it("says when the plan has more wash days than the person gave", () => {
    const week = placeWeek([{ day: "Every day", activity: "Shampoo and condition." }], {
      days: ["monday", "wednesday", "friday"],
      minutesWeekday: 30,
      minutesWeekend: 30,
      timeOfDay: "morning",
    })
    assert.strictEqual(week.entries[0]?.day, "Monday, Wednesday and Friday")
    assert.strictEqual(
      week.shortfall?.line,
      "It has 7 wash days a week and you can wash on 3: add 4 more days if you can.",
    )
    assert.deepStrictEqual(week.shortfall?.dropFirst, [])
  })

  it("keeps a salon day every two weeks on the longest day, and the care after it two days on", () => {
    const rhythm = rhythmOf(salonAnswers({ wash_frequency: "biweekly" }))
    const week = placeWeek(rhythm, {
      days: ["saturday"],
      minutesWeekday: 10,
      minutesWeekend: 60,
      timeOfDay: "morning",
    })
    assert.match(dayOf(week, rhythm[0]!.day) ?? "", /, on Saturdays$/)
    assert.strictEqual(dayOf(week, "Day 3-4 after the salon"), "Monday")
    assert.isNull(week.shortfall)
  })

  it("puts a salon visit, which takes none of the person's minutes, on the longer of two days", () => {
    const week = placeWeek(
      [
        { day: "Day 1", activity: "Wash, condition and style at the salon." },
        { day: "Every 3 months", activity: "Use the anti-dandruff shampoo as that day's wash." },
      ],
      { days: ["sunday", "monday"], minutesWeekday: 20, minutesWeekend: 45, timeOfDay: "morning" },
    )
    assert.strictEqual(dayOf(week, "Day 1"), "Sunday")
    assert.strictEqual(dayOf(week, "Every 3 months"), "Every 3 months, on Sundays")
  })

  it("names the week of a two-week rhythm", () => {
    const week = placeWeek(
      [
        { day: "Day 1", activity: "Shampoo on the scalp only, conditioner on the ends." },
        { day: "Day 4", activity: "Remoisturise the ends; no shampoo." },
        { day: "Day 8", activity: "Shampoo on the scalp only, conditioner on the ends." },
      ],
      tuesdaySaturday,
    )
    assert.strictEqual(dayOf(week, "Day 1"), "Saturday (week 1)")
    assert.strictEqual(dayOf(week, "Day 8"), "Saturday (week 2)")
    assert.match(dayOf(week, "Day 4") ?? "", /\(week 1\)$/)
  })

  it("keeps the words of steps tied to an event, and of bedtime habits", () => {
    const week = placeWeek(
      [
        { day: "Swim days", activity: "Wet and condition hair before the pool." },
        { day: "Every night", activity: "A satin or silk pillowcase." },
      ],
      tuesdaySaturday,
    )
    assert.deepStrictEqual(
      week.entries.map((entry) => [entry.day, entry.placement._tag]),
      [
        ["Every night", "Daily"],
        ["Swim days", "NoDay"],
      ],
    )
    assert.isNull(week.shortfall)
  })

  it("says when a short step has no day with time left", () => {
    const week = placeWeek(
      [
        { day: "Day 1", activity: "Shampoo on the scalp only." },
        { day: "Day 4", activity: "Remoisturise the ends; no shampoo." },
      ],
      { days: ["saturday"], minutesWeekday: 0, minutesWeekend: 60, timeOfDay: "morning" },
    )
    const step = week.entries.find((entry) => entry.was === "Day 4")!
    // Sunday is the only other day with time.
    assert.strictEqual(step.day, "Sunday")
    const full = placeWeek(
      [
        { day: "Day 1", activity: "Shampoo on the scalp only." },
        { day: "Day 3", activity: "Remoisturise the ends; no shampoo." },
        { day: "Day 5", activity: "Check your scalp in good light." },
      ],
      { days: ["saturday"], minutesWeekday: 0, minutesWeekend: 60, timeOfDay: "morning" },
    )
    assert.strictEqual(dayOf(full, "Day 5"), "No day with time left")
    assert.include(full.shortfall?.line, "One short step has no day with time left")
  })
})

describe("the person's schedule", () => {
  const decode = Schema.decodeUnknownExit(RoutineSchedule)
  const ok = { days: ["tuesday"], minutesWeekday: 15, minutesWeekend: 60, timeOfDay: "evening" }

  it("takes days, minutes and a time of day", () => {
    assert.isTrue(decode(ok)._tag === "Success")
  })

  it("refuses no day, a day twice, minutes out of range and no minutes on the chosen days", () => {
    for (const bad of [
      { ...ok, days: [] },
      { ...ok, days: ["tuesday", "tuesday"] },
      { ...ok, days: ["someday"] },
      { ...ok, minutesWeekday: -5 },
      { ...ok, minutesWeekday: 7.5 },
      { ...ok, minutesWeekend: 1000 },
      { ...ok, minutesWeekday: 0 },
      { ...ok, timeOfDay: "noon" },
    ])
      assert.isTrue(decode(bad)._tag === "Failure", JSON.stringify(bad))
  })
})

// Properties, over the rhythms of reports from random quiz walks and over
// rhythms an AI provider might write, on any schedule a person could give.

const aiLabels = [
  "Day 1",
  "Day 2",
  "Day 3-4",
  "Days 1, 3 and 5",
  "Day 8",
  "Day 11",
  "Sunday",
  "Wednesday",
  "Every day",
  "Every night",
  "Once a week",
  "Every 2 weeks",
  "Every 3 months",
  "Swim days",
  "Salon day, every two weeks",
]
const aiActivities = [
  "Shampoo twice, condition, detangle and leave-in.",
  "Deep condition with a mask under a warm towel.",
  "Remoisturise the ends.",
  "Scalp massage for five minutes.",
  "Clarify to lift build-up.",
  "A satin bonnet at night.",
  "Wash, condition and style at the salon.",
  "Use the anti-dandruff shampoo as that day's wash.",
  "Check your scalp in good light.",
]

const aiRhythm = fc.array(
  fc.record({ day: fc.constantFrom(...aiLabels), activity: fc.constantFrom(...aiActivities) }),
  { maxLength: 9 },
)
const reportRhythm = fc.integer({ min: 1, max: 2 ** 31 - 1 }).map((seed) => {
  const quiz = randomValidAnswers(seededRandom(seed))
  return writeRulesReport({ userName: "Sam", ...quiz }).weeklyRhythm
})
const schedule = fc
  .record({
    days: fc.uniqueArray(fc.constantFrom(...weekdays), { minLength: 1, maxLength: 7 }),
    minutesWeekday: fc.constantFrom(0, 5, 10, 15, 20, 30, 45, 60, 90, 240),
    minutesWeekend: fc.constantFrom(0, 5, 10, 15, 20, 30, 45, 60, 90, 240),
    timeOfDay: fc.constantFrom("morning" as const, "evening" as const),
  })
  .filter((s) => s.days.some((day) => minutesOn(s, day) > 0))
const anyRhythm = fc.oneof(reportRhythm, aiRhythm)
const runs = { numRuns: 400 }

/** Every day each entry sits on, with whether it needs a wash day. */
const seats = (week: PlacedWeek, rhythm: ReadonlyArray<{ readonly activity: string }>) =>
  week.entries.flatMap((entry) => {
    const washDay = isWashDayStep(stepTime(rhythm[entry.index]!.activity).kind)
    const { placement } = entry
    if (placement._tag === "Weekly")
      return placement.at.map((at) => ({ ...at, washDay, entry, every: false }))
    if (placement._tag === "Every")
      return [{ weekday: placement.weekday, week: 0, washDay, entry, every: true }]
    return []
  })

/** Whether two report labels name a common day of the rhythm ("Day 1" and "Days 1 and 4"). */
const sharesADay = (a: string, b: string) => {
  const days = (label: string) => {
    const when = whenOf(label)
    if (when.kind === "cycle") return when.days.map((day) => (day - 1) % 7)
    if (when.kind === "weekday") return when.days.map((day) => weekdays.indexOf(day))
    if (when.kind === "repeat")
      return when.repeat.freq === "DAILY" ? [0, 1, 2, 3, 4, 5, 6] : [(when.day - 1) % 7]
    return []
  }
  return days(a).some((day) => days(b).includes(day))
}

describe("placing, for any rhythm and any week", () => {
  it("puts every step on an allowed day: wash days on the days given, nothing where there is no time", () => {
    fc.assert(
      fc.property(anyRhythm, schedule, (rhythm, s) => {
        for (const seat of seats(placeWeek(rhythm, s), rhythm)) {
          assert.isAbove(minutesOn(s, seat.weekday), 0, seat.entry.day)
          if (seat.washDay) assert.include(s.days, seat.weekday, seat.entry.activity)
        }
      }),
      runs,
    )
  })

  it("asks no day for more than its minutes unless the line says so", () => {
    fc.assert(
      fc.property(anyRhythm, schedule, (rhythm, s) => {
        const week = placeWeek(rhythm, s)
        for (const day of week.days) {
          assert.strictEqual(day.minutes, minutesOn(s, day.weekday))
          if (day.planned <= day.minutes) continue
          assert.include(week.shortfall?.days ?? [], day.weekday)
          assert.include(week.shortfall?.line ?? "", weekdayName(day.weekday))
          assert.match(week.shortfall?.line ?? "", /drop first|give it more time/)
        }
        // and a step left without a day is always said
        if (
          week.entries.some((e) => e.placement._tag === "NoDay" && e.placement.reason === "noTime")
        )
          assert.isNotNull(week.shortfall)
      }),
      runs,
    )
  })

  it("changes no advice: every entry once, its words and its report label as they were", () => {
    fc.assert(
      fc.property(anyRhythm, schedule, (rhythm, s) => {
        const week = placeWeek(rhythm, s)
        assert.deepStrictEqual(
          [...week.entries]
            .sort((a, b) => a.index - b.index)
            .map((e) => ({ day: e.was, activity: e.activity })),
          rhythm.map(({ day, activity }) => ({ day, activity })),
        )
      }),
      runs,
    )
  })

  it("puts the steps every few weeks on the longest wash day, and no short step on a wash day", () => {
    fc.assert(
      fc.property(anyRhythm, schedule, (rhythm, s) => {
        const placed = seats(placeWeek(rhythm, s), rhythm)
        const longestOf = (days: ReadonlyArray<Weekday>) =>
          Math.max(...days.map((day) => minutesOn(s, day)).filter((minutes) => minutes > 0))
        // A wash's variant ("the anti-dandruff shampoo as that day's wash") goes where a wash
        // was placed, the longest of those days; anything else on the longest wash day.
        const washesOn = placed.filter((p) => p.washDay && !p.every).map((p) => p.weekday)
        for (const seat of placed.filter((p) => p.every && p.washDay)) {
          const variant = stepTime(rhythm[seat.entry.index]!.activity).kind === "variant"
          assert.strictEqual(
            minutesOn(s, seat.weekday),
            longestOf(variant && washesOn.length > 0 ? washesOn : s.days),
          )
        }
        // (unless the report put it on the same day as a wash: then it is part of that session)
        const washing = placed.filter((p) => p.washDay && !p.every)
        for (const seat of placed.filter((p) => !p.washDay && !p.every)) {
          const sameDay = washing.filter((p) => p.week === seat.week && p.weekday === seat.weekday)
          for (const wash of sameDay)
            assert.isTrue(sharesADay(wash.entry.was, seat.entry.was), seat.entry.activity)
        }
      }),
      {
        ...runs,
        // Two washes six days apart (Tuesday and Monday), and the variant wash on one of them.
        examples: [
          [
            [
              { day: "Day 1", activity: "Shampoo twice, condition, detangle and leave-in." },
              {
                day: "Every 2 weeks",
                activity: "Use the anti-dandruff shampoo as that day's wash.",
              },
              { day: "Sunday", activity: "Shampoo twice, condition, detangle and leave-in." },
            ],
            {
              days: ["saturday", "tuesday", "monday"],
              minutesWeekday: 45,
              minutesWeekend: 60,
              timeOfDay: "morning",
            },
          ],
        ],
      },
    )
  })

  it("is deterministic", () => {
    fc.assert(
      fc.property(anyRhythm, schedule, (rhythm, s) => {
        assert.deepStrictEqual(placeWeek(rhythm, s), placeWeek([...rhythm], { ...s }))
      }),
      { numRuns: 100 },
    )
  })
})

describe("the days of the week", () => {
  it("lists all seven, Monday first, with the person's minutes", () => {
    const week = placeWeek([], tuesdaySaturday)
    assert.deepStrictEqual(
      week.days.map((day) => [day.weekday, day.minutes, day.washDay]),
      weekdays.map((day: Weekday) => [
        day,
        day === "saturday" || day === "sunday" ? 60 : 15,
        day === "tuesday" || day === "saturday",
      ]),
    )
  })
})
