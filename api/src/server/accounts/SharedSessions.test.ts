/**
 * Two API processes on one PostgreSQL: a session started on one is valid on
 * the other, logging out on either ends it on both, and rate limits are
 * counted across both. (PostgreSQL lane only: embedded PGlite is one process.)
 */
import { assert, describe, layer } from "@effect/vitest"
import { temporaryPostgresDatabase } from "@strand/adapters/testing/TestDatabase"
import { rateLimits } from "@strand/domain/ratelimit/RateLimits"
import { Context, Effect, Layer, Option } from "effect"
import { inject } from "vitest"
import { CookieJar, request, TestServer, testServer } from "../testing/TestServer.ts"

class TwoServers extends Context.Service<
  TwoServers,
  { readonly a: { url: string }; readonly b: { url: string } }
>()("test/TwoServers") {}

const twoServersOnOneDatabase = Layer.unwrap(
  Effect.gen(function* () {
    const databaseUrl = Option.some(yield* temporaryPostgresDatabase(inject("postgresUrl")))
    const server = () =>
      Layer.build(testServer({ databaseUrl })).pipe(
        Effect.map((context) => Context.get(context, TestServer)),
      )
    return Layer.succeed(TwoServers, { a: yield* server(), b: yield* server() })
  }),
)

describe.runIf(process.env.STRAND_TEST_DATABASE === "postgres")("several API processes", () => {
  layer(twoServersOnOneDatabase, { timeout: 90_000, excludeTestServices: true })((it) => {
    it.effect("share sessions and logout through the database", () =>
      Effect.gen(function* () {
        const { a, b } = yield* TwoServers
        const jar = new CookieJar()
        const email = `multi-${crypto.randomUUID().slice(0, 8)}@example.com`
        const login = yield* request(a, "/api/login", { method: "POST", body: { email }, jar })
        assert.strictEqual(login.status, 200)
        assert.strictEqual((yield* request(b, "/api/user", { jar })).status, 200)
        const cookie = jar.header
        yield* request(b, "/api/logout", { method: "POST", jar })
        const onA = yield* request(a, "/api/user", { headers: { cookie } })
        assert.strictEqual(onA.status, 401)
      }),
    )

    it.effect("count rate limits across processes", () =>
      Effect.gen(function* () {
        const { a, b } = yield* TwoServers
        const email = `limit-${crypto.randomUUID().slice(0, 8)}@example.com`
        const statuses: Array<number> = []
        for (let i = 0; i <= rateLimits.signInPerEmail.limit; i++) {
          const server = i % 2 === 0 ? a : b
          statuses.push(
            (yield* request(server, "/api/login", { method: "POST", body: { email } })).status,
          )
        }
        assert.deepStrictEqual(statuses, [...Array(rateLimits.signInPerEmail.limit).fill(200), 429])
      }),
    )
  })
})
