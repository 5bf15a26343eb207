/**
 * A data folder for a Strand process (STRAND_DATA_DIR) whose embedded
 * database is a copy of the run's migrated template (globalDatabases.ts),
 * for a process test about something other than a first start: migrating an
 * empty database took two thirds of a process's start (15 s against 5 s on
 * an idle machine). The process still runs the migrator on it, as on any
 * start, and finds every migration recorded. Lifecycle.test.ts keeps
 * starting from empty folders: the first start is what it is about.
 */
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { copyPgliteTemplate } from "@strand/adapters/testing/PgliteTemplate"
import { inject } from "vitest"
import { embeddedDatabaseDir } from "../StrandServer.ts"

/** A new folder named from `prefix`, its database migrated (empty when the run made no template). */
export const migratedDataFolder = (prefix: string) => {
  const dataDir = mkdtempSync(join(tmpdir(), prefix))
  const template = inject("pgliteTemplate")
  if (template !== undefined) copyPgliteTemplate(template, embeddedDatabaseDir(dataDir))
  return dataDir
}
