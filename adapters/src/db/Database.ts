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

const client = (options: DatabaseOptions) =>
  options.url !== undefined
    ? PgClient.layer({ url: options.url, maxConnections: 10 })
    : Layer.unwrap(
        Effect.map(startEmbeddedPostgres(options.dataDir), ({ host, port }) =>
          PgClient.layer({
            host,
            port,
            username: "postgres",
            database: "postgres",
            maxConnections: 1,
          }),
        ),
      )

const migrated = Layer.effectDiscard(runMigrations)

/** SqlClient (and PgClient) with every migration applied. */
export const databaseLayer = (
  options: DatabaseOptions,
): Layer.Layer<PgClient.PgClient | SqlClient.SqlClient> =>
  migrated.pipe(Layer.provideMerge(client(options)), Layer.orDie)

export const databaseUrl = (url: string) => Redacted.make(url)
