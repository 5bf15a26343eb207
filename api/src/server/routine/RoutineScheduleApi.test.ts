/**
 * The person's week through the real server: saved with their account, and
 * every report they read (the page's answer, the e-mail, the calendar file)
 * then places its weekly rhythm on it.
 */
import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import ICAL from "ical.js"
import { mailFolder } from "../testing/MailFolder.ts"
import { analyse, quizBody, signIn } from "../testing/SignIn.ts"
import { request, TestServer, testServer } from "../testing/TestServer.ts"

const week = {
  days: ["tuesday", "saturday"],
  minutesWeekday: 15,
  minutesWeekend: 60,
  timeOfDay: "evening",
}

interface Placed {
  entries: Array<{ day: string; was: string; activity: string; index: number }>
  shortfall: { line: string; days: Array<string> } | null
}

describe("the person's week", () => {
  layer(testServer(), { timeout: 90_000, excludeTestServices: true })((it) => {
    it.effect("is saved with the account and checked like every body", () =>
      Effect.gen(function* () {
        const { url } = yield* TestServer
        const { jar } = yield* signIn({ url })
        const none = yield* request({ url }, "/api/routine-schedule", { jar })
        assert.deepStrictEqual(none.json, { schedule: null })

        for (const [body, message] of [
          [{ ...week, days: [] }, "Choose at least one day you can wash and style"],
          [
            { ...week, minutesWeekday: 300 },
            "Minutes on a weekday must be a whole number from 0 to 240",
          ],
          [
            { ...week, days: ["saturday"], minutesWeekend: 0 },
            "Give at least a few minutes on one of the days you chose",
          ],
        ] as const) {
          const refused = yield* request({ url }, "/api/routine-schedule", {
            method: "PUT",
            body,
            jar,
          })
          assert.strictEqual(refused.status, 400, refused.text)
          assert.deepInclude(refused.json as object, { code: "VALIDATION_ERROR", message })
        }
        const crossSite = yield* request({ url }, "/api/routine-schedule", {
          method: "PUT",
          body: week,
          jar,
          headers: { "sec-fetch-site": "cross-site" },
        })
        assert.strictEqual(crossSite.status, 403)
        assert.strictEqual(
          (yield* request({ url }, "/api/routine-schedule", { method: "PUT", body: week })).status,
          401,
        )

        const saved = yield* request({ url }, "/api/routine-schedule", {
          method: "PUT",
          body: week,
          jar,
        })
        assert.strictEqual(saved.status, 200, saved.text)
        const read = yield* request({ url }, "/api/routine-schedule", { jar })
        assert.deepStrictEqual(read.json, { schedule: week })
      }),
    )

    it.effect(
      "places every report's rhythm on it: the page's answer, the e-mail and the calendar file",
      () =>
        Effect.gen(function* () {
          const server = yield* TestServer
          const { url } = server
          const { jar, email } = yield* signIn({ url })
          const { analysisId } = yield* analyse(
            { url },
            jar,
            quizBody({
              gender: "female",
              hair_texture: "coily",
              porosity: "high",
              wash_frequency: "weekly",
              conditioning: ["deep_condition"],
            }),
          )
          const report = () =>
            Effect.map(
              request({ url }, `/api/analyses/${analysisId}`, { jar }),
              (r) => (r.json as { analysis: { week: Placed | null } }).analysis.week,
            )
          // Before the person says what their week is like: the report's own days.
          assert.isNull(yield* report())

          yield* request({ url }, "/api/routine-schedule", { method: "PUT", body: week, jar })
          const placed = (yield* report())!
          const washDay = placed.entries.find((entry) => entry.was === "Day 1")!
          assert.strictEqual(washDay.day, "Saturday")
          assert.deepStrictEqual(placed.shortfall?.days, ["saturday"])
          assert.match(placed.shortfall?.line ?? "", /minutes on Saturday \(you have 60\)/)

          // The calendar file: the wash day on Saturdays, with no Day 1 to choose.
          const file = yield* request(
            { url },
            `/api/analyses/${analysisId}/calendar.ics?time=19:00&timeZone=Europe/London`,
            { jar },
          )
          assert.strictEqual(file.status, 200, file.text)
          const calendar = new ICAL.Component(ICAL.parse(file.text))
          ICAL.TimezoneService.register(
            new ICAL.Timezone(calendar.getFirstSubcomponent("vtimezone")!),
          )
          const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v))
          const wash = events.find((event) => event.description.startsWith("Saturday:"))!
          assert.strictEqual(wash.startDate.dayOfWeek(), ICAL.Time.SATURDAY)
          assert.strictEqual(wash.startDate.hour, 19)
          assert.include(wash.description, washDay.activity)
          for (const event of events.filter((e) => !e.description.startsWith("Every")))
            assert.include(
              [ICAL.Time.MONDAY, ICAL.Time.TUESDAY, ICAL.Time.THURSDAY, ICAL.Time.SATURDAY],
              event.startDate.dayOfWeek(),
              event.description,
            )

          // The e-mail shows the same week, and the line about time.
          const sent = yield* request({ url }, `/api/send-report/${analysisId}`, {
            method: "POST",
            jar,
          })
          assert.strictEqual(sent.status, 200, sent.text)
          yield* server.settled
          const mail = (yield* mailFolder(server.dataDir)).find((m) => m.to.includes(email))!
          assert.match(mail.text, /Saturday: Pre-wash oil/)
          assert.include(mail.text, placed.shortfall!.line)
          assert.notMatch(mail.text, /Day 1: /)
        }),
    )
  })
})
