/**
 * The SQL client for the whole app, migrated and ready: a real PostgreSQL
 * when a URL is given, otherwise embedded PGlite in `dataDir`.
 */
import { PgClient } from "@effect/sql-pg"
import { Effect, Layer, Redacted } from "effect"
import type { SqlClient } from "effect/sql"
import { startEmbeddedPostgres } from "./EmbeddedPostgres.ts"
import { runMigrations } from "./Migrations.ts"

/** A PostgreSQL server: where it is, and how this process uses it. */
export interface ServerOptions {
  readonly url: Redacted.Redacted<string>
  /** Connections this process opens at most (DATABASE_POOL_MAX). */
  readonly poolMax?: number | undefined
  /**
   * Named prepared statements (DATABASE_PREPARE). Off behind
   * PgBouncer in transaction mode before 1.21: each statement may run on
   * another server connection, where a name prepared elsewhere is missing.
   */
  readonly prepare?: boolean | undefined
  readonly dataDir?: undefined
}

export type DatabaseOptions = ServerOptions | { readonly url?: undefined; readonly dataDir: string }

/** 10: ten processes fill PostgreSQL's default max_connections of 100 (docs/operations.md, sizing). */
export const defaultPoolMax = 10

/**
 * The host, port and database a URL names, given to the client as fields so
 * that every statement's span names them too (from the URL alone the spans
 * say localhost:5432 and "postgres", wherever the server is). A URL that
 * names its host in the query (a socket folder) is left to the client.
 */
const serverOf = (url: Redacted.Redacted<string>) => {
  const parsed = URL.parse(Redacted.value(url))
  if (
    parsed === null ||
    parsed.hostname === "" ||
    ["host", "hostaddr", "port"].some((name) => parsed.searchParams.has(name))
  ) {
    return {}
  }
  const database = decodeURIComponent(parsed.pathname.slice(1))
  return {
    host: decodeURIComponent(parsed.hostname).replace(/^\[(.*)\]$/, "$1"),
    port: parsed.port === "" ? 5432 : Number(parsed.port),
    ...(database === "" ? {} : { database }),
  }
}

/**
 * The client alone, before any migration (the upgrade test migrates it the
 * way an earlier release did first).
 */
export const databaseClient = (
  options: DatabaseOptions,
): Layer.Layer<PgClient.PgClient | SqlClient.SqlClient> =>
  options.url !== undefined
    ? PgClient.layer({
        url: options.url,
        ...serverOf(options.url),
        maxConnections: options.poolMax ?? defaultPoolMax,
        prepare: options.prepare ?? true,
        // An unreachable server fails the request (503) instead of hanging it.
        connectTimeout: "5 seconds",
      }).pipe(Layer.orDie)
    : Layer.unwrap(
        Effect.map(startEmbeddedPostgres(options.dataDir), ({ connect }) =>
          PgClient.layer({
            stream: connect,
            ssl: false,
            username: "postgres",
            database: "postgres",
            // PGlite is one session: one connection, never given up while
            // the app runs, so no query waits for a new one to open.
            maxConnections: 1,
            minConnections: 1,
          }),
        ),
      ).pipe(Layer.orDie)

const migrated = Layer.effectDiscard(runMigrations)

/** SqlClient (and PgClient) with every migration applied. */
export const databaseLayer = (
  options: DatabaseOptions,
): Layer.Layer<PgClient.PgClient | SqlClient.SqlClient> =>
  migrated.pipe(Layer.provideMerge(databaseClient(options)), Layer.orDie)
