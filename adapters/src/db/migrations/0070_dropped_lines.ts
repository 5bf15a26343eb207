/**
 * Each analysis keeps the lines of a provider's report that the person never
 * saw, and why (DroppedLine.ts: a contradiction of their answers, reassurance
 * beside a red flag, general advice past the cap), for the analysts page.
 * NULL for reports stored before, and where nothing was dropped it is [].
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE analyses ADD COLUMN dropped_lines jsonb`
})
