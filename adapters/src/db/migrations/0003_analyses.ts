/**
 * Analyses keep the answers and notes their report was written from, so the
 * report e-mail can list them and a report can be written again later.
 * Earlier rows (if any) get empty ones.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    ALTER TABLE analyses
      ADD COLUMN answers jsonb NOT NULL DEFAULT '{}'::jsonb,
      ADD COLUMN text_inputs jsonb NOT NULL DEFAULT '{}'::jsonb
  `
})
