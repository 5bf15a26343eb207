/**
 * Each analysis records which analyst wrote it, how long that took, and why
 * the rule engine answered when it did (the admin page's numbers). Reports
 * stored before this have none of it: the columns stay NULL for them, and
 * they load as before. The index serves "the last 24 hours".
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    ALTER TABLE analyses
      ADD COLUMN analyst_provider text,
      ADD COLUMN analyst_model text,
      ADD COLUMN duration_ms integer,
      ADD COLUMN fallback_reason text
  `
  yield* sql`CREATE INDEX analyses_created_at_idx ON analyses (created_at)`
})
