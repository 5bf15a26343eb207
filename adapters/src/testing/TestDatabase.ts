/**
 * Databases for tests: a fresh embedded PGlite in a temporary folder, or a
 * fresh database on the run's real PostgreSQL server. Both come migrated,
 * exactly as the app builds them (each is a copy of the run's migrated
 * template, PgliteTemplate.ts and PostgresTemplate.ts, and the migrator runs
 * on it as on any start).
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { PgClient } from "@effect/sql-pg"
import { Context, Effect, Layer, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { inject } from "vitest"
import { databaseLayer } from "../db/Database.ts"
import { copyPgliteTemplate } from "./PgliteTemplate.ts"

/** A temporary folder for PGlite's files, removed with the scope. */
export const temporaryDataDir = Effect.acquireRelease(
  Effect.sync(() => mkdtempSync(join(tmpdir(), "strand-pglite-"))),
  (dir) => Effect.sync(() => rmSync(dir, { recursive: true, force: true })),
)

/**
 * Fills the empty or missing folder `dataDir` with a copy of the run's
 * migrated PGlite template (globalDatabases.ts); leaves it as it is when the
 * run made none (the app then migrates it as it starts).
 */
export const copyMigratedTemplate = (dataDir: string) =>
  Effect.sync(() => {
    const template = inject("pgliteTemplate")
    if (template !== undefined) copyPgliteTemplate(template, dataDir)
  })

/** A temporary folder holding a migrated PGlite database (copyMigratedTemplate). */
export const migratedDataDir = Effect.tap(temporaryDataDir, copyMigratedTemplate)

export const pgliteDatabase = Layer.unwrap(
  Effect.map(migratedDataDir, (dataDir) => databaseLayer({ dataDir })),
)

/**
 * The URL of a new database on the server at `serverUrl`, dropped with the
 * scope: empty, or a copy of the database named `template`.
 */
export const temporaryPostgresDatabase = (serverUrl: string, template?: string) =>
  Effect.gen(function* () {
    // The admin connection lives in the caller's scope, so it is still open
    // when the database is dropped at the end.
    const admin = yield* Layer.build(
      PgClient.layer({ url: Redacted.make(serverUrl), maxConnections: 1 }),
    )
    const sql = Context.get(admin, SqlClient.SqlClient)
    const name = `strand_test_${crypto.randomUUID().replaceAll("-", "")}`
    const copy = template === undefined ? "" : ` TEMPLATE ${template}`
    yield* Effect.acquireRelease(sql.unsafe(`CREATE DATABASE ${name}${copy}`), () =>
      sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).pipe(Effect.ignore),
    )
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    return Redacted.make(url.toString())
  }).pipe(Effect.orDie)

/**
 * A new database on the server holding the run's migrated template
 * (globalDatabases.ts), or empty when the run made none (the app then
 * migrates it as it starts).
 */
export const migratedPostgresDatabase = (serverUrl: string) =>
  Effect.suspend(() => temporaryPostgresDatabase(serverUrl, inject("postgresTemplate")))

export const postgresDatabase = (serverUrl: string) =>
  Layer.unwrap(Effect.map(migratedPostgresDatabase(serverUrl), (url) => databaseLayer({ url })))

/** The same database reached through PgBouncer at `pgBouncerUrl` (same name, same user). */
export const throughPgBouncer = (databaseUrl: Redacted.Redacted<string>, pgBouncerUrl: string) => {
  const url = new URL(Redacted.value(databaseUrl))
  url.port = new URL(pgBouncerUrl).port
  return Redacted.make(url.toString())
}

/**
 * A fresh database on the run's server, used through PgBouncer in
 * transaction mode, as docs/operations.md tells operators to: without named
 * prepared statements.
 */
export const pgBouncerDatabase = (serverUrl: string, pgBouncerUrl: string) =>
  Layer.unwrap(
    Effect.map(migratedPostgresDatabase(serverUrl), (url) =>
      databaseLayer({ url: throughPgBouncer(url, pgBouncerUrl), prepare: false }),
    ),
  )
