/**
 * The outbox on PostgreSQL (embedded PGlite or a real server), through the
 * app's own SqlClient, so a job is queued inside the transaction of the
 * change that causes it, on both databases. Workers in any number of
 * processes claim due rows with FOR UPDATE SKIP LOCKED in one short
 * statement (no transaction is held while delivering: on PGlite an open
 * transaction blocks every other query); a claim is a lease, and its token
 * fences a worker whose lease ran out.
 */
import {
  type ClaimedJob,
  Outbox,
  OutboxEntry,
  OutboxJobId,
  type OutboxStatus,
} from "@strand/domain/outbox/Outbox"
import {
  describeJob,
  holdsSecret,
  jobPriority,
  type NewOutboxJob,
  OutboxJob,
  type OutboxJobKind,
} from "@strand/domain/outbox/OutboxJob"
import { DateTime, Duration, Effect, Latch, Layer, Option, Schema } from "effect"
import { SqlClient } from "effect/sql"

interface ClaimedRow {
  readonly id: string
  readonly payload: unknown
  readonly attempts: number
  readonly deliver_by: Date | string | null
  readonly claim: string
}

interface EntryRow {
  readonly id: string
  readonly kind: string
  readonly description: string
  readonly status: string
  readonly attempts: number
  readonly last_error: string | null
  readonly created_at: Date | string
  readonly run_at: Date | string
  readonly finished_at: Date | string | null
}

// What a delivered secret (a sign-in link) is replaced with.
const scrubbed = JSON.stringify({ scrubbed: true })

const encodeJob = Schema.encodeSync(OutboxJob)
const decodeJob = Schema.decodeUnknownEffect(OutboxJob)

const utc = (value: Date | string) => DateTime.makeUnsafe(value)
const iso = (at: DateTime.Utc) => DateTime.formatIso(at)

