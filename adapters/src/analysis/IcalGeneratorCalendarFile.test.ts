/**
 * The calendar file, read back by an independent iCalendar parser (Mozilla's
 * ical.js, used by Thunderbird): weekly RRULEs from the chosen day, local
 * start times under the person's time zone with its VTIMEZONE, reminders, and
 * occurrences that stay at 19:00 local time across the change to summer time.
 */
import { assert, describe, it } from "@effect/vitest"
import { femaleAnswers } from "@strand/domain/analyst/ExampleAnswers"
import { writeRulesReport } from "@strand/domain/analyst/RulesReport"
import { noReading } from "@strand/domain/notes/testing/Readings"
import { routineCalendar } from "@strand/domain/routine/RoutineCalendar"
import ICAL from "ical.js"
import { writeCalendar } from "./IcalGeneratorCalendarFile.ts"

const rhythm = writeRulesReport({
  userName: "Ada",
  answers: femaleAnswers({ hair_texture: "coily", wash_frequency: "weekly" }),
  textInputs: {},
  reading: noReading,
}).weeklyRhythm

const parse = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text))
  // Time zones must be registered before times in them can be read.
  for (const zone of calendar.getAllSubcomponents("vtimezone"))
    ICAL.TimezoneService.register(new ICAL.Timezone(zone))
  return calendar
}

const file = (settings: Parameters<typeof routineCalendar>[0]["settings"], today = "2026-11-30") =>
  writeCalendar(
    routineCalendar({
      reportId: "10000000-0000-4000-8000-0000000000c1",
      reportUrl: "https://strand.example/result?analysisId=10000000-0000-4000-8000-0000000000c1",
      rhythm,
      settings,
      today,
    }),
  )

describe("the routine calendar file", () => {
  it("has one weekly event per wash-cycle day, from the chosen day and time, in the person's zone", () => {
    const calendar = parse(file({ day: "sunday", time: "19:00", timeZone: "Europe/London" }))
    assert.strictEqual(calendar.getFirstPropertyValue("version"), "2.0")
    assert.strictEqual(calendar.getFirstPropertyValue("method"), "PUBLISH")
    const zone = calendar.getFirstSubcomponent("vtimezone")
    assert.strictEqual(zone?.getFirstPropertyValue("tzid"), "Europe/London")
    const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v))
    const washDay = events.find((event) => /Day 1: /.test(event.description))
    assert.isDefined(washDay)
    // Day 1 is the first Sunday on or after Monday 30 November.
    assert.strictEqual(washDay!.startDate.toString(), "2026-12-06T19:00:00")
    assert.strictEqual(washDay!.startDate.zone.tzid, "Europe/London")
    assert.strictEqual(washDay!.endDate.toString(), "2026-12-06T19:30:00")
    const rule = washDay!.component.getFirstPropertyValue("rrule") as ICAL.Recur
    assert.strictEqual(rule.freq, "WEEKLY")
    assert.strictEqual(rule.interval, 1)
    // The reminder: 30 minutes before by default.
    const alarm = washDay!.component.getFirstSubcomponent("valarm")
    assert.strictEqual(alarm?.getFirstPropertyValue("action"), "DISPLAY")
    assert.strictEqual(String(alarm?.getFirstPropertyValue("trigger")), "-PT30M")
    // Every uid is distinct, so a calendar keeps every event.
    assert.strictEqual(new Set(events.map((event) => event.uid)).size, events.length)
  })

  it("keeps the local time across the change to summer time", () => {
    const calendar = parse(file({ day: "monday", time: "07:30", timeZone: "America/New_York" }))
    const first = new ICAL.Event(calendar.getAllSubcomponents("vevent")[0]!)
    const iterator = first.iterator()
    const utcHours = new Set<number>()
    for (let i = 0; i < 30; i++) {
      const next = iterator.next()
      if (next === null) break
      const local = next.convertToZone(ICAL.TimezoneService.get("America/New_York")!)
      assert.strictEqual(local.hour, 7)
      assert.strictEqual(local.minute, 30)
      utcHours.add(next.toUnixTime() % 86400)
    }
    // Winter and summer occurrences are different instants: the zone's rules were applied.
    assert.isAtLeast(utcHours.size, 2)
  })

  it("puts a two-week cycle on every other week and nightly care every day, without alarms", () => {
    const fortnightly = writeRulesReport({
      userName: "Ada",
      answers: femaleAnswers({ hair_texture: "coily", wash_frequency: "biweekly" }),
      textInputs: {},
      reading: noReading,
    }).weeklyRhythm
    const text = writeCalendar(
      routineCalendar({
        reportId: "r",
        reportUrl: "https://strand.example/r",
        rhythm: fortnightly,
        settings: { day: "saturday", time: "10:00", timeZone: "Asia/Tokyo", remind: "60" },
        today: "2026-11-30",
      }),
    )
    const events = parse(text)
      .getAllSubcomponents("vevent")
      .map((v) => new ICAL.Event(v))
    const cycle = events.filter((event) => /^Day \d+/.test(event.description))
    assert.isAtLeast(cycle.length, 3)
    for (const event of cycle) {
      const rule = event.component.getFirstPropertyValue("rrule") as ICAL.Recur
      assert.strictEqual(rule.interval, 2, event.description)
      assert.strictEqual(
        String(event.component.getFirstSubcomponent("valarm")?.getFirstPropertyValue("trigger")),
        "-PT1H",
      )
    }
    const nightly = events.find((event) => /^Every night/.test(event.description))
    assert.isDefined(nightly)
    assert.strictEqual(
      (nightly!.component.getFirstPropertyValue("rrule") as ICAL.Recur).freq,
      "DAILY",
    )
    assert.strictEqual(nightly!.startDate.hour, 21)
    assert.isNull(nightly!.component.getFirstSubcomponent("valarm"))
  })

  it("lists rhythm entries without a day of their own in the first event's notes", () => {
    const swimmer = writeRulesReport({
      userName: "Ada",
      answers: femaleAnswers({ environment: ["chlorinated"] }),
      textInputs: {},
      reading: noReading,
    }).weeklyRhythm
    assert.isTrue(swimmer.some((entry) => entry.day === "Swim days"))
    const text = writeCalendar(
      routineCalendar({
        reportId: "r",
        reportUrl: "https://strand.example/r",
        rhythm: swimmer,
        settings: { day: "monday", time: "18:00", timeZone: "Europe/Paris", remind: "none" },
        today: "2026-11-30",
      }),
    )
    const [first] = parse(text)
      .getAllSubcomponents("vevent")
      .map((v) => new ICAL.Event(v))
    assert.include(first!.description, "on no fixed day:\n- Swim days:")
    assert.notInclude(text, "BEGIN:VALARM")
  })
})
