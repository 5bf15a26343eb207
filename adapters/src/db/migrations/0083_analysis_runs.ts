/**
 * One row per analysis made, kept when its report is deleted: the AI
 * analysts' figures (how many, how fast, how often the rules stepped in) are
 * about the analysts, and a person deleting a report must not erase them. No
 * person, report or answer is kept here: only the prompt version and why
 * each line a provider wrote was dropped (its reason, never its text), for
 * the figures by prompt version. Filled from the reports that exist.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE analysis_runs (
      seq bigserial PRIMARY KEY,
      analyst_provider text,
      analyst_model text,
      duration_ms integer,
      fallback_used boolean NOT NULL,
      fallback_reason text,
      prompt_version text,
      dropped_lines jsonb,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `
  yield* sql`CREATE INDEX analysis_runs_created_at_idx ON analysis_runs (created_at)`
  yield* sql`
    INSERT INTO analysis_runs (analyst_provider, analyst_model, duration_ms, fallback_used,
                               fallback_reason, prompt_version, dropped_lines, created_at)
    SELECT analyst_provider, analyst_model, duration_ms, fallback_used, fallback_reason,
           prompt_version,
           (SELECT jsonb_agg(jsonb_build_object('reason', line->>'reason'))
            FROM jsonb_array_elements(dropped_lines) AS line),
           created_at
    FROM analyses ORDER BY seq
  `
})
