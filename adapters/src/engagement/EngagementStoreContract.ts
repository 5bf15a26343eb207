/**
 * The behaviour every EngagementStore must have, as one suite that each
 * adapter's test runs against its own database. Each test places its events
 * in a window of time of its own (events are recorded through the port, then
 * dated by hand), so tests sharing a database never count each other's.
 */
import { assert, type Vitest } from "@effect/vitest"
import {
  type EngagementEvent,
  type JourneyId,
  RecordedEvent,
} from "@strand/domain/engagement/EngagementEvent"
import { EngagementStore } from "@strand/domain/engagement/EngagementStore"
import { DateTime, Effect, Schema } from "effect"
import { SqlClient } from "effect/sql"

const decodeRecorded = Schema.decodeUnknownSync(RecordedEvent)
const newJourney = () => decodeRecorded({ journey: crypto.randomUUID(), event: start }).journey

const start: EngagementEvent = { category: "quiz", label: "quiz_start" }
const complete: EngagementEvent = { category: "quiz", label: "quiz_complete" }
const emailed: EngagementEvent = { category: "report", label: "email_report" }
const feedback: EngagementEvent = { category: "feedback", label: "feedback_sent" }
const view = (value: string) =>
  decodeRecorded({
    journey: crypto.randomUUID(),
    event: { category: "quiz", label: "question_view", value },
  }).event
const shared = (value: string) =>
  decodeRecorded({
    journey: crypto.randomUUID(),
    event: { category: "referral", label: "share", value },
  }).event

let windows = 0
/**
 * A day of its own, far in the past, for one test's events. Days are a week
 * apart, so no test's events (at most 30 hours after its day) fall into
 * another's periods (at most 48 hours before its day) even in the same year.
 */
const ownDay = () => {
  windows += 1
  const year = 1200 + Math.floor(Math.random() * 600)
  return Date.UTC(year, 0, 1 + 7 * windows)
}
const minutes = (n: number) => n * 60_000
const utc = (millis: number) => DateTime.makeUnsafe(millis)

/** Records `event` through the store, then dates it `at`. */
const recordAt = (journey: JourneyId, event: EngagementEvent, at: number) =>
  Effect.gen(function* () {
    yield* (yield* EngagementStore).record({ journey, event })
    const sql = yield* SqlClient.SqlClient
    yield* sql`
      UPDATE engagement_events SET occurred_at = ${new Date(at)}
      WHERE id = (SELECT max(id) FROM engagement_events WHERE journey = ${journey})
    `
  })

