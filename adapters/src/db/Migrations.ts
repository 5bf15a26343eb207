/**
 * The schema migrations, applied in order before the server listens. Each
 * runs once per database (recorded in effect_sql_migrations); the migrator
 * takes a lock so several processes starting together are safe.
 */
import { Migrator } from "effect/sql"
import waitlist from "./migrations/0001_waitlist.ts"
import accounts from "./migrations/0002_accounts.ts"
import analyses from "./migrations/0003_analyses.ts"
import signInLinks from "./migrations/0004_sign_in_links.ts"
import feedback from "./migrations/0005_feedback.ts"
import engagementEvents from "./migrations/0020_engagement_events.ts"

export const migrations = Migrator.fromRecord({
  "0001_waitlist": waitlist,
  "0002_accounts": accounts,
  "0003_analyses": analyses,
  "0004_sign_in_links": signInLinks,
  "0005_feedback": feedback,
  "0020_engagement_events": engagementEvents,
})

export const runMigrations = Migrator.make({})({ loader: migrations })
