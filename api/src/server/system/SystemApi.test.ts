import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { request, TestServer, testServer } from "../testing/TestServer.ts"

describe("the server", () => {
  layer(testServer(), { timeout: 60_000, excludeTestServices: true })((it) => {
    it.effect("reports health once the database answers", () =>
      Effect.gen(function* () {
        const response = yield* request(yield* TestServer, "/api/health")
        assert.strictEqual(response.status, 200)
        assert.deepStrictEqual(response.json, { ok: true })
      }),
    )

    it.effect("answers the probes: liveness without the database, readiness with each check", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const live = yield* request(server, "/api/livez")
        assert.strictEqual(live.status, 200)
        assert.deepStrictEqual(live.json, { ok: true })
        const ready = yield* request(server, "/api/readyz")
        assert.strictEqual(ready.status, 200, ready.text)
        assert.deepStrictEqual(ready.json, {
          ok: true,
          checks: { server: "ok", database: "ok", migrations: "ok", outbox: "ok" },
        })
      }),
    )

    it.effect("answers liveness before the router, with every response's headers", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const live = yield* request(server, "/api/livez?from=kubelet")
        assert.strictEqual(live.status, 200)
        assert.deepStrictEqual(live.json, { ok: true })
        assert.strictEqual(live.headers.get("content-type"), "application/json")
        assert.match(live.headers.get("x-request-id") ?? "", /^[0-9a-f-]{36}$/)
        assert.strictEqual(live.headers.get("x-content-type-options"), "nosniff")
        const head = yield* request(server, "/api/livez", { method: "HEAD" })
        assert.strictEqual(head.status, 200)
        assert.strictEqual(head.text, "")
        // Only that path and those methods: the rest still goes to the router.
        assert.strictEqual((yield* request(server, "/api/livez/more")).status, 404)
        assert.strictEqual((yield* request(server, "/api/livezz")).status, 404)
        assert.strictEqual((yield* request(server, "/api/livez", { method: "POST" })).status, 404)
      }),
    )

    it.effect("serves the OpenAPI document and the docs page", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const openapi = yield* request(server, "/api/openapi.json")
        const paths = Object.keys((openapi.json as { paths: Record<string, unknown> }).paths)
        assert.includeMembers(paths, ["/api/health", "/api/waitlist", "/api/waitlist/count"])
        const docs = yield* request(server, "/api/docs")
        assert.strictEqual(docs.status, 200)
        assert.include(docs.text, "Strand API")
      }),
    )

    it.effect("gives unknown pages the SPA and unknown API paths a JSON 404", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const page = yield* request(server, "/no/such/page", { headers: { accept: "text/html" } })
        assert.strictEqual(page.status, 200)
        assert.include(page.text, "spa shell")
        const api = yield* request(server, "/api/no-such-thing")
        assert.strictEqual(api.status, 404)
        assert.deepStrictEqual(api.json, { message: "Not found", code: "NOT_FOUND" })
        const asset = yield* request(server, "/assets/app-abc123.js")
        assert.strictEqual(asset.status, 200)
        assert.include(asset.headers.get("cache-control") ?? "", "immutable")
      }),
    )
  })
})
