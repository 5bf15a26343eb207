/**
 * Runs a store's test suite three times: on a fresh embedded PGlite, on a
 * fresh database of the run's real PostgreSQL server, and on one reached
 * through PgBouncer in transaction mode (so no store may lean on anything a
 * session keeps between statements), each migrated as the app does it. The
 * suite also gets the SqlClient, to look under the hood.
 */
import { layer, type Vitest } from "@effect/vitest"
import { Layer } from "effect"
import type { SqlClient } from "effect/sql"
import { inject } from "vitest"
import { pgBouncerDatabase, pgliteDatabase, postgresDatabase } from "./TestDatabase.ts"

export const onEachDatabase = <R>(
  stores: Layer.Layer<R, never, SqlClient.SqlClient>,
  suite: (it: Vitest.MethodsNonLive<R | SqlClient.SqlClient>) => void,
) => {
  layer(stores.pipe(Layer.provideMerge(pgliteDatabase)), { timeout: 60_000 })(
    "on embedded PGlite",
    suite,
  )
  layer(stores.pipe(Layer.provideMerge(postgresDatabase(inject("postgresUrl")))), {
    timeout: 60_000,
  })("on PostgreSQL", suite)
  layer(
    stores.pipe(
      Layer.provideMerge(pgBouncerDatabase(inject("postgresUrl"), inject("pgBouncerUrl"))),
    ),
    { timeout: 60_000 },
  )("on PostgreSQL through PgBouncer (transaction mode)", suite)
}
