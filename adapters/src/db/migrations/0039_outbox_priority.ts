/**
 * Which outbox jobs go first: a sign-in link (priority 0: someone is
 * waiting on the page for it) before other mail and CRM pushes (1), then
 * the oldest. Workers claim by (priority, run_at, seq); sign-in links
 * already waiting are moved to the front.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE outbox ADD COLUMN priority smallint NOT NULL DEFAULT 1`
  yield* sql`
    UPDATE outbox SET priority = 0
    WHERE kind = 'SendMail' AND payload->'mail'->>'_tag' = 'SignInLinkMail'
  `
  yield* sql`DROP INDEX IF EXISTS outbox_due_idx`
  yield* sql`
    CREATE INDEX outbox_due_idx ON outbox (priority, run_at, seq)
    WHERE status IN ('pending', 'running')
  `
})
