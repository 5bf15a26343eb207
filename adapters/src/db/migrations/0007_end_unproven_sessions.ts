/**
 * Ends every session that began before admins had to prove their address.
 * Until this release, anyone who typed an address listed in ADMIN_EMAILS
 * was signed in as that admin (AUTH_MODE=trust-email); a session does not
 * record how it began, so none from before can be trusted with admin
 * rights. Everyone signs in once more; admins by e-mailed link.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`DELETE FROM sessions`
})
