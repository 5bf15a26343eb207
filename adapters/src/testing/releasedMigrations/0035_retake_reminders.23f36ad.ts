/**
 * Issue 16: the one retake reminder a person asked for. One row per person
 * (asking again replaces it); the token makes the e-mail's one-click opt-out
 * link. The e-mail itself waits in the outbox until its date.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE retake_reminders (
      user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      analysis_id uuid NOT NULL REFERENCES analyses (id) ON DELETE CASCADE,
      remind_on timestamptz NOT NULL,
      opt_out_token text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `
})
