/**
 * One migrated PGlite database per test run, copied for every test that
 * wants a fresh one: creating PGlite and applying every migration is the
 * slowest part of a test server's start, copying the closed folder and
 * opening it a small part of that (docs/performance.md). Each copy still
 * starts the way the app starts one: the migrator runs, and finds every
 * migration recorded.
 */
import { cpSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect, Layer } from "effect"
import { databaseLayer } from "../db/Database.ts"

/** Migrates a database in a new folder and closes it: the folder, and how to remove it. */
export const makePgliteTemplate = async () => {
  const dir = mkdtempSync(join(tmpdir(), "strand-pglite-template-"))
  await Effect.runPromise(Effect.scoped(Layer.build(databaseLayer({ dataDir: dir }))))
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/** Fills the empty folder `dataDir` with a copy of the template at `template`. */
export const copyPgliteTemplate = (template: string, dataDir: string) =>
  cpSync(template, dataDir, { recursive: true })
