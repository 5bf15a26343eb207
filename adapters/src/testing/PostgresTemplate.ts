/**
 * One migrated database on the run's PostgreSQL server, that each test's
 * fresh database is made from (`CREATE DATABASE ... TEMPLATE`): the server
 * copies its files instead of the migrator applying every migration again.
 * Each copy still starts the way the app starts one: the migrator runs, and
 * finds every migration recorded.
 */
import { PgClient } from "@effect/sql-pg"
import { Context, Effect, Layer, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { databaseLayer } from "../db/Database.ts"

/** Creates and migrates the template on the server at `serverUrl`, closes it, and gives its name. */
export const makePostgresTemplate = (serverUrl: string): Promise<string> =>
  Effect.gen(function* () {
    const name = "strand_template"
    // A server just started on a busy machine can take longer than the client's 5 seconds
    // to answer its first connection: the run's set-up waits for it rather than failing.
    const patient = new URL(serverUrl)
    patient.searchParams.set("connect_timeout", "60")
    const admin = yield* Layer.build(
      PgClient.layer({ url: Redacted.make(patient.toString()), maxConnections: 1 }),
    )
    yield* Context.get(admin, SqlClient.SqlClient).unsafe(`CREATE DATABASE ${name}`)
    const url = new URL(patient)
    url.pathname = `/${name}`
    // Closed with the scope: a template nobody is connected to can be copied.
    yield* Layer.build(databaseLayer({ url: Redacted.make(url.toString()) }))
    return name
  }).pipe(Effect.scoped, Effect.orDie, Effect.runPromise)