export const PgOutbox = Layer.effect(
  Outbox,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    // Opened when a job is committed in this process, so the worker starts at once.
    const work = yield* Latch.make(false)

    const enqueue = Effect.fn("Outbox.enqueue")(function* (newJob: NewOutboxJob) {
      yield* sql`
        INSERT INTO outbox (id, kind, dedupe_key, payload, description, priority, deliver_by, run_at)
        VALUES (${crypto.randomUUID()}, ${newJob.job._tag}, ${newJob.dedupeKey},
                ${JSON.stringify(encodeJob(newJob.job))}::jsonb, ${describeJob(newJob.job)},
                ${jobPriority(newJob.job)},
                ${newJob.deliverBy === undefined ? null : iso(newJob.deliverBy)}::timestamptz,
                COALESCE(${newJob.runAt === undefined ? null : iso(newJob.runAt)}::timestamptz, now()))
        ON CONFLICT (dedupe_key) DO NOTHING
      `.pipe(Effect.orDie)
      yield* sql.afterCommit(Effect.asVoid(work.open))
    })

    const withdraw = Effect.fn("Outbox.withdraw")(function* (dedupeKey: string) {
      const rows = yield* sql`
        DELETE FROM outbox WHERE dedupe_key = ${dedupeKey} AND status = 'pending' RETURNING id
      `.pipe(Effect.orDie)
      return rows.length > 0
    })

    const settle = (claimed: ClaimedJob, rows: ReadonlyArray<unknown>) => {
      if (rows.length === 0) {
        return Effect.as(
          Effect.logWarning("An outbox job was taken over by another worker").pipe(
            Effect.annotateLogs({ job: claimed.id }),
          ),
          false,
        )
      }
      return Effect.succeed(true)
    }

    const claim = Effect.fn("Outbox.claim")(function* (
      limit: number,
      lease: Duration.Duration,
      kinds: ReadonlyArray<OutboxJobKind>,
    ) {
      const token = crypto.randomUUID()
      const rows = yield* sql<ClaimedRow>`
        UPDATE outbox
        SET status = 'running', attempts = attempts + 1, claim = ${token},
            locked_until = now() + make_interval(secs => ${Duration.toSeconds(lease)})
        WHERE id IN (
          SELECT id FROM outbox
          WHERE ${sql.in("kind", kinds)}
            AND ((status = 'pending' AND run_at <= now())
              OR (status = 'running' AND locked_until < now()))
          ORDER BY priority, run_at, seq
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED
        )
        RETURNING id, payload, attempts, deliver_by, claim
      `.pipe(Effect.orDie)
      const claimed: Array<ClaimedJob> = []
      for (const row of rows) {
        const payload = typeof row.payload === "string" ? JSON.parse(row.payload) : row.payload
        const job = yield* decodeJob(payload).pipe(Effect.option)
        if (Option.isNone(job)) {
          // Nothing will ever read it: dead at once, for an admin to look at.
          yield* sql`
            UPDATE outbox SET status = 'dead', finished_at = now(), locked_until = NULL,
              last_error = 'This job could not be read (written by another version of Strand?)'
            WHERE id = ${row.id}
          `.pipe(Effect.orDie)
          continue
        }
        claimed.push({
          id: OutboxJobId.make(row.id),
          claim: row.claim,
          job: job.value,
          attempt: Number(row.attempts),
          deliverBy: row.deliver_by === null ? null : utc(row.deliver_by),
        })
      }
      return claimed
    })

    const complete = Effect.fn("Outbox.complete")(function* (claimed: ClaimedJob) {
      const rows = yield* sql`
        UPDATE outbox
        SET status = 'done', finished_at = now(), locked_until = NULL, last_error = NULL,
            payload = CASE WHEN ${holdsSecret(claimed.job)} THEN ${scrubbed}::jsonb ELSE payload END
        WHERE id = ${claimed.id} AND claim = ${claimed.claim} AND status = 'running'
        RETURNING id
      `.pipe(Effect.orDie)
      return yield* settle(claimed, rows)
    })

    const retryAt = Effect.fn("Outbox.retryAt")(function* (
      claimed: ClaimedJob,
      at: DateTime.Utc,
      error: string,
    ) {
      const rows = yield* sql`
        UPDATE outbox
        SET status = 'pending', run_at = ${iso(at)}::timestamptz, locked_until = NULL,
            last_error = ${error}
        WHERE id = ${claimed.id} AND claim = ${claimed.claim} AND status = 'running'
        RETURNING id
      `.pipe(Effect.orDie)
      return yield* settle(claimed, rows)
    })

    const bury = Effect.fn("Outbox.bury")(function* (claimed: ClaimedJob, error: string) {
      const rows = yield* sql`
        UPDATE outbox
        SET status = 'dead', finished_at = now(), locked_until = NULL, last_error = ${error},
            payload = CASE WHEN ${holdsSecret(claimed.job)} THEN ${scrubbed}::jsonb ELSE payload END
        WHERE id = ${claimed.id} AND claim = ${claimed.claim} AND status = 'running'
        RETURNING id
      `.pipe(Effect.orDie)
      return yield* settle(claimed, rows)
    })

    const awaitWork = (atMost: Duration.Duration) =>
      work.await.pipe(Effect.timeoutOption(atMost), Effect.andThen(work.close), Effect.asVoid)

    const toEntry = (row: EntryRow) =>
      Schema.decodeUnknownEffect(OutboxEntry)({
        id: row.id,
        kind: row.kind,
        description: row.description,
        status: row.status,
        attempts: Number(row.attempts),
        lastError: row.last_error,
        createdAt: utc(row.created_at),
        nextAttemptAt: row.status === "pending" ? utc(row.run_at) : null,
        finishedAt: row.finished_at === null ? null : utc(row.finished_at),
      }).pipe(Effect.orDie)

    const list = Effect.fn("Outbox.list")(function* (options: {
      readonly status?: OutboxStatus | undefined
      readonly limit: number
    }) {
      const rows = yield* sql<EntryRow>`
        SELECT id, kind, description, status, attempts, last_error, created_at, run_at, finished_at
        FROM outbox
        ${options.status === undefined ? sql`` : sql`WHERE status = ${options.status}`}
        ORDER BY seq DESC
        LIMIT ${options.limit}
      `.pipe(Effect.orDie)
      return yield* Effect.forEach(rows, toEntry)
    })

    const counts = sql<{ status: OutboxStatus; count: number }>`
      SELECT status, count(*)::int AS count FROM outbox GROUP BY status
    `.pipe(
      Effect.map((rows) => {
        const result: Record<OutboxStatus, number> = { pending: 0, running: 0, done: 0, dead: 0 }
        for (const row of rows) result[row.status] = Number(row.count)
        return result
      }),
      Effect.orDie,
      Effect.withSpan("Outbox.counts"),
    )

    const revive = Effect.fn("Outbox.revive")(function* (id: OutboxJobId) {
      const rows = yield* sql`
        UPDATE outbox
        SET status = 'pending', attempts = 0, run_at = now(), finished_at = NULL,
            claim = NULL, locked_until = NULL
        WHERE id = ${id} AND status = 'dead' AND payload->>'scrubbed' IS NULL
        RETURNING id
      `.pipe(Effect.orDie)
      if (rows.length > 0) yield* work.open
      return rows.length > 0
    })

    const prune = Effect.fn("Outbox.prune")(function* (age: Duration.Duration) {
      const rows = yield* sql`
        DELETE FROM outbox
        WHERE status = 'done'
          AND finished_at < now() - make_interval(secs => ${Duration.toSeconds(age)})
        RETURNING id
      `.pipe(Effect.orDie)
      return rows.length
    })

    return Outbox.of({
      enqueue,
      withdraw,
      claim,
      complete,
      retryAt,
      bury,
      awaitWork,
      list,
      counts,
      revive,
      prune,
    })
  }),
)
