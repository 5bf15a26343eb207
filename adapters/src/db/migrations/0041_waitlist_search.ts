/**
 * Admins find a sign-up by any part of its name or e-mail ("lovelace",
 * "@example.org"). `LIKE '%…%'` can use no ordinary index, so on a million
 * sign-ups each search would read the whole table; trigram indexes
 * (PostgreSQL's pg_trgm, part of every PostgreSQL distribution and shipped
 * with PGlite) answer it from the index instead. A server without the
 * extension still searches, by reading the table.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const available = yield* sql<{ present: boolean }>`
    SELECT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') AS present
  `
  if (available[0]?.present !== true) {
    return yield* Effect.logWarning(
      "PostgreSQL's pg_trgm extension is not available: the admin waitlist's search reads the whole table",
    )
  }
  yield* sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`
  // The operator class lives in the schema the extension was created in, which
  // need not be on this database's search_path.
  const [installed] = yield* sql<{ schema: string }>`
    SELECT extnamespace::regnamespace::text AS schema FROM pg_extension WHERE extname = 'pg_trgm'
  `
  const trigrams = sql.unsafe(`${installed?.schema ?? "public"}.gin_trgm_ops`)
  yield* sql`CREATE INDEX waitlist_name_search_idx ON waitlist USING gin (lower(name) ${trigrams})`
  yield* sql`CREATE INDEX waitlist_email_search_idx ON waitlist USING gin (lower(email) ${trigrams})`
})
