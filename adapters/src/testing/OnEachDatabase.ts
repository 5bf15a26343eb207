/**
 * Runs a store's test suite twice: on a fresh embedded PGlite and on a fresh
 * database of the run's real PostgreSQL server, each migrated as the app
 * does it. The suite also gets the SqlClient, to look under the hood.
 */
import { layer, type Vitest } from "@effect/vitest"
import { Layer } from "effect"
import type { SqlClient } from "effect/sql"
import { inject } from "vitest"
import { pgliteDatabase, postgresDatabase } from "./TestDatabase.ts"

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
}
