/**
 * The doctor's summaries people sent to experts (domain/experts/SummaryShare.ts):
 * who sent which report's summary to whom, when, and what went. The expert's
 * name, kind and e-mail are kept as they were that day, so the record stays
 * true when the directory entry changes or goes; a deleted report leaves the
 * record with no report id. The e-mails themselves go through the outbox.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE summary_shares (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      analysis_id uuid REFERENCES analyses (id) ON DELETE SET NULL,
      report_date timestamptz NOT NULL,
      expert_id uuid REFERENCES experts (id) ON DELETE SET NULL,
      expert_name text NOT NULL,
      expert_kind text NOT NULL,
      expert_email text NOT NULL,
      what jsonb NOT NULL,
      shared_at timestamptz NOT NULL DEFAULT now()
    )
  `
  // the person's list, newest first
  yield* sql`CREATE INDEX summary_shares_user_idx ON summary_shares (user_id, shared_at DESC)`
})
