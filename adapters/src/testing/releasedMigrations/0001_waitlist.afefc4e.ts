/** The waitlist: one row per e-mail, compared case-insensitively. */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE waitlist (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      email text NOT NULL,
      hair_concerns text,
      referral_code text,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `
  yield* sql`CREATE UNIQUE INDEX waitlist_email_key ON waitlist (lower(email))`
  yield* sql`CREATE INDEX waitlist_created_at_idx ON waitlist (created_at DESC)`
})
