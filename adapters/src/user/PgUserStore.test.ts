import { assert, describe } from "@effect/vitest"
import { Email } from "@strand/domain/user/Email"
import { UserStore } from "@strand/domain/user/UserStore"
import { Effect, Option } from "effect"
import { SqlClient } from "effect/sql"
import { onEachDatabase } from "../testing/OnEachDatabase.ts"
import { PgUserStore } from "./PgUserStore.ts"

const email = (who: string) => Email.make(`${who}-${crypto.randomUUID().slice(0, 8)}@example.com`)
const code = () => crypto.randomUUID().replaceAll("-", "").slice(0, 16)

describe("PgUserStore", () =>
  onEachDatabase(PgUserStore, (it) => {
    it.effect(
      "creates the account once per e-mail, whatever its case; signing in again never renames it",
      () =>
        Effect.gen(function* () {
          const users = yield* UserStore
          const address = email("Kai")
          const first = yield* users.signIn({ email: address, name: "Kai" }, code())
          const again = yield* users.signIn(
            { email: Email.make(address.toUpperCase()), name: "Kai L" },
            code(),
          )
          assert.isTrue(first.created)
          assert.isFalse(again.created)
          assert.strictEqual(again.user.id, first.user.id)
          assert.strictEqual(again.user.referralCode, first.user.referralCode)
          assert.strictEqual(again.user.name, "Kai")
          const nameless = yield* users.signIn({ email: address }, code())
          assert.strictEqual(nameless.user.name, "Kai")
          assert.deepStrictEqual(yield* users.findById(first.user.id), Option.some(nameless.user))
        }),
    )

    it.effect("a later sign-in gives a name to an account that has none", () =>
      Effect.gen(function* () {
        const users = yield* UserStore
        const address = email("Nia")
        const first = yield* users.signIn({ email: address }, code())
        assert.isNull(first.user.name)
        const named = yield* users.signIn({ email: address, name: "Nia" }, code())
        assert.strictEqual(named.user.name, "Nia")
      }),
    )

    it.effect("counts a referral once, even for 10 simultaneous sign-ups of one person", () =>
      Effect.gen(function* () {
        const users = yield* UserStore
        const referrer = yield* users.signIn({ email: email("ref"), name: "Ref" }, code())
        const friend = email("friend")
        const outcomes = yield* Effect.all(
          Array.from({ length: 10 }, () =>
            users.signIn({ email: friend, referralCode: referrer.user.referralCode }, code()),
          ),
          { concurrency: "unbounded" },
        )
        assert.strictEqual(outcomes.filter((outcome) => outcome.created).length, 1)
        const after = Option.getOrThrow(yield* users.findById(referrer.user.id))
        assert.strictEqual(after.referralCount, 1)
      }),
    )

    it.effect("ignores self-referral and unknown codes", () =>
      Effect.gen(function* () {
        const users = yield* UserStore
        const self = yield* users.signIn({ email: email("self") }, code())
        yield* users.signIn(
          { email: self.user.email, referralCode: self.user.referralCode },
          code(),
        )
        const stranger = yield* users.signIn(
          { email: email("new"), referralCode: "no-such-code" },
          code(),
        )
        assert.isTrue(stranger.created)
        assert.strictEqual(Option.getOrThrow(yield* users.findById(self.user.id)).referralCount, 0)
      }),
    )

    it.effect("knows the quiz is complete once an analysis is stored", () =>
      Effect.gen(function* () {
        const users = yield* UserStore
        const { user } = yield* users.signIn({ email: email("quiz") }, code())
        assert.isFalse(yield* users.hasCompletedQuiz(user.id))
        const sql = yield* SqlClient.SqlClient
        yield* sql`INSERT INTO analyses (id, user_id, results) VALUES (${crypto.randomUUID()}, ${user.id}, ${"{}"}::jsonb)`
        assert.isTrue(yield* users.hasCompletedQuiz(user.id))
      }),
    )
  }))
