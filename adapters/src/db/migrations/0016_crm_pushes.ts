/** The latest CRM push of each waitlist sign-up, for the CRM admin page. */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE crm_pushes (
      waitlist_id uuid PRIMARY KEY REFERENCES waitlist (id) ON DELETE CASCADE,
      provider text NOT NULL,
      result text NOT NULL CHECK (result IN ('created', 'skipped', 'failed')),
      reason text,
      pushed_at timestamptz NOT NULL
    )
  `
})
