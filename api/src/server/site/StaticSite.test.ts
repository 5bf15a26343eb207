/**
 * The SPA as the server sends it, over real HTTP: the build's brotli and
 * gzip copies chosen by Accept-Encoding (and the bytes they decode to),
 * ETags answered 304, hashed assets immutable and the rest revalidated,
 * the shell for other paths (the quiz's painted first question to someone
 * signed in with nothing to resume), byte ranges, and the API's larger JSON
 * compressed per request. The build is made here: a landing page, a
 * shell, a hashed script with its precompressed copies, a video.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { request as httpRequest, type IncomingHttpHeaders } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib"
import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { afterAll } from "vitest"
import { TestServer, testServer } from "../testing/TestServer.ts"

const webDist = mkdtempSync(join(tmpdir(), "strand-site-"))
afterAll(() => rmSync(webDist, { recursive: true, force: true }))

const landing = `<!doctype html><html lang="en"><title>Strand</title><div id="root"><h1>Healthy hair starts here</h1>${"<p>prerendered</p>".repeat(200)}</div></html>`
const shell = `<!doctype html><html lang="en"><title>Strand</title><div id="root"></div></html>`
const quizShell = `<!doctype html><html lang="en"><title>Hair quiz</title><div id="root"><p>Question 1</p></div></html>`
const script = `console.log(${JSON.stringify("strand ".repeat(500))})`
const video = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256))
const write = (path: string, content: string | Buffer, precompressed = false) => {
  mkdirSync(join(webDist, path, ".."), { recursive: true })
  writeFileSync(join(webDist, path), content)
  if (precompressed) {
    writeFileSync(join(webDist, `${path}.br`), brotliCompressSync(content))
    writeFileSync(join(webDist, `${path}.gz`), gzipSync(content))
  }
}
write("index.html", landing, true)
write("app.html", shell, true)
write("quiz.html", quizShell, true)
write("assets/app-Bx12cd34.js", script, true)
write("media/hero.mp4", video)

/** A raw GET: the bytes as sent, not decoded (fetch would decode them). */
const get = (url: string, headers: Record<string, string> = {}) =>
  Effect.promise(
    () =>
      new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
        (resolve, reject) => {
          const req = httpRequest(url, { headers }, (response) => {
            const chunks: Array<Buffer> = []
            response.on("data", (chunk: Buffer) => chunks.push(chunk))
            response.on("end", () =>
              resolve({
                status: response.statusCode ?? 0,
                headers: response.headers,
                body: Buffer.concat(chunks),
              }),
            )
          })
          req.on("error", reject)
          req.end()
        },
      ),
  )

