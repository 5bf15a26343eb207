/**
 * Whether a session began with an e-mailed link (the address proven) or with
 * an address typed in (AUTH_MODE=trust-email). Admin addresses must prove
 * themselves, so an admin's session counts only when it came from a link;
 * sessions from before this release were all typed in.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE sessions ADD COLUMN proven_by_link boolean NOT NULL DEFAULT false`
})
