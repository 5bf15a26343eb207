/**
 * Port: records that are of no more use once they are old enough, and grow
 * with every visitor if nobody removes them: sessions that have ended,
 * rate-limit windows that have closed, sign-in links past their time (a
 * used one is deleted as it is used) and analysis requests' Idempotency-Keys
 * past the time anyone would retry. Deleted a batch at a time, so no single
 * statement holds the database for long.
 */
import { Context, type Effect } from "effect"

export const expiringRecords = [
  "sessions",
  "rateLimitWindows",
  "signInLinks",
  "idempotencyKeys",
] as const
export type ExpiringRecord = (typeof expiringRecords)[number]

/** What has expired at one moment: each kind of record, older than its own limit. */
export interface ExpiryCutoffs {
  /** Sessions unused since this moment (idle)... */
  readonly sessionsUnusedSince: Date
  /** ...or begun before this one (absolute). */
  readonly sessionsBegunBefore: Date
  /** Rate-limit windows that began before this moment have all closed. */
  readonly rateLimitWindowsBegunBefore: Date
  /** Sign-in links that expired before this moment. */
  readonly signInLinksExpiredBefore: Date
  /** Idempotency-Keys first sent before this moment. */
  readonly idempotencyKeysSentBefore: Date
}

export class ExpiredRecords extends Context.Service<
  ExpiredRecords,
  {
    /** Deletes at most `batch` expired records of one kind; how many it deleted. */
    prune(kind: ExpiringRecord, cutoffs: ExpiryCutoffs, batch: number): Effect.Effect<number>
  }
>()("@strand/domain/housekeeping/ExpiredRecords") {}
