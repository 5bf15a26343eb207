import { describe, layer } from "@effect/vitest"
import { Layer } from "effect"
import { inject } from "vitest"
import { pgliteDatabase, postgresDatabase } from "../testing/TestDatabase.ts"
import { PgUserStore } from "../user/PgUserStore.ts"
import { feedbackStoreContract } from "./FeedbackStoreContract.ts"
import { PgFeedbackStore } from "./PgFeedbackStore.ts"

const stores = Layer.mergeAll(PgFeedbackStore, PgUserStore)

describe("PgFeedbackStore", () => {
  layer(stores.pipe(Layer.provide(pgliteDatabase)), { timeout: 60_000 })(
    "on embedded PGlite",
    feedbackStoreContract,
  )
  layer(stores.pipe(Layer.provide(postgresDatabase(inject("postgresUrl")))), {
    timeout: 60_000,
  })("on PostgreSQL", feedbackStoreContract)
})
