/**
 * Use case: keeping the tables that grow with every visitor bounded. Every
 * hour, in every process (deleting is idempotent, so processes may overlap),
 * each kind of expired record (ExpiredRecords.ts) is deleted a batch at a
 * time until none is left; what each kind lost is logged. The limits come
 * from the rules that made the records: a session's idle and absolute
 * lifetimes, the longest rate-limit window, a sign-in link's own expiry, and
 * a day for an Idempotency-Key (a retry comes within minutes).
 */
import { Clock, Context, Duration, Effect, Layer, Schedule } from "effect"
import { analysesPerUser, rateLimits } from "../ratelimit/RateLimits.ts"
import { sessionAbsoluteDays, sessionIdleDays } from "../session/SessionPolicy.ts"
import {
  ExpiredRecords,
  type ExpiringRecord,
  type ExpiryCutoffs,
  expiringRecords,
} from "./ExpiredRecords.ts"

/** How long an analysis request's Idempotency-Key is remembered. */
export const idempotencyKeyHours = 24

const hourMillis = 60 * 60 * 1000
const dayMillis = 24 * hourMillis

/** The longest window of any rate limit: one older than that has closed, whatever its rule. */
export const longestWindowMillis =
  Math.max(
    analysesPerUser(1).windowSeconds,
    ...Object.values(rateLimits).map((rule) => rule.windowSeconds),
  ) * 1000

/** What has expired at `now`. */
export const expiryCutoffsAt = (now: Date): ExpiryCutoffs => ({
  sessionsUnusedSince: new Date(now.getTime() - sessionIdleDays * dayMillis),
  sessionsBegunBefore: new Date(now.getTime() - sessionAbsoluteDays * dayMillis),
  rateLimitWindowsBegunBefore: new Date(now.getTime() - longestWindowMillis),
  signInLinksExpiredBefore: now,
  idempotencyKeysSentBefore: new Date(now.getTime() - idempotencyKeyHours * hourMillis),
})

export interface HousekeepingSettings {
  readonly every: Duration.Duration
  /** Records deleted per statement. */
  readonly batch: number
}

export const defaultHousekeeping: HousekeepingSettings = {
  every: Duration.hours(1),
  batch: 1000,
}

export class Housekeeping extends Context.Service<
  Housekeeping,
  {
    /** Deletes every record expired at `now`; how many of each kind. */
    pruneExpired(now: Date): Effect.Effect<Record<ExpiringRecord, number>>
  }
>()("@strand/domain/housekeeping/Housekeeping") {
  static readonly layer = (settings: HousekeepingSettings = defaultHousekeeping) =>
    Layer.effect(
      Housekeeping,
      Effect.gen(function* () {
        const records = yield* ExpiredRecords

        const pruneAll = (kind: ExpiringRecord, cutoffs: ExpiryCutoffs) =>
          Effect.gen(function* () {
            let total = 0
            while (true) {
              const deleted = yield* records.prune(kind, cutoffs, settings.batch)
              total += deleted
              if (deleted < settings.batch) return total
            }
          })

        const pruneExpired = Effect.fn("Housekeeping.pruneExpired")(function* (now: Date) {
          const cutoffs = expiryCutoffsAt(now)
          const pruned = {} as Record<ExpiringRecord, number>
          for (const kind of expiringRecords) pruned[kind] = yield* pruneAll(kind, cutoffs)
          if (Object.values(pruned).some((count) => count > 0)) {
            yield* Effect.logInfo("Expired records deleted").pipe(Effect.annotateLogs(pruned))
          }
          return pruned
        })

        return Housekeeping.of({ pruneExpired })
      }),
    )

  /** Prunes every `settings.every` (and once at start) for as long as the layer lives. */
  static readonly worker = (settings: HousekeepingSettings = defaultHousekeeping) =>
    Layer.effectDiscard(
      Effect.gen(function* () {
        const housekeeping = yield* Housekeeping
        yield* Clock.currentTimeMillis.pipe(
          Effect.flatMap((now) => housekeeping.pruneExpired(new Date(now))),
          // The database may be briefly unavailable: the next round tries again.
          Effect.catchCause((cause) => Effect.logWarning("Deleting expired records failed", cause)),
          Effect.repeat(Schedule.spaced(settings.every)),
          Effect.forkScoped,
        )
      }),
    )
}
