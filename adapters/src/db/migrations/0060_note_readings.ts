/**
 * Each analysis keeps what its notes were read to state (NoteReading): the
 * report, its explanation and every feature that reads the person's facts
 * later work from the same reading, whatever reader is current then. Rows
 * stored before have none; the store reads their notes when it loads them.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE analyses ADD COLUMN note_reading jsonb`
})
