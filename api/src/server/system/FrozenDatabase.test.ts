/**
 * A database that hangs rather than refuses (reached through a proxy that
 * stops passing anything): the health check answers 503 within the 5 s the
 * spec's client waits, and so does readiness, however long the stuck query
 * takes to give up; once the database answers again, so does health.
 * (PostgreSQL lane only: embedded PGlite runs inside the app.)
 */
import { assert, describe, layer } from "@effect/vitest"
import { FreezableProxy } from "@strand/adapters/testing/FreezableProxy"
import { temporaryPostgresDatabase } from "@strand/adapters/testing/TestDatabase"
import { Context, Effect, Layer, Option, Redacted } from "effect"
import { inject } from "vitest"
import { eventually, until } from "../testing/Eventually.ts"
import { request, TestServer, testServer } from "../testing/TestServer.ts"

class DatabaseProxy extends Context.Service<DatabaseProxy, FreezableProxy>()(
  "test/DatabaseProxy",
) {}

const serverBehindProxy = Layer.unwrap(
  Effect.gen(function* () {
    const url = new URL(Redacted.value(yield* temporaryPostgresDatabase(inject("postgresUrl"))))
    const proxy = yield* Effect.acquireRelease(
      Effect.promise(() => new FreezableProxy(url.hostname, Number(url.port)).listen()),
      (proxy) => Effect.promise(() => proxy.close()),
    )
    return testServer({ databaseUrl: Option.some(Redacted.make(proxy.urlFor(url.href))) }).pipe(
      Layer.provideMerge(Layer.succeed(DatabaseProxy, proxy)),
    )
  }),
)

const timed = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const started = performance.now()
    const result = yield* effect
    return { result, seconds: (performance.now() - started) / 1000 }
  })

describe.runIf(process.env.STRAND_TEST_DATABASE === "postgres")("a frozen database", () => {
  layer(serverBehindProxy, { timeout: 90_000, excludeTestServices: true })((it) => {
    it.effect(
      "is a 503 from health and readiness within the client's 5 s, and over when it thaws",
      () =>
        Effect.gen(function* () {
          const server = yield* TestServer
          const proxy = yield* DatabaseProxy
          assert.strictEqual((yield* request(server, "/api/health")).status, 200)

          proxy.freeze()
          for (const path of ["/api/health", "/api/readyz", "/api/health"]) {
            const { result, seconds } = yield* timed(request(server, path))
            assert.strictEqual(result.status, 503, path)
            assert.isBelow(seconds, 5, `${path} answered after ${seconds.toFixed(1)} s`)
          }

          proxy.thaw()
          yield* eventually(
            Effect.flatMap(request(server, "/api/health"), (health) =>
              until(health.status === 200, "health is 200 again"),
            ),
          )
        }),
    )
  })
})
