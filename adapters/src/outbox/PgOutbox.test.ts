/**
 * The outbox on embedded PGlite and on a real PostgreSQL: queuing inside a
 * transaction (or not at all when it rolls back), one job per dedupe key,
 * claims that skip what others hold, leases that bring back the jobs of a
 * dead worker and fence it out, and what admins see and retry.
 */
import { assert, describe, layer } from "@effect/vitest"
import { Outbox, OutboxJobId } from "@strand/domain/outbox/Outbox"
import { type NewOutboxJob, outboxJobKinds } from "@strand/domain/outbox/OutboxJob"
import { Transaction } from "@strand/domain/transaction/Transaction"
import { Context, DateTime, Duration, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { inject } from "vitest"
import { databaseLayer } from "../db/Database.ts"
import { onEachDatabase } from "../testing/OnEachDatabase.ts"
import { temporaryPostgresDatabase } from "../testing/TestDatabase.ts"
import { PgTransaction } from "../transaction/PgTransaction.ts"
import { PgOutbox } from "./PgOutbox.ts"

const unique = () => crypto.randomUUID().slice(0, 8)

const feedbackMail = (to: string): NewOutboxJob => ({
  job: {
    _tag: "SendMail",
    mail: {
      _tag: "FeedbackMail",
      to,
      feedbackId: crypto.randomUUID(),
      name: "Ada",
      email: null,
      userId: null,
      rating: "n/a",
      receivedAt: "2026-11-20T10:00:00.000Z",
      comments: "Lovely",
    },
  },
  dedupeKey: `test:${unique()}`,
})

const signInMail = (to: string): NewOutboxJob => ({
  job: {
    _tag: "SendMail",
    mail: {
      _tag: "SignInLinkMail",
      to,
      link: "https://strand.test/auth/confirm?token=secret",
      minutes: 15,
    },
  },
  dedupeKey: `test:${unique()}`,
})

const lease = Duration.minutes(1)

/** Claims until nothing is due (earlier tests' jobs included) and returns this test's. */
const claimMine = (to: string, claimLease: Duration.Duration = lease) =>
  Effect.gen(function* () {
    const outbox = yield* Outbox
    const all = yield* outbox.claim(100, claimLease, outboxJobKinds)
    return all.filter((claimed) => claimed.job._tag === "SendMail" && claimed.job.mail.to === to)
  })

onEachDatabase(Layer.mergeAll(PgOutbox, PgTransaction), (it) => {
  it.effect("queues a job once per dedupe key, and a worker claims it with its data intact", () =>
    Effect.gen(function* () {
      const outbox = yield* Outbox
      const to = `once-${unique()}@example.com`
      const job = feedbackMail(to)
      yield* outbox.enqueue(job)
      yield* outbox.enqueue(job)
      const claimed = yield* claimMine(to)
      assert.strictEqual(claimed.length, 1)
      assert.deepStrictEqual(claimed[0]?.job, job.job)
      assert.strictEqual(claimed[0]?.attempt, 1)
      assert.isNull(claimed[0]?.deliverBy)
      // held: nobody else gets it
      assert.deepStrictEqual(yield* claimMine(to), [])
      assert.isTrue(yield* outbox.complete(claimed[0]!))
      const [entry] = (yield* outbox.list({ limit: 50 })).filter((e) => e.id === claimed[0]?.id)
      assert.strictEqual(entry?.status, "done")
      assert.strictEqual(entry?.description, `Feedback e-mail to ${to}`)
      assert.isNotNull(entry?.finishedAt)
    }),
  )

  it.effect("a job queued in a transaction that rolls back was never queued", () =>
    Effect.gen(function* () {
      const outbox = yield* Outbox
      const transaction = yield* Transaction
      const to = `rollback-${unique()}@example.com`
      const failed = yield* transaction
        .atomically(Effect.andThen(outbox.enqueue(feedbackMail(to)), Effect.fail("change refused")))
        .pipe(Effect.flip)
      assert.strictEqual(failed, "change refused")
      assert.deepStrictEqual(yield* claimMine(to), [])
      yield* transaction.atomically(outbox.enqueue(feedbackMail(to)))
      assert.strictEqual((yield* claimMine(to)).length, 1)
    }),
  )

  it.effect("a retry waits for its time, counts its attempt and keeps the error for admins", () =>
    Effect.gen(function* () {
      const outbox = yield* Outbox
      const to = `retry-${unique()}@example.com`
      yield* outbox.enqueue(feedbackMail(to))
      const [first] = yield* claimMine(to)
      // real time: the database compares with its own clock
      const later = DateTime.makeUnsafe(Date.now() + 3_600_000)
      assert.isTrue(
        yield* outbox.retryAt(first!, later, "Unreachable: Could not reach the SMTP server"),
      )
      assert.deepStrictEqual(yield* claimMine(to), [])
      const [entry] = (yield* outbox.list({ status: "pending", limit: 50 })).filter(
        (e) => e.id === first?.id,
      )
      assert.strictEqual(entry?.attempts, 1)
      assert.strictEqual(entry?.lastError, "Unreachable: Could not reach the SMTP server")
      // due again now: the next claim is attempt 2
      const sql = yield* SqlClient.SqlClient
      yield* sql`UPDATE outbox SET run_at = now() WHERE id = ${first!.id}`
      const [second] = yield* claimMine(to)
      assert.strictEqual(second?.attempt, 2)
    }),
  )

  it.effect(
    "a worker that dies loses its jobs when the lease runs out, and cannot record over the next one",
    () =>
      Effect.gen(function* () {
        const outbox = yield* Outbox
        const to = `lease-${unique()}@example.com`
        yield* outbox.enqueue(feedbackMail(to))
        const [dead] = yield* claimMine(to, Duration.seconds(1))
        assert.deepStrictEqual(yield* claimMine(to), [])
        // real time: the lease is the database's clock
        yield* Effect.promise(() => new Promise((resolve) => setTimeout(resolve, 1500)))
        const [next] = yield* claimMine(to)
        assert.strictEqual(next?.id, dead?.id)
        assert.strictEqual(next?.attempt, 2)
        // the first worker wakes up: its claim is gone
        assert.isFalse(yield* outbox.complete(dead!))
        assert.isFalse(yield* outbox.bury(dead!, "late"))
        assert.isTrue(yield* outbox.complete(next!))
      }),
  )

  it.effect("a dead job is shown to admins and comes back with fresh attempts when retried", () =>
    Effect.gen(function* () {
      const outbox = yield* Outbox
      const to = `dead-${unique()}@example.com`
      yield* outbox.enqueue(feedbackMail(to))
      const [claimed] = yield* claimMine(to)
      const before = yield* outbox.counts
      assert.isTrue(
        yield* outbox.bury(claimed!, "Rejected: The SMTP server rejected the message (550)"),
      )
      const after = yield* outbox.counts
      assert.strictEqual(after.dead, before.dead + 1)
      const [entry] = (yield* outbox.list({ status: "dead", limit: 50 })).filter(
        (e) => e.id === claimed?.id,
      )
      assert.strictEqual(entry?.lastError, "Rejected: The SMTP server rejected the message (550)")
      assert.isTrue(yield* outbox.revive(claimed!.id))
      assert.isFalse(yield* outbox.revive(claimed!.id), "only a dead job can be revived")
      assert.isFalse(yield* outbox.revive(OutboxJobId.make(crypto.randomUUID())))
      const [again] = yield* claimMine(to)
      assert.strictEqual(again?.attempt, 1)
    }),
  )

  it.effect("forgets a sign-in link once it is delivered; such a job cannot be revived", () =>
    Effect.gen(function* () {
      const outbox = yield* Outbox
      const sql = yield* SqlClient.SqlClient
      const to = `secret-${unique()}@example.com`
      yield* outbox.enqueue(signInMail(to))
      const [claimed] = yield* claimMine(to)
      assert.isTrue(yield* outbox.complete(claimed!))
      const [row] = yield* sql<{
        payload: unknown
      }>`SELECT payload FROM outbox WHERE id = ${claimed!.id}`
      assert.notInclude(JSON.stringify(row?.payload), "secret")
      const [entry] = (yield* outbox.list({ limit: 50 })).filter((e) => e.id === claimed?.id)
      assert.strictEqual(entry?.description, `Sign-in link e-mail to ${to}`)

      yield* outbox.enqueue(signInMail(to))
      const [expired] = yield* claimMine(to)
      yield* outbox.bury(expired!, "Expired before it could be delivered")
      assert.isFalse(yield* outbox.revive(expired!.id))
    }),
  )

  it.effect("forgets delivered jobs after a while; given-up ones stay for admins", () =>
    Effect.gen(function* () {
      const outbox = yield* Outbox
      const sql = yield* SqlClient.SqlClient
      const to = `old-${unique()}@example.com`
      yield* outbox.enqueue(feedbackMail(to))
      yield* outbox.enqueue(feedbackMail(to))
      const [delivered, dead] = yield* claimMine(to)
      yield* outbox.complete(delivered!)
      yield* outbox.bury(dead!, "Rejected")
      yield* sql`UPDATE outbox SET finished_at = now() - interval '31 days' WHERE id IN (${delivered!.id}, ${dead!.id})`
      assert.isAtLeast(yield* outbox.prune(Duration.days(30)), 1)
      const ids = (yield* outbox.list({ limit: 500 })).map((entry) => entry.id)
      assert.notInclude(ids, delivered!.id)
      assert.include(ids, dead!.id)
    }),
  )

  it.effect("claims a sign-in link before older mail, and only the kinds asked for", () =>
    Effect.gen(function* () {
      const outbox = yield* Outbox
      const to = `first-${unique()}@example.com`
      // Whatever earlier tests left is claimed out of the way first.
      yield* outbox.claim(1000, lease, outboxJobKinds)
      yield* outbox.enqueue(feedbackMail(to))
      yield* outbox.enqueue(feedbackMail(to))
      yield* outbox.enqueue(signInMail(to))
      assert.deepStrictEqual(yield* outbox.claim(10, lease, ["PushContact"]), [])
      const [next] = yield* outbox.claim(1, lease, ["SendMail", "SendReminder"])
      assert.strictEqual(next?.job._tag === "SendMail" && next.job.mail._tag, "SignInLinkMail")
      const rest = yield* outbox.claim(10, lease, ["SendMail"])
      assert.deepStrictEqual(
        rest.map((claimed) => claimed.job._tag === "SendMail" && claimed.job.mail._tag),
        ["FeedbackMail", "FeedbackMail"],
      )
    }),
  )

  it.effect("concurrent claims in one process never hand out a job twice", () =>
    Effect.gen(function* () {
      const outbox = yield* Outbox
      const to = `many-${unique()}@example.com`
      for (let i = 0; i < 30; i++) yield* outbox.enqueue(feedbackMail(to))
      const batches = yield* Effect.all(
        Array.from({ length: 6 }, () => outbox.claim(7, lease, outboxJobKinds)),
        { concurrency: "unbounded" },
      )
      const mine = batches.flat().filter((c) => c.job._tag === "SendMail" && c.job.mail.to === to)
      assert.strictEqual(mine.length, 30)
      assert.strictEqual(new Set(mine.map((c) => c.id)).size, 30)
    }),
  )
})

// Several API processes on one PostgreSQL: each its own connection pool.
class OtherOutbox extends Context.Service<OtherOutbox, Outbox["Service"]>()("test/OtherOutbox") {}

describe("two processes on one PostgreSQL", () => {
  const twoProcesses = Layer.unwrap(
    Effect.map(temporaryPostgresDatabase(inject("postgresUrl")), (url) => {
      const processA = PgOutbox.pipe(Layer.provide(databaseLayer({ url })))
      const processB = Layer.effect(
        OtherOutbox,
        Effect.gen(function* () {
          return yield* Outbox
        }),
      ).pipe(Layer.provide(PgOutbox.pipe(Layer.provide(databaseLayer({ url })))))
      return Layer.mergeAll(processA, processB)
    }),
  )

  layer(twoProcesses, { timeout: 60_000 })((it) => {
    it.effect("claim disjoint jobs (FOR UPDATE SKIP LOCKED): every job once", () =>
      Effect.gen(function* () {
        const a = yield* Outbox
        const b = yield* OtherOutbox
        const to = `shared-${unique()}@example.com`
        for (let i = 0; i < 60; i++) yield* (i % 2 === 0 ? a : b).enqueue(feedbackMail(to))
        const rounds = yield* Effect.all(
          Array.from({ length: 12 }, (_, i) =>
            (i % 2 === 0 ? a : b).claim(10, lease, outboxJobKinds),
          ),
          { concurrency: "unbounded" },
        )
        const ids = rounds.flat().map((claimed) => claimed.id)
        assert.strictEqual(ids.length, 60)
        assert.strictEqual(new Set(ids).size, 60)
      }),
    )
  })
})
