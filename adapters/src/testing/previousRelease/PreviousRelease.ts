/**
 * The schema as the release before `seq` built it (commit 16cfbb9): its own
 * 0001 and 0002, recovered from git history exactly as they shipped, and
 * 0003/0004, which have not changed since. The upgrade test migrates a
 * database with these first, as a data folder of that release would be.
 */
import { Migrator } from "effect/sql"
import analyses from "../../db/migrations/0003_analyses.ts"
import signInLinks from "../../db/migrations/0004_sign_in_links.ts"
import waitlist from "./0001_waitlist.ts"
import accounts from "./0002_accounts.ts"

export const previousReleaseMigrations = Migrator.make({})({
  loader: Migrator.fromRecord({
    "0001_waitlist": waitlist,
    "0002_accounts": accounts,
    "0003_analyses": analyses,
    "0004_sign_in_links": signInLinks,
  }),
})
