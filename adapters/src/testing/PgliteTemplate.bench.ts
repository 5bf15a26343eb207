/**
 * A fresh, migrated PGlite for a test: a copy of the run's migrated
 * template, opened and checked by the migrator (PgliteTemplate.ts, today's
 * way), against creating PGlite in an empty folder and applying every
 * migration (the baseline). Each iteration is one test server's database.
 * The number to read is the ratio.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect, Layer } from "effect"
import { test } from "vitest"
import { databaseLayer } from "../db/Database.ts"
import { copyPgliteTemplate, makePgliteTemplate } from "./PgliteTemplate.ts"

/** Opens (and migrates) the database in `dataDir`, closes it, and removes the folder. */
const open = async (dataDir: string) => {
  await Effect.runPromise(Effect.scoped(Layer.build(databaseLayer({ dataDir }))))
  rmSync(dataDir, { recursive: true, force: true })
}
const emptyFolder = () => mkdtempSync(join(tmpdir(), "strand-bench-pglite-"))

test("a fresh migrated PGlite: a copy of the template against migrating from nothing", async ({
  bench,
}) => {
  const template = await makePgliteTemplate()
  const todayName = "copy of the run's template, opened (today)"
  const baselineName = "baseline: created and migrated from nothing"
  const results = await bench.compare(
    bench(todayName, async () => {
      const dataDir = emptyFolder()
      copyPgliteTemplate(template.dir, dataDir)
      await open(dataDir)
    }),
    bench(baselineName, () => open(emptyFolder())),
    { iterations: 5, warmupIterations: 1, time: 0, warmupTime: 0 },
  )
  template.remove()
  const today = results.get(todayName).latency.mean
  const before = results.get(baselineName).latency.mean
  console.log(
    `copy of the template ${(today / 1000).toFixed(2)} s; from nothing ${(before / 1000).toFixed(2)} s; ratio ${(today / before).toFixed(2)}`,
  )
}, 600_000)
