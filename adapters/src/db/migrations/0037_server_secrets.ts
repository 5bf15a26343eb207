/**
 * Secrets the server makes for itself, kept where every process finds them:
 * the key rate-limit counters are named with (an HMAC of the IP address or
 * e-mail, so the table cannot be turned back into addresses), made on first
 * start unless RATE_LIMIT_SECRET sets it.
 *
 * Counters written before were named with a plain SHA-256 of the address,
 * which anyone can reverse for every IPv4 address and any list of e-mails:
 * they go. Their windows start again, at most 15 minutes to an hour early.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE server_secrets (
      name text PRIMARY KEY,
      value text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `
  yield* sql`DELETE FROM rate_limits`
})
