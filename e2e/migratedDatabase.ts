/**
 * Every e2e app starts on a database already migrated: this script applies
 * every migration once, to the first data folder given, then copies that
 * closed database into the others. Each app's migrator still runs at start,
 * as on any start, and finds every migration recorded. Migrating a fresh
 * PGlite is most of an app's start, and Playwright starts its web servers
 * one after another, so once instead of once per app.
 *
 * Usage: node migratedDatabase.ts <dataDir> <dataDir> ...
 */
import { cpSync } from "node:fs"
import { join } from "node:path"
import { makePgliteTemplate } from "@strand/adapters/testing/PgliteTemplate"

const dataDirs = process.argv.slice(2)
const template = await makePgliteTemplate()
// The app keeps PGlite in <dataDir>/db (api/src/server/StrandServer.ts).
for (const dataDir of dataDirs) cpSync(template.dir, join(dataDir, "db"), { recursive: true })
template.remove()
