/**
 * Every e2e app starts on a database already migrated: this script migrates
 * one PGlite database and copies it into each data folder given that has no
 * database yet. Each app's migrator still runs at start, as on any start,
 * and finds every migration recorded. Migrating a fresh PGlite is most of an
 * app's start, and five apps doing it at once on two cores would each take
 * as long as all five: so once, then copies (servers.ts runs this first).
 *
 * Usage: node migratedDatabase.ts <dataDir> <dataDir> ...
 */
import { cpSync, existsSync } from "node:fs"
import { join } from "node:path"
import { makePgliteTemplate } from "@strand/adapters/testing/PgliteTemplate"

// The app keeps PGlite in <dataDir>/db (api/src/server/StrandServer.ts).
const databases = process.argv
  .slice(2)
  .map((dataDir) => join(dataDir, "db"))
  .filter((db) => !existsSync(db))
if (databases.length > 0) {
  const template = await makePgliteTemplate()
  for (const db of databases) cpSync(template.dir, db, { recursive: true })
  template.remove()
}
