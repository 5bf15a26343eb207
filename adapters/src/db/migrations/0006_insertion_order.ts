/**
 * Brings databases created before `seq` level. 0001 and 0002 were edited
 * after they had shipped (to add the insertion-order column `seq` to the
 * waitlist and analyses), so a database migrated by the earlier release has
 * neither the column nor its index, and newest-first lists fail on it.
 *
 * On such a database each table gets `seq`, numbered in the order the old
 * release listed the rows (created_at, then id), so nothing moves; new rows
 * continue after the highest number. A database created with `seq` is left
 * as it is. Either way the lists' indexes end up the same: the waitlist by
 * seq, and a user's analyses by (user_id, seq) for My Reports.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  const hasSeq = (table: string) =>
    Effect.map(
      sql<{ present: boolean }>`
        SELECT EXISTS (
          SELECT 1 FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = ${table} AND column_name = 'seq'
        ) AS present
      `,
      (rows) => rows[0]?.present === true,
    )

  const addSeq = (table: "waitlist" | "analyses") =>
    Effect.gen(function* () {
      if (yield* hasSeq(table)) return
      const t = sql(table)
      yield* sql`ALTER TABLE ${t} ADD COLUMN seq bigint`
      yield* sql`
        UPDATE ${t} SET seq = ordered.n
        FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM ${t}) AS ordered
        WHERE ${t}.id = ordered.id
      `
      yield* sql`ALTER TABLE ${t} ALTER COLUMN seq SET NOT NULL`
      yield* sql`ALTER TABLE ${t} ALTER COLUMN seq ADD GENERATED ALWAYS AS IDENTITY`
      // The identity starts at 1: move it past the numbers just given.
      yield* sql`
        SELECT setval(pg_get_serial_sequence(${table}, 'seq'), coalesce(max(seq), 0) + 1, false)
        FROM ${t}
      `
    })

  yield* addSeq("waitlist")
  yield* sql`DROP INDEX IF EXISTS waitlist_created_at_idx`
  yield* sql`CREATE INDEX IF NOT EXISTS waitlist_seq_idx ON waitlist (seq DESC)`

  yield* addSeq("analyses")
  // My Reports reads WHERE user_id = … ORDER BY seq DESC; the old index was by created_at.
  yield* sql`CREATE INDEX IF NOT EXISTS analyses_user_seq_idx ON analyses (user_id, seq DESC)`
  yield* sql`DROP INDEX IF EXISTS analyses_user_id_idx`
})
