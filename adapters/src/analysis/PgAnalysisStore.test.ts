import { describe, layer } from "@effect/vitest"
import { Layer } from "effect"
import { inject } from "vitest"
import { pgliteDatabase, postgresDatabase } from "../testing/TestDatabase.ts"
import { PgUserStore } from "../user/PgUserStore.ts"
import { analysisStoreContract } from "./AnalysisStoreContract.ts"
import { PgAnalysisStore } from "./PgAnalysisStore.ts"

const stores = Layer.mergeAll(PgAnalysisStore, PgUserStore)

describe("PgAnalysisStore", () => {
  layer(stores.pipe(Layer.provide(pgliteDatabase)), { timeout: 60_000 })(
    "on embedded PGlite",
    analysisStoreContract,
  )
  layer(stores.pipe(Layer.provide(postgresDatabase(inject("postgresUrl")))), {
    timeout: 60_000,
  })("on PostgreSQL", analysisStoreContract)
})
