import { describe, layer } from "@effect/vitest"
import { Layer } from "effect"
import { inject } from "vitest"
import { pgliteDatabase, postgresDatabase } from "../testing/TestDatabase.ts"
import { PgWaitlistStore } from "./PgWaitlistStore.ts"
import { waitlistStoreContract } from "./WaitlistStoreContract.ts"

describe("PgWaitlistStore", () => {
  layer(PgWaitlistStore.pipe(Layer.provide(pgliteDatabase)), { timeout: 60_000 })(
    "on embedded PGlite",
    waitlistStoreContract,
  )
  layer(PgWaitlistStore.pipe(Layer.provide(postgresDatabase(inject("postgresUrl")))), {
    timeout: 60_000,
  })("on PostgreSQL", waitlistStoreContract)
})
