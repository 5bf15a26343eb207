/**
 * The embedded database reached in-process (EmbeddedPostgres.ts, today's
 * way) against the same PGlite behind a loopback TCP socket
 * (PGLiteSocketServer, the earlier release's way), each with the app's
 * client and one pooled connection, each on its own fresh data folder.
 * The number to read is the ratio.
 */

import { PgClient } from "@effect/sql-pg"
import { layer } from "@effect/vitest"
import { PGlite } from "@electric-sql/pglite"
import { PGLiteSocketServer } from "@electric-sql/pglite-socket"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { temporaryDataDir } from "../testing/TestDatabase.ts"
import { databaseLayer } from "./Database.ts"
import { runMigrations } from "./Migrations.ts"

class OverLoopback extends Context.Service<OverLoopback, SqlClient.SqlClient>()(
  "bench/OverLoopback",
) {}
class InProcess extends Context.Service<InProcess, SqlClient.SqlClient>()("bench/InProcess") {}

const loopback = Layer.unwrap(
  Effect.gen(function* () {
    const dataDir = yield* temporaryDataDir
    const { port } = yield* Effect.acquireRelease(
      Effect.promise(async () => {
        const db = await PGlite.create(dataDir)
        const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: 1 })
        await server.start()
        return { db, server, port: Number(server.getServerConn().split(":").at(-1)) }
      }),
      ({ db, server }) => Effect.promise(() => server.stop().then(() => db.close())),
    )
    return Layer.effect(OverLoopback, SqlClient.SqlClient).pipe(
      Layer.provide(
        Layer.effectDiscard(runMigrations).pipe(
          Layer.provideMerge(
            PgClient.layer({
              host: "127.0.0.1",
              port,
              username: "postgres",
              database: "postgres",
              maxConnections: 1,
            }),
          ),
          Layer.orDie,
        ),
      ),
    )
  }),
)

const inProcess = Layer.unwrap(
  Effect.map(temporaryDataDir, (dataDir) =>
    Layer.effect(InProcess, SqlClient.SqlClient).pipe(Layer.provide(databaseLayer({ dataDir }))),
  ),
)

/** What a typical request does: count the waitlist, then read one row by key. */
const workload = (sql: SqlClient.SqlClient) =>
  Effect.gen(function* () {
    yield* sql`SELECT count(*)::int AS count FROM waitlist`
    yield* sql`SELECT * FROM waitlist WHERE lower(email) = lower(${"nobody@example.com"})`
  }).pipe(Effect.orDie)

layer(Layer.merge(loopback, inProcess), { timeout: 120_000, excludeTestServices: true })((it) => {
  it.effect("embedded database: in-process stream against a loopback TCP socket", ({ bench }) =>
    Effect.gen(function* () {
      const overTcp = yield* OverLoopback
      const direct = yield* InProcess
      const run = (sql: SqlClient.SqlClient) => () => Effect.runPromise(workload(sql))
      const todayName = "in-process stream (today)"
      const baselineName = "baseline: loopback TCP socket (earlier release)"
      const results = yield* Effect.promise(() =>
        bench.compare(bench(todayName, run(direct)), bench(baselineName, run(overTcp))),
      )
      const today = results.get(todayName).latency.mean
      const before = results.get(baselineName).latency.mean
      console.log(
        `in-process ${(today * 1000).toFixed(0)} µs per two queries; loopback TCP ${(before * 1000).toFixed(0)} µs; ratio ${(today / before).toFixed(2)}`,
      )
    }),
  )
})