// Files and encodings, not the database: the PostgreSQL lane has nothing to add.
describe.skipIf(process.env.STRAND_TEST_DATABASE === "postgres")("the SPA from memory", () => {
  layer(testServer({ webDist }), { timeout: 60_000, excludeTestServices: true })((it) => {
    it.effect(
      "sends the build's brotli or gzip copy as the browser accepts, identity otherwise",
      () =>
        Effect.gen(function* () {
          const { url } = yield* TestServer
          const br = yield* get(`${url}/`, { "accept-encoding": "gzip, deflate, br" })
          assert.strictEqual(br.headers["content-encoding"], "br")
          assert.strictEqual(br.headers.vary, "Accept-Encoding")
          assert.strictEqual(brotliDecompressSync(br.body).toString(), landing)
          assert.isBelow(br.body.length, landing.length / 4)
          const gzip = yield* get(`${url}/`, { "accept-encoding": "gzip" })
          assert.strictEqual(gzip.headers["content-encoding"], "gzip")
          assert.strictEqual(gunzipSync(gzip.body).toString(), landing)
          const plain = yield* get(`${url}/`)
          assert.strictEqual(plain.headers["content-encoding"], undefined)
          assert.strictEqual(plain.body.toString(), landing)
          // A browser refusing brotli explicitly gets gzip.
          const noBr = yield* get(`${url}/`, { "accept-encoding": "br;q=0, gzip" })
          assert.strictEqual(noBr.headers["content-encoding"], "gzip")
        }),
    )

    it.effect(
      "caches hashed assets for a year, revalidates the rest, and answers 304 to a matching ETag",
      () =>
        Effect.gen(function* () {
          const { url } = yield* TestServer
          const asset = yield* get(`${url}/assets/app-Bx12cd34.js`, { "accept-encoding": "br" })
          assert.strictEqual(asset.status, 200)
          assert.strictEqual(asset.headers["cache-control"], "public, max-age=31536000, immutable")
          assert.match(asset.headers["content-type"] ?? "", /^text\/javascript/)
          assert.strictEqual(brotliDecompressSync(asset.body).toString(), script)

          const page = yield* get(`${url}/`, { "accept-encoding": "gzip" })
          assert.strictEqual(page.headers["cache-control"], "no-cache")
          const etag = page.headers.etag ?? ""
          assert.match(etag, /^"/)
          const again = yield* get(`${url}/`, { "accept-encoding": "gzip", "if-none-match": etag })
          assert.strictEqual(again.status, 304)
          assert.strictEqual(again.body.length, 0)
          const changed = yield* get(`${url}/`, { "if-none-match": '"something-else"' })
          assert.strictEqual(changed.status, 200)
        }),
    )

    it.effect(
      "gives other paths the shell, a missing asset a 404, and a video its byte ranges",
      () =>
        Effect.gen(function* () {
          const { url } = yield* TestServer
          const route = yield* get(`${url}/quiz`)
          assert.strictEqual(route.status, 200)
          assert.strictEqual(route.body.toString(), shell)
          assert.strictEqual((yield* get(`${url}/assets/missing-0000.js`)).status, 404)

          const range = yield* get(`${url}/media/hero.mp4`, { range: "bytes=100-199" })
          assert.strictEqual(range.status, 206)
          assert.strictEqual(range.headers["content-range"], "bytes 100-199/1000")
          assert.deepStrictEqual([...range.body], [...video.subarray(100, 200)])
          assert.strictEqual(range.headers["content-encoding"], undefined)
          const outside = yield* get(`${url}/media/hero.mp4`, { range: "bytes=5000-" })
          assert.strictEqual(outside.status, 416)
        }),
    )

    it.effect(
      "paints the quiz's first question for /quiz only with a session cookie and nothing to resume",
      () =>
        Effect.gen(function* () {
          const { url } = yield* TestServer
          const body = (answer: { body: Buffer }) => answer.body.toString()
          const session = "strand_session=some-token"
          const signedIn = yield* get(`${url}/quiz`, { cookie: session })
          assert.strictEqual(body(signedIn), quizShell)
          assert.strictEqual(signedIn.headers.vary, "Accept-Encoding, Cookie")
          const withQuery = yield* get(`${url}/quiz?from=menu`, { cookie: `a=b; ${session}` })
          assert.strictEqual(body(withQuery), quizShell)
          const encoded = yield* get(`${url}/quiz`, { cookie: session, "accept-encoding": "br" })
          assert.strictEqual(brotliDecompressSync(encoded.body).toString(), quizShell)
          // A visitor is sent on by the app: the frame with "Loading...", not the quiz.
          const visitor = yield* get(`${url}/quiz`)
          assert.strictEqual(body(visitor), shell)
          assert.strictEqual(visitor.headers.vary, "Accept-Encoding, Cookie")
          assert.strictEqual(
            body(yield* get(`${url}/quiz`, { cookie: "strand_signed_in=1" })),
            shell,
          )
          // Someone at question 12 must not see question 1 first.
          const resuming = yield* get(`${url}/quiz`, {
            cookie: `${session}; strand_quiz_resume=1`,
          })
          assert.strictEqual(body(resuming), shell)
          assert.strictEqual(body(yield* get(`${url}/result`, { cookie: session })), shell)
        }),
    )

    it.effect("compresses the API's JSON over 1 KiB, and leaves small answers alone", () =>
      Effect.gen(function* () {
        const { url } = yield* TestServer
        const openapi = yield* get(`${url}/api/openapi.json`, { "accept-encoding": "gzip" })
        assert.strictEqual(openapi.headers["content-encoding"], "gzip")
        assert.property(JSON.parse(gunzipSync(openapi.body).toString()), "paths")
        const small = yield* get(`${url}/api/livez`, { "accept-encoding": "gzip, br" })
        assert.strictEqual(small.headers["content-encoding"], undefined)
        assert.deepStrictEqual(JSON.parse(small.body.toString()), { ok: true })
      }),
    )
  })
})
