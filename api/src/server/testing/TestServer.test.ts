/**
 * The test server starts on a copy of the run's migrated database, so it
 * applies no migration of its own: every migration it finds was recorded
 * before this file was loaded (when the run's template was made). Migrating
 * an empty database instead would pass every other test, only slower.
 */
import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { TestServer, testServer } from "./TestServer.ts"

const loadedAt = Date.now()

describe("a test server", () => {
  layer(testServer(), { timeout: 60_000, excludeTestServices: true })((it) => {
    it.effect("starts on the run's migrated database, applying no migration itself", () =>
      Effect.gen(function* () {
        const { sql } = yield* TestServer
        const [record] = yield* sql<{ recorded: number; latest: number }>`
          SELECT count(*)::int AS recorded,
                 (extract(epoch FROM max(created_at)) * 1000)::float8 AS latest
          FROM effect_sql_migrations`.withoutTransform
        assert.isAbove(record?.recorded ?? 0, 0)
        assert.isBelow(record?.latest ?? Number.POSITIVE_INFINITY, loadedAt)
      }),
    )
  })
})
