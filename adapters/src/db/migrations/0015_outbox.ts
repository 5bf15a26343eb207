/**
 * The outbox: every message and CRM push waiting to leave, written in the
 * same transaction as the change that causes it. Workers claim due rows with
 * FOR UPDATE SKIP LOCKED and a lease (`locked_until`); `claim` fences a
 * worker whose lease ran out, so it cannot record over the next one.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE outbox (
      id uuid PRIMARY KEY,
      -- oldest first, also among rows created in the same instant
      seq bigint GENERATED ALWAYS AS IDENTITY,
      kind text NOT NULL,
      -- one job per key: queuing it again does nothing
      dedupe_key text NOT NULL UNIQUE,
      -- the job; a sign-in link is blanked once it is delivered
      payload jsonb NOT NULL,
      description text NOT NULL,
      status text NOT NULL DEFAULT 'pending'
        CHECK (status IN ('pending', 'running', 'done', 'dead')),
      attempts integer NOT NULL DEFAULT 0,
      run_at timestamptz NOT NULL DEFAULT now(),
      deliver_by timestamptz,
      locked_until timestamptz,
      claim uuid,
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz
    )
  `
  // what a worker looks for: due pending rows, and running rows whose lease ran out
  yield* sql`CREATE INDEX outbox_due_idx ON outbox (run_at, seq) WHERE status IN ('pending', 'running')`
  yield* sql`CREATE INDEX outbox_seq_idx ON outbox (seq DESC)`
})
