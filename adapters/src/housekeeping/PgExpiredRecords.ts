/**
 * Expired records on PostgreSQL (embedded PGlite or a real server): each
 * kind deleted a batch at a time through an index on its time (migration
 * 0042), so a round finds them without reading whole tables.
 */
import {
  ExpiredRecords,
  type ExpiringRecord,
  type ExpiryCutoffs,
} from "@strand/domain/housekeeping/ExpiredRecords"
import { Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"

export const PgExpiredRecords = Layer.effect(
  ExpiredRecords,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const statements = (cutoffs: ExpiryCutoffs, batch: number) =>
      ({
        sessions: sql`
          DELETE FROM sessions WHERE token_hash IN (
            SELECT token_hash FROM sessions
            WHERE last_seen_at < ${cutoffs.sessionsUnusedSince}
               OR created_at < ${cutoffs.sessionsBegunBefore}
            LIMIT ${batch})
          RETURNING 1`,
        rateLimitWindows: sql`
          DELETE FROM rate_limits WHERE key IN (
            SELECT key FROM rate_limits
            WHERE window_started_at < ${cutoffs.rateLimitWindowsBegunBefore}
            LIMIT ${batch})
          RETURNING 1`,
        signInLinks: sql`
          DELETE FROM sign_in_links WHERE token_hash IN (
            SELECT token_hash FROM sign_in_links
            WHERE expires_at < ${cutoffs.signInLinksExpiredBefore}
            LIMIT ${batch})
          RETURNING 1`,
        idempotencyKeys: sql`
          DELETE FROM analysis_requests WHERE (user_id, idempotency_key) IN (
            SELECT user_id, idempotency_key FROM analysis_requests
            WHERE claimed_at < ${cutoffs.idempotencyKeysSentBefore}
            LIMIT ${batch})
          RETURNING 1`,
      }) satisfies Record<ExpiringRecord, unknown>

    const prune = Effect.fn("ExpiredRecords.prune")(function* (
      kind: ExpiringRecord,
      cutoffs: ExpiryCutoffs,
      batch: number,
    ) {
      const deleted = yield* statements(cutoffs, batch)[kind].pipe(Effect.orDie)
      return deleted.length
    })

    return ExpiredRecords.of({ prune })
  }),
)
