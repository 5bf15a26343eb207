/**
 * What the server pays to send a report page rendered with the report
 * (ResultPageHtml.ts) against what it paid before for the same visit: the
 * plain shell from memory, then the report as JSON (GET /api/analyses/{id},
 * which the browser no longer asks for). The same server process, the same
 * keep-alive client, side by side; read the ratio. Needs the web build
 * (`npm run build`): without `web/dist-server` there is nothing to measure.
 */
import { existsSync } from "node:fs"
import { join } from "node:path"
import { describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { keepAliveClient } from "../testing/KeepAliveClient.ts"
import { CookieJar, request, TestServer, testServer } from "../testing/TestServer.ts"

const webDist = join(import.meta.dirname, "..", "..", "..", "..", "web", "dist")
const built = existsSync(join(webDist, "..", "dist-server", "prerender.js"))
const get = keepAliveClient()

describe.skipIf(!built)("a report page rendered by the server", () => {
  layer(testServer({ webDist }), { timeout: 120_000, excludeTestServices: true })((it) => {
    it.effect("GET /result for its owner: rendered, against the shell and the JSON", ({ bench }) =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const jar = new CookieJar()
        yield* request(server, "/api/login", {
          method: "POST",
          body: { email: `bench-${crypto.randomUUID()}@example.com`, name: "Bench" },
          jar,
        })
        const analysed = yield* request(server, "/api/analyze-hair", {
          method: "POST",
          body: { userName: "Bench", answers: { gender: "female", hair_texture: "coily" } },
          jar,
        })
        const { analysisId } = analysed.json as { analysisId: string }
        const cookie = jar.header
        const page = `${server.url}/result?analysisId=${analysisId}`
        const rendered = yield* Effect.promise(() => get(page, { cookie }))
        if (!rendered.includes("strand-answers")) throw new Error("the page was not rendered")
        const names = {
          rendered: "rendered: GET /result for its owner",
          shell: "baseline: the shell from memory (a visitor's GET /result)",
          json: "baseline: GET /api/analyses/{id}, the report as JSON",
        }
        const results = yield* Effect.promise(() =>
          bench.compare(
            bench(names.rendered, async () => {
              await get(page, { cookie })
            }),
            bench(names.shell, async () => {
              await get(page)
            }),
            bench(names.json, async () => {
              await get(`${server.url}/api/analyses/${analysisId}`, { cookie })
            }),
          ),
        )
        const mean = (name: string) => results.get(name).latency.mean
        console.log(
          `rendered ${mean(names.rendered).toFixed(1)} ms/request; shell ${mean(names.shell).toFixed(2)} ms; JSON ${mean(names.json).toFixed(1)} ms; rendered/(shell + JSON) ${(mean(names.rendered) / (mean(names.shell) + mean(names.json))).toFixed(1)}`,
        )
      }).pipe(Effect.scoped),
    )
  })
})
