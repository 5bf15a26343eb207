/** Single-use sign-in links (AUTH_MODE=magic-link); only token hashes are kept. */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE sign_in_links (
      token_hash text PRIMARY KEY,
      email text NOT NULL,
      name text,
      referral_code text,
      expires_at timestamptz NOT NULL
    )
  `
  yield* sql`CREATE INDEX sign_in_links_email_idx ON sign_in_links (lower(email))`
})
