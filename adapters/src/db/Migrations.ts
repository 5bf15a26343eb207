/**
 * The schema migrations, applied before the server listens. Each runs once
 * per database (recorded in effect_sql_migrations, the table Effect's
 * migrator keeps), under a lock, so several processes starting together are
 * safe.
 *
 * Every known migration the database has not recorded is applied, in order
 * of its number, whatever the highest recorded number is: a build that
 * shipped 0010 before 0006 existed left databases that need 0006 later.
 * (Effect's own migrator runs only numbers above the highest recorded one,
 * and would skip it for good.) A migration that fails stops the start,
 * named.
 *
 * A migration that has shipped is never edited: migrations/SHA256SUMS holds
 * each file's hash and MigrationManifest.test.ts fails on any change; a new
 * migration is numbered above every released one (ReleasedSchemas.ts). A
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
import retakeRemindersLevel from "./migrations/0036_retake_reminders_level.ts"
import serverSecrets from "./migrations/0037_server_secrets.ts"
import reminderTokenHashes from "./migrations/0038_reminder_token_hashes.ts"
import outboxPriority from "./migrations/0039_outbox_priority.ts"
import waitlistTally from "./migrations/0040_waitlist_tally.ts"
import waitlistSearch from "./migrations/0041_waitlist_search.ts"
import expiryIndexes from "./migrations/0042_expiry_indexes.ts"
import buildAssets from "./migrations/0043_build_assets.ts"
import noteReadings from "./migrations/0060_note_readings.ts"
import products from "./migrations/0090_products.ts"

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
  "0036_retake_reminders_level": retakeRemindersLevel,
  "0037_server_secrets": serverSecrets,
  "0038_reminder_token_hashes": reminderTokenHashes,
  "0039_outbox_priority": outboxPriority,
  "0040_waitlist_tally": waitlistTally,
  "0041_waitlist_search": waitlistSearch,
  "0042_expiry_indexes": expiryIndexes,
  "0043_build_assets": buildAssets,
  "0060_note_readings": noteReadings,
  "0090_products": products,
})

/** Where migrations are recorded: the table Effect's migrator created, kept as it is. */
const recordTable = "effect_sql_migrations"

const ensureRecordTable = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const exists = sql<{
    found: number
  }>`SELECT 1 AS found WHERE to_regclass(${recordTable}) IS NOT NULL`
  if ((yield* exists).length > 0) return
  yield* sql`
    CREATE TABLE ${sql(recordTable)} (
      migration_id integer PRIMARY KEY,
      created_at timestamptz NOT NULL DEFAULT now(),
      name text NOT NULL
    )
  `.pipe(
    // Another process created it at the same moment: fine.
    Effect.catch((error) =>
      Effect.flatMap(exists, (rows) => (rows.length > 0 ? Effect.void : Effect.fail(error))),
    ),
  )
})

const recordedIds = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql<{
    migration_id: number
  }>`SELECT migration_id FROM ${sql(recordTable)}`.withoutTransform
  return new Set(rows.map((row) => Number(row.migration_id)))
})

const failed = (id: number, name: string) => (cause: unknown) =>
  new Migrator.MigrationError({
    kind: "Failed",
    cause,
    message: `Migration "${String(id).padStart(4, "0")}_${name}" failed`,
  })

/**
 * Applies every known migration the database has not recorded, lowest
 * number first, in one transaction; the ids applied.
 */
export const runMigrations = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* ensureRecordTable
  return yield* sql.withTransaction(
    Effect.gen(function* () {
      // Held to the commit: a second process waits here, then finds them all recorded.
      yield* sql`LOCK TABLE ${sql(recordTable)} IN ACCESS EXCLUSIVE MODE`
      const recorded = yield* recordedIds
      const applied: Array<readonly [number, string]> = []
      for (const [id, name, load] of yield* migrations) {
        if (recorded.has(id)) continue
        const migration = yield* Effect.mapError(load, failed(id, name))
        yield* (migration as Effect.Effect<unknown, unknown, SqlClient.SqlClient>).pipe(
          Effect.mapError(failed(id, name)),
          Effect.withSpan(`Migration ${id}_${name}`),
        )
        yield* sql`INSERT INTO ${sql(recordTable)} ${sql.insert({ migration_id: id, name })}`
          .withoutTransform
        applied.push([id, name])
      }
      return applied
    }),
  )
})

/**
 * The migrations this release knows that the database has not recorded,
 * whatever their number (the readiness probe: a database restored from an
 * old backup, or not yet migrated by any process, is not ready). A database
 * migrated by a newer release has nothing pending for this one.
 */
export const pendingMigrations = Effect.gen(function* () {
  const recorded = yield* recordedIds
  const known = yield* migrations
  return known.filter(([id]) => !recorded.has(id)).map(([id, name]) => `${id}_${name}`)
})
