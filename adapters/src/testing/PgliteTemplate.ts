/**
 * One migrated PGlite database per test run, copied for every test that
 * wants a fresh one: creating PGlite and applying every migration is the
 * slowest part of a test server's start, copying the closed folder and
 * opening it a small part of that (docs/performance.md). Each copy still
 * starts the way the app starts one: the migrator runs, and finds every
 * migration recorded.
 *
 * The template is migrated in a process of its own (this file run by node):
 * PGlite runs on the thread that opens it, and in the vitest global setup
 * that thread is also connecting to the run's PostgreSQL server, whose
 * 5-second connect timeout a busy PGlite could outlast; a process apart also
 * takes the second core.
 */
import { spawn } from "node:child_process"
import { cpSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect, Layer } from "effect"
import { databaseLayer } from "../db/Database.ts"

/** Creates PGlite in `dataDir`, applies every migration and closes it. */
const migrate = (dataDir: string) =>
  Effect.runPromise(Effect.scoped(Layer.build(databaseLayer({ dataDir }))))

/** Migrates a database in a new folder and closes it: the folder, and how to remove it. */
export const makePgliteTemplate = async () => {
  const dir = mkdtempSync(join(tmpdir(), "strand-pglite-template-"))
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [import.meta.filename, dir], {
      stdio: ["ignore", "inherit", "inherit"],
    })
    child.once("error", reject)
    child.once("exit", (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`migrating the PGlite template ended with ${code ?? signal}`)),
    )
  })
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/** Fills the empty folder `dataDir` with a copy of the template at `template`. */
export const copyPgliteTemplate = (template: string, dataDir: string) =>
  cpSync(template, dataDir, { recursive: true })

if (import.meta.main && process.argv[2] !== undefined) await migrate(process.argv[2])
