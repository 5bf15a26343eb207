/**
 * Request cost of the real server (security middleware, routing, schema
 * encoding, a query on embedded PGlite) against a bare node:http server
 * answering the same JSON, both on 127.0.0.1 and driven by the same
 * keep-alive client, so the number to read is the ratio.
 */
import { createServer } from "node:http"
import { layer } from "@effect/vitest"
import { Effect } from "effect"
import { keepAliveClient } from "./testing/KeepAliveClient.ts"
import { TestServer, testServer } from "./testing/TestServer.ts"

const get = keepAliveClient()

/** The same answer with nothing in between: Node's floor for one request. */
const bareServer = Effect.acquireRelease(
  Effect.promise(
    () =>
      new Promise<{ url: string; close: () => void }>((resolve) => {
        const server = createServer((_request, response) => {
          response.writeHead(200, { "content-type": "application/json" })
          response.end(JSON.stringify({ count: 0 }))
        })
        server.listen(0, "127.0.0.1", () => {
          const address = server.address()
          const port = typeof address === "object" && address ? address.port : 0
          resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() })
        })
      }),
  ),
  (server) => Effect.sync(server.close),
)

layer(testServer(), { timeout: 60_000, excludeTestServices: true })((it) => {
  it.effect("GET /api/waitlist/count: Strand against a bare node:http server", ({ bench }) =>
    Effect.gen(function* () {
      const strand = yield* TestServer
      const bare = yield* bareServer
      const results = yield* Effect.promise(() =>
        bench.compare(
          bench("strand: GET /api/waitlist/count", async () => {
            await get(`${strand.url}/api/waitlist/count`)
          }),
          bench("baseline: bare node:http, same JSON", async () => {
            await get(bare.url)
          }),
        ),
      )
      const strandMean = results.get("strand: GET /api/waitlist/count").latency.mean
      const bareMean = results.get("baseline: bare node:http, same JSON").latency.mean
      console.log(
        `strand ${(strandMean * 1000).toFixed(0)} µs/request; bare node:http ${(bareMean * 1000).toFixed(0)} µs; ratio ${(strandMean / bareMean).toFixed(2)}`,
      )
    }).pipe(Effect.scoped),
  )
})
