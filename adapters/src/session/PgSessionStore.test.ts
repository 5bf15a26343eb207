import { assert, describe } from "@effect/vitest"
import { sessionAbsoluteDays, sessionIdleDays } from "@strand/domain/session/SessionPolicy"
import { SessionStore } from "@strand/domain/session/SessionStore"
import { Email } from "@strand/domain/user/Email"
import { UserStore } from "@strand/domain/user/UserStore"
import { Duration, Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import { TestClock } from "effect/testing"
import { onEachDatabase } from "../testing/OnEachDatabase.ts"
import { PgUserStore } from "../user/PgUserStore.ts"
import { PgSessionStore } from "./PgSessionStore.ts"

const someone = Effect.gen(function* () {
  const users = yield* UserStore
  const address = Email.make(`s-${crypto.randomUUID().slice(0, 8)}@example.com`)
  return (yield* users.signIn({ email: address }, crypto.randomUUID().slice(0, 16))).user
})

describe("PgSessionStore", () =>
  onEachDatabase(Layer.mergeAll(PgSessionStore, PgUserStore), (it) => {
    it.effect("resumes a live session, and not after it ends", () =>
      Effect.gen(function* () {
        const sessions = yield* SessionStore
        const user = yield* someone
        const token = yield* sessions.start(user.id, false)
        assert.match(token, /^[A-Za-z0-9_-]{43}$/)
        assert.deepStrictEqual(
          yield* sessions.resume(token),
          Option.some({ userId: user.id, provenByLink: false }),
        )
        yield* sessions.end(token)
        assert.isTrue(Option.isNone(yield* sessions.resume(token)))
      }),
    )

    it.effect("remembers whether a session began with an e-mailed link", () =>
      Effect.gen(function* () {
        const sessions = yield* SessionStore
        const user = yield* someone
        const byLink = yield* sessions.start(user.id, true)
        const typed = yield* sessions.start(user.id, false)
        assert.isTrue(Option.getOrThrow(yield* sessions.resume(byLink)).provenByLink)
        assert.isFalse(Option.getOrThrow(yield* sessions.resume(typed)).provenByLink)
      }),
    )

    it.effect("keeps only a hash of the token", () =>
      Effect.gen(function* () {
        const sessions = yield* SessionStore
        const sql = yield* SqlClient.SqlClient
        const user = yield* someone
        const token = yield* sessions.start(user.id, false)
        const rows = yield* sql<{
          token_hash: string
        }>`SELECT token_hash FROM sessions WHERE user_id = ${user.id}`
        assert.strictEqual(rows.length, 1)
        assert.notStrictEqual(rows[0]?.token_hash, token)
        assert.match(rows[0]?.token_hash ?? "", /^[0-9a-f]{64}$/)
      }),
    )

    it.effect(`ends after ${sessionIdleDays} days unused`, () =>
      Effect.gen(function* () {
        const sessions = yield* SessionStore
        const user = yield* someone
        const token = yield* sessions.start(user.id, false)
        yield* TestClock.adjust(Duration.days(sessionIdleDays - 1))
        assert.isTrue(Option.isSome(yield* sessions.resume(token)), "used after 13 days")
        yield* TestClock.adjust(Duration.days(sessionIdleDays - 1))
        assert.isTrue(Option.isSome(yield* sessions.resume(token)), "used again 13 days later")
        yield* TestClock.adjust(Duration.days(sessionIdleDays))
        assert.isTrue(Option.isNone(yield* sessions.resume(token)), "then 14 days unused")
      }),
    )

    it.effect(`ends ${sessionAbsoluteDays} days after sign-in, however much it is used`, () =>
      Effect.gen(function* () {
        const sessions = yield* SessionStore
        const user = yield* someone
        const token = yield* sessions.start(user.id, false)
        // used every 10 days, so never idle
        for (let day = 10; day < sessionAbsoluteDays; day += 10) {
          yield* TestClock.adjust(Duration.days(10))
          assert.isTrue(Option.isSome(yield* sessions.resume(token)), `day ${day}`)
        }
        yield* TestClock.adjust(Duration.days(10))
        assert.isTrue(Option.isNone(yield* sessions.resume(token)))
      }),
    )

    it.effect("records use at most once an hour", () =>
      Effect.gen(function* () {
        const sessions = yield* SessionStore
        const sql = yield* SqlClient.SqlClient
        const user = yield* someone
        const token = yield* sessions.start(user.id, false)
        const lastSeen = sql<{
          at: Date
        }>`SELECT last_seen_at AS at FROM sessions WHERE user_id = ${user.id}`
        const started = new Date((yield* lastSeen)[0]?.at ?? 0).getTime()
        yield* TestClock.adjust(Duration.minutes(30))
        yield* sessions.resume(token)
        assert.strictEqual(
          new Date((yield* lastSeen)[0]?.at ?? 0).getTime(),
          started,
          "not written within the hour",
        )
        yield* TestClock.adjust(Duration.minutes(31))
        yield* sessions.resume(token)
        assert.strictEqual(
          new Date((yield* lastSeen)[0]?.at ?? 0).getTime(),
          started + 61 * 60 * 1000,
        )
      }),
    )
  }))
