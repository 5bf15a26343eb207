/**
 * A fresh, migrated database on the run's PostgreSQL server for a test: a
 * copy of the run's migrated template, opened and checked by the migrator
 * (PostgresTemplate.ts, today's way), against an empty database with every
 * migration applied (the baseline). Each iteration is one suite's database.
 * The number to read is the ratio.
 */
import { Effect, Layer } from "effect"
import { test } from "vitest"
import { databaseLayer } from "../db/Database.ts"
import { startPostgresServer } from "./PostgresServer.ts"
import { makePostgresTemplate } from "./PostgresTemplate.ts"
import { temporaryPostgresDatabase } from "./TestDatabase.ts"

/** Makes a database (a copy of `template`, or empty), opens and migrates it, and drops it. */
const open = (serverUrl: string, template?: string) =>
  Effect.gen(function* () {
    const url = yield* temporaryPostgresDatabase(serverUrl, template)
    yield* Effect.scoped(Layer.build(databaseLayer({ url })))
  }).pipe(Effect.scoped, Effect.runPromise)

test("a fresh migrated PostgreSQL database: a copy of the template against migrating an empty one", async ({
  bench,
}) => {
  const server = await startPostgresServer()
  const template = await makePostgresTemplate(server.url)
  const todayName = "copy of the run's template, opened (today)"
  const baselineName = "baseline: created empty and migrated"
  const results = await bench.compare(
    bench(todayName, () => open(server.url, template)),
    bench(baselineName, () => open(server.url)),
    { iterations: 10, warmupIterations: 1, time: 0, warmupTime: 0 },
  )
  server.stop()
  const today = results.get(todayName).latency.mean
  const before = results.get(baselineName).latency.mean
  console.log(
    `copy of the template ${(today / 1000).toFixed(2)} s; empty and migrated ${(before / 1000).toFixed(2)} s; ratio ${(today / before).toFixed(2)}`,
  )
}, 600_000)
