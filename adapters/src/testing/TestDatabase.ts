/**
 * Databases for store tests: a fresh embedded PGlite in a temporary folder,
 * or a fresh database on the run's real PostgreSQL server. Both come
 * migrated, exactly as the app builds them.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { PgClient } from "@effect/sql-pg"
import { Effect, Layer, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { databaseLayer } from "../db/Database.ts"

export const pgliteDatabase = Layer.unwrap(
  Effect.acquireRelease(
    Effect.sync(() => mkdtempSync(join(tmpdir(), "strand-pglite-"))),
    (dir) => Effect.sync(() => rmSync(dir, { recursive: true, force: true })),
  ).pipe(Effect.map((dataDir) => databaseLayer({ dataDir }))),
)

/** A new, empty database on the server at `serverUrl`, dropped afterwards. */
export const postgresDatabase = (serverUrl: string) => {
  const admin = PgClient.layer({ url: Redacted.make(serverUrl), maxConnections: 1 })
  return Layer.unwrap(
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const name = `strand_test_${crypto.randomUUID().replaceAll("-", "")}`
      yield* Effect.acquireRelease(sql.unsafe(`CREATE DATABASE ${name}`), () =>
        sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).pipe(Effect.ignore),
      )
      const url = new URL(serverUrl)
      url.pathname = `/${name}`
      return databaseLayer({ url: Redacted.make(url.toString()) })
    }).pipe(Effect.orDie),
  ).pipe(Layer.provide(admin), Layer.orDie)
}
