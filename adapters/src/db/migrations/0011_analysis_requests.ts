/**
 * The Idempotency-Key of each analysis request, per person: a repeat of the
 * request gets the analysis the first one produced, whichever server process
 * answers it. `analysis_id` is NULL while the first request is still being
 * analysed; deleting the analysis frees the key.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE analysis_requests (
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      idempotency_key text NOT NULL,
      -- the answers the key was first sent with
      fingerprint text NOT NULL,
      analysis_id uuid REFERENCES analyses (id) ON DELETE CASCADE,
      claimed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, idempotency_key)
    )
  `
})
