/**
 * Accounts, their sessions, shared rate-limit counters, and the analyses a
 * user owns (quiz status reads it; the analysis store fills it).
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE users (
      id uuid PRIMARY KEY,
      name text,
      email text NOT NULL,
      referral_code text NOT NULL UNIQUE,
      referred_by uuid REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `
  yield* sql`CREATE UNIQUE INDEX users_email_key ON users (lower(email))`
  // referralCount is counted from this, so a referral can never be counted twice.
  yield* sql`CREATE INDEX users_referred_by_idx ON users (referred_by)`
  yield* sql`
    CREATE TABLE sessions (
      token_hash text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now()
    )
  `
  yield* sql`CREATE INDEX sessions_user_id_idx ON sessions (user_id)`
  yield* sql`
    CREATE TABLE rate_limits (
      key text PRIMARY KEY,
      window_started_at timestamptz NOT NULL,
      attempts integer NOT NULL
    )
  `
  yield* sql`
    CREATE TABLE analyses (
      id uuid PRIMARY KEY,
      user_id uuid REFERENCES users (id) ON DELETE CASCADE,
      results jsonb NOT NULL,
      fallback_used boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `
  yield* sql`CREATE INDEX analyses_user_id_idx ON analyses (user_id, created_at DESC)`
})
