/**
 * Each doctor's summary PDF is rendered on the server, so a person may ask
 * for 20 an hour (rateLimits.summaryPdfPerUser), counted before the report
 * is even looked up: past that, 429 with Retry-After, whatever the report.
 * Another person keeps their own 20.
 */
import { assert, describe, layer } from "@effect/vitest"
import { rateLimits } from "@strand/domain/ratelimit/RateLimits"
import { Effect } from "effect"
import { signIn } from "../testing/SignIn.ts"
import { type CookieJar, request, TestServer, testServer } from "../testing/TestServer.ts"

const askForPdf = (server: { url: string }, jar: CookieJar) =>
  request(server, `/api/analyses/${crypto.randomUUID()}/doctor-summary.pdf`, {
    method: "POST",
    body: { paper: "a4" },
    jar,
  })

describe("doctor's summary PDFs per person", () => {
  layer(testServer(), { timeout: 60_000, excludeTestServices: true })((it) => {
    it.effect("are limited to 20 an hour: then 429 with Retry-After", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const { jar } = yield* signIn(server)
        const { limit } = rateLimits.summaryPdfPerUser
        for (let i = 0; i < limit; i++) {
          assert.strictEqual((yield* askForPdf(server, jar)).status, 404)
        }
        const refused = yield* askForPdf(server, jar)
        assert.strictEqual(refused.status, 429)
        assert.strictEqual((refused.json as { code: string }).code, "RATE_LIMITED")
        assert.match(refused.headers.get("retry-after") ?? "", /^\d+$/)
        assert.strictEqual((yield* askForPdf(server, (yield* signIn(server)).jar)).status, 404)
      }),
    )
  })
})
