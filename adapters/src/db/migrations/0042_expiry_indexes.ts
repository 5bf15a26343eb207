/**
 * Indexes on the times that decide when a session, a rate-limit window, a
 * sign-in link or an Idempotency-Key has expired, so the hourly clean-up
 * (housekeeping/PgExpiredRecords.ts) finds the expired ones without reading
 * whole tables that grow with every visitor.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE INDEX sessions_last_seen_at_idx ON sessions (last_seen_at)`
  yield* sql`CREATE INDEX sessions_created_at_idx ON sessions (created_at)`
  yield* sql`CREATE INDEX rate_limits_window_started_at_idx ON rate_limits (window_started_at)`
  yield* sql`CREATE INDEX sign_in_links_expires_at_idx ON sign_in_links (expires_at)`
  yield* sql`CREATE INDEX analysis_requests_claimed_at_idx ON analysis_requests (claimed_at)`
})
