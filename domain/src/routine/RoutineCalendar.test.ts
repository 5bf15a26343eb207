/** Reading the rhythm's day labels for when they happen, and laying the week out from the chosen day. */
import { assert, describe, it } from "@effect/vitest"
import { Schema } from "effect"
import { randomValidAnswers, seededRandom } from "../analyst/RandomAnswers.ts"
import { writeRulesReport } from "../analyst/RulesReport.ts"
import {
  CalendarSettings,
  eventTitle,
  localDate,
  nextWeekday,
  routineCalendar,
  whenOf,
} from "./RoutineCalendar.ts"

describe("whenOf", () => {
  it("reads the rule engine's labels and a provider's weekday names", () => {
    assert.deepStrictEqual(whenOf("Day 1"), { kind: "cycle", days: [1] })
    assert.deepStrictEqual(whenOf("Day 3-4"), { kind: "cycle", days: [3] })
    assert.deepStrictEqual(whenOf("Days 1, 3, 5 and 7"), { kind: "cycle", days: [1, 3, 5, 7] })
    assert.deepStrictEqual(whenOf("Day 3-4 after the salon"), { kind: "cycle", days: [3] })
    assert.deepInclude(whenOf("Every night"), { kind: "repeat", night: true })
    assert.deepInclude(whenOf("Every day"), { kind: "repeat", night: false })
    assert.deepInclude(whenOf("Once a week, on Day 1"), {
      kind: "repeat",
      repeat: { freq: "WEEKLY", interval: 1 },
      day: 1,
    })
    assert.deepInclude(whenOf("Every 2-4 weeks"), { repeat: { freq: "WEEKLY", interval: 2 } })
    assert.deepInclude(whenOf("Salon day, every two weeks"), {
      repeat: { freq: "WEEKLY", interval: 2 },
    })
    assert.deepInclude(whenOf("Every 3 months, as now"), {
      repeat: { freq: "MONTHLY", interval: 3 },
    })
    assert.deepStrictEqual(whenOf("Sunday and Wednesday"), {
      kind: "weekday",
      days: ["sunday", "wednesday"],
    })
    for (const none of [
      "Swim days",
      "After workouts",
      "At your next salon visit",
      "Salon day, as booked",
    ])
      assert.deepStrictEqual(whenOf(none), { kind: "none" }, none)
  })

  it("puts every entry the rule engine writes on a day, or says it has none", () => {
    const random = seededRandom(21)
    for (let walk = 0; walk < 300; walk++) {
      const rhythm = writeRulesReport({ userName: "S", ...randomValidAnswers(random) }).weeklyRhythm
      const calendar = routineCalendar({
        reportId: "r",
        reportUrl: "https://strand.example/r",
        rhythm,
        settings: { day: "friday", time: "08:00", timeZone: "UTC" },
        today: "2026-11-30",
      })
      const placed = new Set(calendar.events.map((event) => event.description.split(":")[0]))
      for (const entry of rhythm)
        assert.isTrue(
          placed.has(entry.day) || calendar.unscheduled.includes(entry),
          `${entry.day} is neither on a day nor listed`,
        )
      // The wash cycle always has a day.
      assert.isAbove(calendar.events.length, 0)
    }
  })
})

describe("routineCalendar", () => {
  it("starts Day 1 on the chosen weekday on or after today, where the person is", () => {
    assert.strictEqual(nextWeekday("2026-11-30", "monday"), "2026-11-30")
    assert.strictEqual(nextWeekday("2026-11-30", "sunday"), "2026-12-06")
    // 23:30 in London on 30 November is already 1 December in Tokyo.
    const late = new Date("2026-11-30T23:30:00Z")
    assert.strictEqual(localDate(late, "Europe/London"), "2026-11-30")
    assert.strictEqual(localDate(late, "Asia/Tokyo"), "2026-12-01")
  })

  it("names events in a few words", () => {
    assert.strictEqual(eventTitle("Remoisturise: mist with water."), "Strand: Remoisturise")
    assert.strictEqual(
      eventTitle("Pre-wash oil on the lengths for 20 minutes, shampoo on the scalp only"),
      "Strand: Wash day",
    )
    assert.strictEqual(
      eventTitle(
        "Shampoo on the scalp only with the anti-dandruff shampoo left on for five minutes then rinse",
      ),
      "Strand: Wash day",
    )
  })

  it("refuses a time that is not HH:MM and a time zone that does not exist", () => {
    const decode = Schema.decodeUnknownExit(CalendarSettings)
    assert.isTrue(
      decode({ day: "monday", time: "19:00", timeZone: "Europe/London" })._tag === "Success",
    )
    for (const bad of [
      { day: "monday", time: "7pm", timeZone: "Europe/London" },
      { day: "monday", time: "24:00", timeZone: "Europe/London" },
      { day: "monday", time: "19:00", timeZone: "Mars/Olympus" },
      { day: "someday", time: "19:00", timeZone: "Europe/London" },
      { day: "monday", time: "19:00", timeZone: "Europe/London", remind: "5" },
    ])
      assert.strictEqual(decode(bad)._tag, "Failure", JSON.stringify(bad))
  })
})
