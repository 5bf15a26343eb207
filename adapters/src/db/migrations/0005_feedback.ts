/**
 * Feedback from the result page. The sender's account is linked when they
 * were signed in; deleting the account keeps the feedback, unlinked.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE feedback (
      id uuid PRIMARY KEY,
      -- "newest first" by insertion: timestamps can tie
      seq bigint GENERATED ALWAYS AS IDENTITY,
      user_id uuid REFERENCES users (id) ON DELETE SET NULL,
      name text NOT NULL,
      email text,
      rating text NOT NULL,
      comments text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `
  yield* sql`CREATE INDEX feedback_seq_idx ON feedback (seq DESC)`
})
