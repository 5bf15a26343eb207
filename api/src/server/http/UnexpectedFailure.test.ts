import { request as httpRequest } from "node:http"
import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { request, TestServer, testServer } from "../testing/TestServer.ts"

/** A POST whose body is sent chunked (no Content-Length), as streaming clients do. */
const postChunked = (url: string, chunks: ReadonlyArray<string>) =>
  Effect.promise(
    () =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const sent = httpRequest(
          url,
          { method: "POST", headers: { "content-type": "application/json" } },
          (response) => {
            let body = ""
            response.on("data", (chunk) => {
              body += chunk
            })
            response.on("end", () => resolve({ status: response.statusCode ?? 0, body }))
          },
        )
        sent.on("error", reject)
        for (const chunk of chunks) sent.write(chunk)
        sent.end()
      }),
  )

const errorShape = [
  "message",
  "error",
  "code",
  "suggestion",
  "canRetry",
  "fallbackUsed",
  "severity",
]

describe("unexpected failures", () => {
  layer(testServer(), { timeout: 60_000, excludeTestServices: true })((it) => {
    it.effect(
      "a defect is a 500 in the spec's error shape, logged with its cause and request id",
      () =>
        Effect.gen(function* () {
          const server = yield* TestServer
          // As after a broken upgrade: a table the code relies on is missing.
          yield* server.sql`ALTER TABLE waitlist_tally RENAME TO waitlist_tally_elsewhere`
          const response = yield* request(server, "/api/waitlist/count").pipe(
            Effect.ensuring(
              Effect.orDie(
                server.sql`ALTER TABLE waitlist_tally_elsewhere RENAME TO waitlist_tally`,
              ),
            ),
          )
          assert.strictEqual(response.status, 500)
          const body = response.json as Record<string, unknown>
          assert.includeMembers(Object.keys(body), [...errorShape, "requestId"])
          assert.include(body, {
            message: "An unexpected error occurred.",
            error: "An unexpected error occurred.",
            code: "UNKNOWN_ERROR",
            canRetry: true,
            fallbackUsed: false,
          })
          const requestId = response.headers.get("x-request-id")
          assert.strictEqual(body.requestId, requestId)
          const logged = server.logs.find(
            (line) => line.requestId === requestId && line.level === "ERROR",
          )
          assert.isDefined(logged, "the 500 was logged with its request id")
          assert.strictEqual(logged?.level, "ERROR")
          assert.include(logged?.cause ?? "", 'relation "waitlist_tally" does not exist')
          assert.include(logged?.annotations, { method: "GET", path: "/api/waitlist/count" })
          // and the server carries on
          assert.strictEqual((yield* request(server, "/api/waitlist/count")).status, 200)
        }),
    )

    it.effect("a chunked body over 64 KiB gets the JSON 413 like the others", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const filler = "x".repeat(16 * 1024)
        const response = yield* postChunked(`${server.url}/api/waitlist`, [
          `{"name":"Ada","email":"ada@example.com","hairConcerns":"other: `,
          ...Array.from({ length: 6 }, () => filler),
          `"}`,
        ])
        assert.strictEqual(response.status, 413)
        assert.include(JSON.parse(response.body), {
          message: "The request is too large.",
          code: "PAYLOAD_TOO_LARGE",
        })
      }),
    )
  })
})