export const engagementStoreContract = (
  it: Vitest.MethodsNonLive<EngagementStore | SqlClient.SqlClient>,
) => {
  it.effect("follows a journey from the first question to an e-mailed, shared report", () =>
    Effect.gen(function* () {
      const day = ownDay()
      const journey = newJourney()
      const steps = [
        start,
        view("gender"),
        view("hormonal_stage"),
        view("scalp_condition"),
        complete,
        emailed,
        shared("copy_link"),
        shared("messaging"),
        feedback,
      ]
      for (const [index, event] of steps.entries()) {
        yield* recordAt(journey, event, day + minutes(index))
      }
      const funnel = yield* (yield* EngagementStore).funnel({
        from: utc(day),
        to: utc(day + minutes(60)),
      })
      assert.strictEqual(funnel.started, 1)
      assert.strictEqual(funnel.completed, 1)
      assert.strictEqual(funnel.emailedReport, 1)
      // two shares, one friend-inviting journey
      assert.strictEqual(funnel.invitedFriend, 1)
      assert.deepStrictEqual(funnel.questions, [
        { question: "gender", reached: 1, left: 0 },
        { question: "hormonal_stage", reached: 1, left: 0 },
        { question: "scalp_condition", reached: 1, left: 0 },
      ])
      const counted = Object.fromEntries(funnel.events.map((row) => [row.label, row.count]))
      assert.deepStrictEqual(counted, {
        quiz_start: 1,
        question_view: 3,
        quiz_complete: 1,
        email_report: 1,
        feedback_sent: 1,
        share: 2,
      })
    }),
  )

  it.effect("says where unfinished journeys left: the last question each one saw", () =>
    Effect.gen(function* () {
      const day = ownDay()
      const at = (minute: number) => day + minutes(minute)
      // Ada leaves on the second question.
      const ada = newJourney()
      yield* recordAt(ada, start, at(0))
      yield* recordAt(ada, view("gender"), at(1))
      yield* recordAt(ada, view("hormonal_stage"), at(2))
      // Bea reaches the second, goes back to the first (Previous), and leaves there.
      const bea = newJourney()
      yield* recordAt(bea, start, at(3))
      yield* recordAt(bea, view("gender"), at(4))
      yield* recordAt(bea, view("hormonal_stage"), at(5))
      yield* recordAt(bea, view("gender"), at(6))
      // Cy sees both and completes: never "left".
      const cy = newJourney()
      yield* recordAt(cy, start, at(7))
      yield* recordAt(cy, view("gender"), at(8))
      yield* recordAt(cy, view("hormonal_stage"), at(9))
      yield* recordAt(cy, complete, at(10))
      // Dee starts and closes the tab before any question is counted.
      const dee = newJourney()
      yield* recordAt(dee, start, at(11))

      const funnel = yield* (yield* EngagementStore).funnel({ from: utc(day), to: utc(at(60)) })
      assert.strictEqual(funnel.started, 4)
      assert.strictEqual(funnel.completed, 1)
      assert.strictEqual(funnel.emailedReport, 0)
      assert.strictEqual(funnel.invitedFriend, 0)
      assert.deepStrictEqual(funnel.questions, [
        { question: "gender", reached: 3, left: 1 },
        { question: "hormonal_stage", reached: 3, left: 1 },
      ])
    }),
  )

  it.effect("counts the journeys that started in the period, with everything they did after", () =>
    Effect.gen(function* () {
      const day = ownDay()
      const hour = minutes(60)
      // Started the day before: not this period's, though it completes inside it.
      const earlier = newJourney()
      yield* recordAt(earlier, start, day - hour)
      yield* recordAt(earlier, complete, day + hour)
      // Started inside; e-mails the report after the period has ended.
      const inside = newJourney()
      yield* recordAt(inside, start, day + 2 * hour)
      yield* recordAt(inside, complete, day + 3 * hour)
      yield* recordAt(inside, emailed, day + 30 * hour)

      const store = yield* EngagementStore
      const funnel = yield* store.funnel({ from: utc(day), to: utc(day + 24 * hour) })
      assert.strictEqual(funnel.started, 1)
      assert.strictEqual(funnel.completed, 1)
      assert.strictEqual(funnel.emailedReport, 1)
      // The period's own events: both completions, one start, no e-mail yet.
      const counted = Object.fromEntries(funnel.events.map((row) => [row.label, row.count]))
      assert.strictEqual(counted.quiz_start, 1)
      assert.strictEqual(counted.quiz_complete, 2)
      assert.strictEqual(counted.email_report, 0)

      const before = yield* store.funnel({ from: utc(day - 2 * hour), to: utc(day) })
      assert.strictEqual(before.started, 1)
      assert.strictEqual(before.completed, 1)
      const nothing = yield* store.funnel({ from: utc(day - 48 * hour), to: utc(day - 24 * hour) })
      assert.strictEqual(nothing.started, 0)
      assert.deepStrictEqual(nothing.questions, [])
    }),
  )

  it.effect("keeps nothing that could name a person", () =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const columns = yield* sql<{ column_name: string }>`
        SELECT column_name FROM information_schema.columns
        WHERE table_name = 'engagement_events' ORDER BY ordinal_position
      `
      assert.deepStrictEqual(
        columns.map((column) => column.column_name),
        ["id", "journey", "category", "label", "value", "occurred_at"],
      )
    }),
  )
}
