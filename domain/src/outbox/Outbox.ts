/**
 * Port: the durable outbox. A use case queues a job in the same database
 * transaction as the change that causes it (see `Transaction`), so either
 * both happen or neither does; a worker in every API process then claims due
 * jobs, delivers them, and records the outcome. Claims are leases: a job
 * whose worker died becomes due again when its lease runs out, and a claim
 * token fences the old worker out, so two processes never both finish one job.
 */
import { Context, type DateTime, type Duration, type Effect, Schema } from "effect"
import {
  type NewOutboxJob,
  type OutboxJob,
  type OutboxJobKind,
  outboxJobKinds,
} from "./OutboxJob.ts"

export const OutboxJobId = Schema.String.pipe(Schema.brand("OutboxJobId"))
export type OutboxJobId = typeof OutboxJobId.Type

/**
 * - pending: waiting for its first or next attempt
 * - running: claimed by a worker (until its lease ends)
 * - done: delivered
 * - dead: given up after the last attempt or a permanent refusal; an admin can retry it
 */
export const OutboxStatus = Schema.Literals(["pending", "running", "done", "dead"])
export type OutboxStatus = typeof OutboxStatus.Type

export interface ClaimedJob {
  readonly id: OutboxJobId
  /** Proves this worker still holds the job when it records the outcome. */
  readonly claim: string
  readonly job: OutboxJob
  /** 1 on the first attempt */
  readonly attempt: number
  readonly deliverBy: DateTime.Utc | null
}

/** One row of the admin outbox page. */
export class OutboxEntry extends Schema.Class<OutboxEntry>("strand/OutboxEntry")({
  id: OutboxJobId,
  kind: Schema.Literals(outboxJobKinds),
  description: Schema.String,
  status: OutboxStatus,
  attempts: Schema.Number,
  lastError: Schema.NullOr(Schema.String),
  createdAt: Schema.DateTimeUtc,
  /** the next attempt (pending), or when it was delivered / given up */
  nextAttemptAt: Schema.NullOr(Schema.DateTimeUtc),
  finishedAt: Schema.NullOr(Schema.DateTimeUtc),
}) {}

export class Outbox extends Context.Service<
  Outbox,
  {
    /** Queues a job (inside the caller's transaction, if any); a known dedupe key is a no-op. */
    enqueue(job: NewOutboxJob): Effect.Effect<void>
    /** Deletes the job with this dedupe key if it is still pending (not yet sent); whether it was. */
    withdraw(dedupeKey: string): Effect.Effect<boolean>
    /**
     * Claims up to `limit` due jobs of `kinds` for `lease`, by priority (a
     * sign-in link first) then oldest first, skipping jobs others hold.
     */
    claim(
      limit: number,
      lease: Duration.Duration,
      kinds: ReadonlyArray<OutboxJobKind>,
    ): Effect.Effect<ReadonlyArray<ClaimedJob>>
    /** Delivered: done, and any secret in it forgotten. False when the claim was lost. */
    complete(job: ClaimedJob): Effect.Effect<boolean>
    /** Failed for now: pending again at `at`. */
    retryAt(job: ClaimedJob, at: DateTime.Utc, error: string): Effect.Effect<boolean>
    /** Given up: dead, visible to admins. */
    bury(job: ClaimedJob, error: string): Effect.Effect<boolean>
    /** Waits until a job is queued in this process, or `atMost` passes. */
    awaitWork(atMost: Duration.Duration): Effect.Effect<void>
    /** Newest first, at most `limit`, optionally only one status. */
    list(options: {
      readonly status?: OutboxStatus | undefined
      readonly limit: number
    }): Effect.Effect<ReadonlyArray<OutboxEntry>>
    /** How many jobs are in each status. */
    readonly counts: Effect.Effect<Readonly<Record<OutboxStatus, number>>>
    /** A dead job becomes pending again with a fresh set of attempts; false if it was not dead. */
    revive(id: OutboxJobId): Effect.Effect<boolean>
    /** Forgets delivered jobs finished longer ago than `age`; how many. Dead ones stay. */
    prune(age: Duration.Duration): Effect.Effect<number>
  }
>()("@strand/domain/outbox/Outbox") {}
