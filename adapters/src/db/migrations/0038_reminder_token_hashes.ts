/**
 * A retake reminder's opt-out token is kept only as its SHA-256, like
 * session and sign-in link tokens: the database alone no longer stops
 * anyone's reminder. The reminder's outbox job is found by a key of its own
 * (`job_key`), no longer by the token: reminders from before get the key
 * `retake-reminder:<hash>`, and their waiting jobs are re-keyed to match.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const hashOf = (column: string) =>
    sql.unsafe(`encode(sha256(convert_to(${column}, 'UTF8')), 'hex')`)
  yield* sql`
    ALTER TABLE retake_reminders
      ADD COLUMN opt_out_token_hash text,
      ADD COLUMN job_key text
  `
  yield* sql`
    UPDATE outbox SET dedupe_key = 'retake-reminder:' || ${hashOf("r.opt_out_token")}
    FROM retake_reminders r
    WHERE outbox.dedupe_key = 'retake-reminder:' || r.opt_out_token
  `
  yield* sql`
    UPDATE retake_reminders SET
      opt_out_token_hash = ${hashOf("opt_out_token")},
      job_key = 'retake-reminder:' || ${hashOf("opt_out_token")}
  `
  yield* sql`
    ALTER TABLE retake_reminders
      ALTER COLUMN opt_out_token_hash SET NOT NULL,
      ALTER COLUMN job_key SET NOT NULL,
      DROP COLUMN opt_out_token
  `
  yield* sql`CREATE UNIQUE INDEX retake_reminders_token_hash_key ON retake_reminders (opt_out_token_hash)`
})
