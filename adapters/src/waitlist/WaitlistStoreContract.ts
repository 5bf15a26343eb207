/**
 * The behaviour every WaitlistStore must have, as one test suite that each
 * adapter's test runs against its own database.
 */
import { assert, type Vitest } from "@effect/vitest"
import { JoinWaitlist, WaitlistEntry } from "@strand/domain/waitlist/WaitlistEntry"
import { type WaitlistPageRequest, WaitlistStore } from "@strand/domain/waitlist/WaitlistStore"
import { Effect, Schema, Stream } from "effect"
import { SqlClient } from "effect/sql"

const join = (fields: {
  name: string
  email: string
  hairConcerns?: string
  referralCode?: string
}) => Schema.decodeUnknownSync(JoinWaitlist)(fields)

const unique = () => crypto.randomUUID().slice(0, 8)

// The JSON an entry's schema writes, as an HTTP answer carries it.
const encodeEntry = Schema.encodeSync(Schema.toCodecJson(WaitlistEntry))

/** Every sign-up, newest first, read through the export. */
const everyone = (search?: string) =>
  Effect.flatMap(WaitlistStore, (store) => Stream.runCollect(store.everyone(search)))

export const waitlistStoreContract = (
  it: Vitest.MethodsNonLive<WaitlistStore | SqlClient.SqlClient>,
) => {
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
      const listed = (yield* everyone(email)).find((entry) => entry.email === email)
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
      const list = yield* everyone()
      assert.strictEqual(list.length, yield* store.count)
      const ids = list.map((entry) => entry.id)
      assert.isTrue(ids.indexOf(b.entry.id) < ids.indexOf(a.entry.id))
    }),
  )

  it.effect("counts exactly under many concurrent joins, duplicates included", () =>
    Effect.gen(function* () {
      const store = yield* WaitlistStore
      const sql = yield* SqlClient.SqlClient
      const before = yield* store.count
      const run = unique()
      // 60 joins of 40 addresses, all at once: 40 new rows.
      yield* Effect.all(
        Array.from({ length: 60 }, (_, index) =>
          store.join(join({ name: "Crowd", email: `crowd-${run}-${index % 40}@example.com` })),
        ),
        { concurrency: "unbounded" },
      )
      assert.strictEqual(yield* store.count, before + 40)
      const [rows] = yield* sql<{ count: string }>`SELECT count(*)::text AS count FROM waitlist`
      assert.strictEqual(yield* store.count, Number(rows?.count))
    }),
  )

  it.effect("pages newest first by key, forwards and back, at most the page size", () =>
    Effect.gen(function* () {
      const store = yield* WaitlistStore
      const run = unique()
      const joined = []
      for (let index = 0; index < 7; index++) {
        const { entry } = yield* store.join(
          join({ name: `Pager ${index}`, email: `pager-${run}-${index}@example.com` }),
        )
        joined.push(entry.id)
      }
      const newestFirst = joined.toReversed()
      const search = `pager-${run}`

      const first = yield* store.page({ search, limit: 3 })
      assert.deepStrictEqual(
        first.entries.map((entry) => entry.id),
        newestFirst.slice(0, 3),
      )
      assert.isUndefined(first.newer)
      const second = yield* store.page({ search, after: first.older, limit: 3 })
      assert.deepStrictEqual(
        second.entries.map((entry) => entry.id),
        newestFirst.slice(3, 6),
      )
      // A sign-up arriving meanwhile does not shift the next page.
      yield* store.join(join({ name: "Pager late", email: `pager-${run}-late@example.com` }))
      const third = yield* store.page({ search, after: second.older, limit: 3 })
      assert.deepStrictEqual(
        third.entries.map((entry) => entry.id),
        newestFirst.slice(6),
      )
      assert.isUndefined(third.older)

      // Back from the third page: the second again, then the first with the late one.
      const back = yield* store.page({ search, before: third.newer, limit: 3 })
      assert.deepStrictEqual(back.entries, second.entries)
      const backToFirst = yield* store.page({ search, before: back.newer, limit: 3 })
      assert.deepStrictEqual(
        backToFirst.entries.map((entry) => entry.id),
        newestFirst.slice(0, 3),
      )
      assert.isDefined(backToFirst.newer, "the late sign-up is newer still")
    }),
  )

  it.effect("sends a page as the entries' schema would encode it, in both directions", () =>
    Effect.gen(function* () {
      const store = yield* WaitlistStore
      const sql = yield* SqlClient.SqlClient
      const run = unique()
      const email = (name: string) => `sent-${name}-${run}@example.com`
      yield* store.join(join({ name: "Plain", email: email("plain") }))
      yield* store.join(
        join({
          name: "Mixed  Case É",
          email: email("full"),
          hairConcerns: 'other: "salt" water \\ é',
          referralCode: "abc_123",
        }),
      )
      // An account of their own (its referral code), and times the driver's
      // Date and PostgreSQL would each round: microseconds, a leap day.
      yield* sql`INSERT INTO users (id, email, referral_code)
                 VALUES (${crypto.randomUUID()}, ${email("full").toUpperCase()}, ${`own${run}`})`
      yield* sql`UPDATE waitlist SET created_at = '2028-02-29 23:59:59.999999+00'
                 WHERE email = ${email("plain")}`
      yield* sql`UPDATE waitlist SET created_at = '2026-11-26 10:11:12.0005+05:30',
                   hair_concerns = ' ' || hair_concerns || ' '
                 WHERE email = ${email("full")}`
      const sameJson = (request: WaitlistPageRequest) =>
        Effect.gen(function* () {
          const page = yield* store.page(request)
          const sent = yield* store.pageAsSent(request)
          assert.strictEqual(
            JSON.stringify(sent),
            JSON.stringify({ ...page, entries: page.entries.map((entry) => encodeEntry(entry)) }),
          )
          return sent
        })
      const search = `-${run}@`
      yield* sameJson({ search, limit: 5 })
      const first = yield* sameJson({ search, limit: 1 })
      const second = yield* sameJson({ search, after: first.older, limit: 1 })
      yield* sameJson({ search, before: second.newer, limit: 1 })
      const [full] = (yield* store.pageAsSent({ search: email("full"), limit: 1 })).entries
      assert.strictEqual(full?.ownReferralCode, `own${run}`)
      assert.strictEqual(full?.createdAt, "2026-11-26T04:41:12.000Z")
    }),
  )

  it.effect("finds sign-ups by any part of the name or e-mail, whatever its case", () =>
    Effect.gen(function* () {
      const store = yield* WaitlistStore
      const run = unique()
      const ada = yield* store.join(
        join({ name: `Ada Lovelace${run}`, email: `countess-${run}@analytical.example` }),
      )
      const grace = yield* store.join(
        join({ name: "Grace Hopper", email: `grace_${run}@navy.example` }),
      )
      const ids = (search: string) =>
        Effect.map(store.page({ search, limit: 100 }), (page) =>
          page.entries.map((entry) => entry.id),
        )
      assert.deepStrictEqual(yield* ids(`LOVELACE${run}`), [ada.entry.id])
      assert.deepStrictEqual(yield* ids(`Countess-${run}@ANALYTICAL`), [ada.entry.id])
      assert.deepStrictEqual(yield* ids(`grace_${run}`), [grace.entry.id])
      // % and _ are the characters typed, not wildcards.
      assert.deepStrictEqual(yield* ids(`grace%${run}`), [])
      assert.deepStrictEqual(yield* ids(`countess_${run}`), [])
      assert.deepStrictEqual(
        (yield* everyone(run)).map((entry) => entry.id),
        [grace.entry.id, ada.entry.id],
      )
    }),
  )
}
