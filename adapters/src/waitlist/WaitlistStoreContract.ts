/**
 * The behaviour every WaitlistStore must have, as one test suite that each
 * adapter's test runs against its own database.
 */
import { assert, type Vitest } from "@effect/vitest"
import { JoinWaitlist } from "@strand/domain/waitlist/WaitlistEntry"
import { WaitlistStore } from "@strand/domain/waitlist/WaitlistStore"
import { Effect, Schema } from "effect"

const join = (fields: {
  name: string
  email: string
  hairConcerns?: string
  referralCode?: string
}) => Schema.decodeUnknownSync(JoinWaitlist)(fields)

const unique = () => crypto.randomUUID().slice(0, 8)

export const waitlistStoreContract = (it: Vitest.MethodsNonLive<WaitlistStore>) => {
  it.effect("stores a new sign-up with its fields", () =>
    Effect.gen(function* () {
      const store = yield* WaitlistStore
      const email = `ada-${unique()}@example.com`
      const outcome = yield* store.join(
        join({
          name: "Ada",
          email,
          hairConcerns: "other: frizz after swimming",
          referralCode: "abc_123",
        }),
      )
      assert.isTrue(outcome.created)
      assert.strictEqual(outcome.entry.name, "Ada")
      assert.strictEqual(outcome.entry.email, email)
      assert.strictEqual(outcome.entry.hairConcerns, "other: frizz after swimming")
      assert.strictEqual(outcome.entry.referralCode, "abc_123")
      const listed = (yield* store.list).find((entry) => entry.email === email)
      assert.deepStrictEqual(listed, outcome.entry)
    }),
  )

  it.effect("keeps one row per e-mail, whatever its case", () =>
    Effect.gen(function* () {
      const store = yield* WaitlistStore
      const email = `Grace-${unique()}@Example.com`
      const before = yield* store.count
      const first = yield* store.join(join({ name: "Grace", email }))
      const again = yield* store.join(join({ name: "Grace H", email: email.toLowerCase() }))
      assert.isTrue(first.created)
      assert.isFalse(again.created)
      assert.deepStrictEqual(again.entry, first.entry)
      assert.strictEqual(yield* store.count, before + 1)
    }),
  )

  it.effect("concurrent joins with one e-mail make one row", () =>
    Effect.gen(function* () {
      const store = yield* WaitlistStore
      const email = `race-${unique()}@example.com`
      const before = yield* store.count
      const outcomes = yield* Effect.all(
        Array.from({ length: 10 }, () => store.join(join({ name: "Race", email }))),
        { concurrency: "unbounded" },
      )
      assert.strictEqual(outcomes.filter((outcome) => outcome.created).length, 1)
      assert.strictEqual(new Set(outcomes.map((outcome) => outcome.entry.id)).size, 1)
      assert.strictEqual(yield* store.count, before + 1)
    }),
  )

  it.effect("lists newest first and counts every entry", () =>
    Effect.gen(function* () {
      const store = yield* WaitlistStore
      const a = yield* store.join(join({ name: "First", email: `first-${unique()}@example.com` }))
      const b = yield* store.join(join({ name: "Second", email: `second-${unique()}@example.com` }))
      const list = yield* store.list
      assert.strictEqual(list.length, yield* store.count)
      const ids = list.map((entry) => entry.id)
      assert.isTrue(ids.indexOf(b.entry.id) < ids.indexOf(a.entry.id))
    }),
  )
}
