/**
 * Brings both shapes of `retake_reminders` level. 0035 was first committed
 * with `analysis_id` a foreign key to analyses (ON DELETE CASCADE) and
 * changed afterwards to a plain column, so a reminder outlives a deleted
 * report; databases created in between still have the key, and deleting a
 * report there silently deletes its reminder. Here the key goes, whatever
 * it is called; a database without it is left as it is.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const keys = yield* sql<{ name: string }>`
    SELECT conname AS name FROM pg_constraint
    WHERE conrelid = 'retake_reminders'::regclass AND contype = 'f'
      AND confrelid = 'analyses'::regclass
  `
  for (const { name } of keys) {
    yield* sql`ALTER TABLE retake_reminders DROP CONSTRAINT ${sql(name)}`
  }
})
