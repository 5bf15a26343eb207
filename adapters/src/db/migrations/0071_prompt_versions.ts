/**
 * Each analysis a provider was asked for records the version of the prompt
 * and schema it was asked with (AnalystPrompt.ts), so a report can be
 * explained later and the analysts page can compare versions. NULL for the
 * rule engine's own reports and for reports stored before.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE analyses ADD COLUMN prompt_version text`
})
