/**
 * The SQL client for the whole app, migrated and ready: a real PostgreSQL
 * when a URL is given, otherwise embedded PGlite in `dataDir`.
 */
import { PgClient } from "@effect/sql-pg"
import { Effect, Layer, Redacted } from "effect"
import type { SqlClient } from "effect/sql"
import { startEmbeddedPostgres } from "./EmbeddedPostgres.ts"
import { runMigrations } from "./Migrations.ts"

export type DatabaseOptions =
  | { readonly url: Redacted.Redacted<string>; readonly dataDir?: undefined }
  | { readonly url?: undefined; readonly dataDir: string }

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
        maxConnections: 10,
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

export const databaseUrl = (url: string) => Redacted.make(url)
