/**
 * A PostgreSQL outage, for real: the server's own PostgreSQL is stopped
 * under it and started again. While it is down, health is 503 (probes take
 * the instance out) and every other call is the spec's 503 "Service
 * temporarily unavailable", logged; once it is back, everything works again
 * without a restart of the app. (PostgreSQL lane only: embedded PGlite runs
 * inside the app and cannot go away on its own.)
 */
import { assert, describe, layer } from "@effect/vitest"
import { type PostgresServer, startPostgresServer } from "@strand/adapters/testing/PostgresServer"
import { Context, Effect, Layer, Option, Redacted } from "effect"
import { request, TestServer, testServer } from "../testing/TestServer.ts"

class OwnPostgres extends Context.Service<OwnPostgres, PostgresServer>()("test/OwnPostgres") {}

const ownPostgres = Layer.effect(
  OwnPostgres,
  Effect.acquireRelease(Effect.promise(startPostgresServer), (server) =>
    Effect.sync(() => server.stop()),
  ),
)

const serverOnOwnPostgres = Layer.unwrap(
  Effect.map(OwnPostgres, (postgres) =>
    testServer({ databaseUrl: Option.some(Redacted.make(postgres.url)) }),
  ),
).pipe(Layer.provideMerge(ownPostgres))

describe.runIf(process.env.STRAND_TEST_DATABASE === "postgres")("a database outage", () => {
  layer(serverOnOwnPostgres, { timeout: 90_000, excludeTestServices: true })((it) => {
    it.effect("is a 503 while it lasts, logged, and over by itself when the database is back", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const postgres = yield* OwnPostgres
        assert.strictEqual((yield* request(server, "/api/health")).status, 200)

        postgres.halt()
        const health = yield* request(server, "/api/health")
        assert.strictEqual(health.status, 503)
        assert.include(health.json as object, { ok: false, code: "SERVICE_UNAVAILABLE" })
        // Readiness says which check failed; liveness does not touch the database.
        const ready = yield* request(server, "/api/readyz")
        assert.strictEqual(ready.status, 503)
        assert.notStrictEqual(
          (ready.json as { checks: { database: string } }).checks.database,
          "ok",
        )
        assert.strictEqual((yield* request(server, "/api/livez")).status, 200)

        for (const path of ["/api/waitlist/count", "/api/user/analyses"]) {
          const call = yield* request(server, path, {
            headers: path === "/api/user/analyses" ? { cookie: "strand_session=x" } : {},
          })
          assert.strictEqual(call.status, 503, path)
          const body = call.json as Record<string, unknown>
          assert.include(body, {
            message: "Service temporarily unavailable. Please try again in a few minutes.",
            error: "Service temporarily unavailable. Please try again in a few minutes.",
            code: "SERVICE_UNAVAILABLE",
            canRetry: true,
            fallbackUsed: false,
            severity: "medium",
          })
          const requestId = call.headers.get("x-request-id")
          assert.strictEqual(body.requestId, requestId)
          const logged = server.logs.find((line) => line.requestId === requestId)
          assert.strictEqual(logged?.level, "ERROR", `${path} was logged`)
          assert.include(String(logged?.message), "database is unreachable")
        }

        postgres.restart()
        // The pool reconnects on the next query; no restart of the app.
        let back = 0
        for (let attempt = 0; attempt < 40 && back !== 200; attempt++) {
          back = (yield* request(server, "/api/health")).status
          if (back !== 200) yield* Effect.sleep("250 millis")
        }
        assert.strictEqual(back, 200)
        const count = yield* request(server, "/api/waitlist/count")
        assert.strictEqual(count.status, 200)
      }),
    )
  })
})
