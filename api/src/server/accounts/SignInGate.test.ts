import { assert, describe, it, layer } from "@effect/vitest"
import { Effect } from "effect"
import { HttpApi } from "effect/http-api"
import { StrandApi } from "../../contract/StrandApi.ts"
import { request, TestServer, testServer } from "../testing/TestServer.ts"
import { signedInRoutesOf } from "./SignInGate.ts"

/** Every endpoint of the contract: method, path with its parameters filled, and its gate. */
const endpoints: Array<{ method: string; path: string; gated: boolean }> = []
HttpApi.reflect(StrandApi, {
  onGroup: () => {},
  onEndpoint: ({ endpoint, middleware }) => {
    endpoints.push({
      method: endpoint.method,
      path: endpoint.path.replace(/:(\w+)/g, (_, name: string) =>
        name === "crm" ? "hubspot" : "x",
      ),
      gated: [...middleware].some((service) => /Authentication|AdminOnly/.test(service.key)),
    })
  },
})

const signInFirst = { _tag: "Unauthorized", message: "Please sign in first.", code: "UNAUTHORIZED" }

describe("the sign-in gate", () => {
  it("reads the signed-in routes from the contract, with their parameters and queries", () => {
    const isSignedInRoute = signedInRoutesOf(StrandApi)
    const gated = endpoints.filter((endpoint) => endpoint.gated)
    assert.isAbove(gated.length, 10)
    for (const { method, path, gated: expected } of endpoints) {
      assert.strictEqual(isSignedInRoute(method, path), expected, `${method} ${path}`)
      assert.strictEqual(isSignedInRoute(method, `${path}?a=1`), expected, `${method} ${path}?a=1`)
    }
    assert.isTrue(isSignedInRoute("HEAD", "/api/user"))
    assert.isFalse(isSignedInRoute("GET", "/api/users"))
  })

  layer(testServer(), { timeout: 60_000, excludeTestServices: true })((it) => {
    it.effect("every signed-in route answers a request without cookies with the same 401", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        for (const { method, path } of endpoints.filter((endpoint) => endpoint.gated)) {
          const answer = yield* request(server, path, {
            method,
            ...(method === "GET" || method === "HEAD" || method === "DELETE" ? {} : { body: {} }),
          })
          assert.strictEqual(answer.status, 401, `${method} ${path}: ${answer.text}`)
          if (method !== "HEAD") assert.deepStrictEqual(answer.json, signInFirst, path)
          assert.strictEqual(answer.headers.get("cache-control"), "no-store", path)
          assert.deepStrictEqual(answer.headers.getSetCookie(), [], path)
        }
      }),
    )

    it.effect("lets public routes through, and a cookie to the route's own check", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        assert.strictEqual((yield* request(server, "/api/waitlist/count")).status, 200)
        const head = yield* request(server, "/api/user", { method: "HEAD" })
        assert.strictEqual(head.status, 401)
        // A cookie naming no session: the middleware looks it up and clears it.
        const stale = yield* request(server, "/api/user", {
          headers: { cookie: "strand_session=gone" },
        })
        assert.strictEqual(stale.status, 401)
        assert.deepStrictEqual(stale.json, signInFirst)
        assert.isTrue(
          stale.headers.getSetCookie().some((line) => line.startsWith("strand_session=;")),
        )
      }),
    )
  })
})
