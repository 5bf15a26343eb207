/**
 * An operator reads every request in the log: one line as it is answered,
 * with the request id the client got, the method, the route's template (not
 * the path as sent, nor its query), the status and the duration; and a
 * warning, naming the limit and not who hit it, for each 429. Nothing
 * personal is in any of those lines.
 */
import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { type LogLine, request, TestServer, testServer } from "../testing/TestServer.ts"

const email = `logged-${crypto.randomUUID().slice(0, 8)}@example.com`
const name = "Ada Lovelace"

/** The access line of the request the response `headers` came with. */
const accessLineOf = (logs: ReadonlyArray<LogLine>, headers: Headers) => {
  const requestId = headers.get("x-request-id")
  const lines = logs.filter(
    (line) => line.requestId === requestId && line.annotations.route !== undefined,
  )
  assert.strictEqual(lines.length, 1, `one access line for ${requestId}`)
  return lines[0] as LogLine
}

describe("the access log", () => {
  layer(testServer(), { timeout: 60_000, excludeTestServices: true })((it) => {
    it.effect("has a line per request: method, route template, status, duration, request id", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const analysisId = crypto.randomUUID()
        const cases = [
          ["GET", "/api/waitlist/count", "/api/waitlist/count", 200],
          ["POST", "/api/waitlist", "/api/waitlist", 200],
          // The id and the query (here, words a person typed) stay out of the log.
          [
            "GET",
            `/api/analyses/${analysisId}/doctor-summary?since=${encodeURIComponent("since my chemo")}`,
            "/api/analyses/:analysisId/doctor-summary",
            401,
          ],
          ["GET", "/my-reports?tab=secret-tab", "/*", 200],
          ["GET", "/api/no-such-thing", "/api/*", 404],
        ] as const
        for (const [method, path, route, status] of cases) {
          const response = yield* request(server, path, {
            method,
            ...(method === "POST" ? { body: { name, email } } : {}),
          })
          assert.strictEqual(response.status, status, path)
          const line = accessLineOf(server.logs, response.headers)
          assert.strictEqual(line.level, "INFO")
          assert.strictEqual(line.message, `${method} ${route} ${status}`)
          assert.deepInclude(line.annotations, { method, route, status })
          assert.isAbove(line.annotations.durationMs as number, 0)
        }
        const accessLines = JSON.stringify(
          server.logs.filter((line) => line.annotations.route !== undefined),
        )
        for (const personal of [analysisId, "chemo", "secret-tab", email, "Lovelace"]) {
          assert.notInclude(accessLines, personal)
        }
      }),
    )

    it.effect("warns of each 429 with the limit's name, not who hit it", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const someone = `limited-${crypto.randomUUID().slice(0, 8)}@example.com`
        let last = { status: 0, headers: new Headers() }
        // Ten joins an e-mail per 15 minutes; the eleventh is refused.
        for (let attempt = 0; attempt < 11; attempt++) {
          last = yield* request(server, "/api/waitlist", {
            method: "POST",
            body: { name: "Limited Person", email: someone },
          })
        }
        assert.strictEqual(last.status, 429)
        const requestId = last.headers.get("x-request-id")
        const warnings = server.logs.filter(
          (line) => line.requestId === requestId && line.level === "WARN",
        )
        assert.strictEqual(warnings.length, 1)
        assert.include(String(warnings[0]?.message), "Rate limit reached")
        assert.deepInclude(warnings[0]?.annotations ?? {}, { limit: "join:email" })
        assert.notInclude(JSON.stringify(warnings), someone)
        assert.strictEqual(
          accessLineOf(server.logs, last.headers).message,
          "POST /api/waitlist 429",
        )
      }),
    )
  })
})
