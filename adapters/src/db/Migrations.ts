/**
 * The schema migrations, applied in order before the server listens. Each
 * runs once per database (recorded in effect_sql_migrations); the migrator
 * takes a lock so several processes starting together are safe.
 *
 * A migration that has shipped is never edited: migrations/SHA256SUMS holds
 * each file's hash and MigrationManifest.test.ts fails on any change. A
 * database created by an earlier release is brought level by a new one.
 */
import { Effect } from "effect"
import { Migrator, SqlClient } from "effect/sql"
import waitlist from "./migrations/0001_waitlist.ts"
import accounts from "./migrations/0002_accounts.ts"
import analyses from "./migrations/0003_analyses.ts"
import signInLinks from "./migrations/0004_sign_in_links.ts"
import feedback from "./migrations/0005_feedback.ts"
import insertionOrder from "./migrations/0006_insertion_order.ts"
import sessionProof from "./migrations/0007_session_proof.ts"
import analysisAnalysts from "./migrations/0010_analysis_analysts.ts"
import analysisRequests from "./migrations/0011_analysis_requests.ts"
import outbox from "./migrations/0015_outbox.ts"
import crmPushes from "./migrations/0016_crm_pushes.ts"
import engagementEvents from "./migrations/0020_engagement_events.ts"
import reportExplanations from "./migrations/0025_report_explanations.ts"
import retakeReminders from "./migrations/0035_retake_reminders.ts"
import noteReadings from "./migrations/0060_note_readings.ts"
import analysisRuns from "./migrations/0080_analysis_runs.ts"

export const migrations = Migrator.fromRecord({
  "0001_waitlist": waitlist,
  "0002_accounts": accounts,
  "0003_analyses": analyses,
  "0004_sign_in_links": signInLinks,
  "0005_feedback": feedback,
  "0006_insertion_order": insertionOrder,
  "0007_session_proof": sessionProof,
  "0010_analysis_analysts": analysisAnalysts,
  "0011_analysis_requests": analysisRequests,
  "0015_outbox": outbox,
  "0016_crm_pushes": crmPushes,
  "0020_engagement_events": engagementEvents,
  "0025_report_explanations": reportExplanations,
  "0035_retake_reminders": retakeReminders,
  "0060_note_readings": noteReadings,
  "0080_analysis_runs": analysisRuns,
})

export const runMigrations = Migrator.make({})({ loader: migrations })

/**
 * The migrations this release knows that the database has not recorded
 * (the readiness probe: a database restored from an old backup, or not yet
 * migrated by any process, is not ready). A database migrated by a newer
 * release has nothing pending for this one.
 */
export const pendingMigrations = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql<{
    latest: number | null
  }>`SELECT max(migration_id) AS latest FROM effect_sql_migrations`.withoutTransform
  const latest = rows[0]?.latest ?? 0
  const known = yield* migrations
  return known.filter(([id]) => id > latest).map(([id, name]) => `${id}_${name}`)
})
