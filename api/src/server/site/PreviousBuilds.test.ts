/**
 * A deploy while pages are open: a page of build N, loaded from a process
 * running build N, goes on to load its files (a route opened later, a lazy
 * chunk, the stylesheet) from a process that already runs build N+1. Every
 * file the page names still loads, as build N wrote it (immutable, the same
 * bytes, compressed when the browser accepts it); a file no recent build
 * had is still a 404. On PostgreSQL the two processes run at once, as in a
 * rolling deploy; on the embedded database one after the other, as a
 * restart with a new build.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { brotliCompressSync } from "node:zlib"
import { assert, describe, it } from "@effect/vitest"
import { temporaryDataDir, temporaryPostgresDatabase } from "@strand/adapters/testing/TestDatabase"
import { Context, Effect, Layer, Option } from "effect"
import { afterAll, inject } from "vitest"
import { TestServer, testServer } from "../testing/TestServer.ts"

const folders: Array<string> = []
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

/** A web build: its page names its hashed files; the JavaScript has a brotli copy. */
const build = (name: string) => {
  const dist = mkdtempSync(join(tmpdir(), `strand-build-${name}-`))
  folders.push(dist)
  mkdirSync(join(dist, "assets"))
  const files = {
    [`/assets/app-${name}.js`]: `console.log("build ${name}")`.repeat(40),
    [`/assets/route-${name}.js`]: `export const route = "${name}"`,
    [`/assets/style-${name}.css`]: `body{--build:"${name}"}`,
  }
  for (const [path, content] of Object.entries(files)) {
    writeFileSync(join(dist, path), content)
    if (path.endsWith(".js")) writeFileSync(join(dist, `${path}.br`), brotliCompressSync(content))
  }
  writeFileSync(
    join(dist, "index.html"),
    `<!doctype html><html lang="en"><link rel="stylesheet" href="/assets/style-${name}.css"><script type="module" src="/assets/app-${name}.js"></script><div id="root">build ${name}</div></html>`,
  )
  return { dist, files }
}

const fetchFrom = (server: { url: string }, path: string, headers: Record<string, string> = {}) =>
  Effect.promise(async () => {
    const response = await fetch(`${server.url}${path}`, { headers })
    return {
      status: response.status,
      headers: response.headers,
      bytes: new Uint8Array(await response.arrayBuffer()),
    }
  })

const onPostgres = process.env.STRAND_TEST_DATABASE === "postgres"

describe("files of the build before", () => {
  it.effect(
    "still load from a process running the next build",
    () =>
      Effect.gen(function* () {
        const before = build("n")
        const after = build("n1")
        // Both processes on one database.
        const shared = onPostgres
          ? { databaseUrl: Option.some(yield* temporaryPostgresDatabase(inject("postgresUrl"))) }
          : { dataDir: yield* temporaryDataDir }
        /** A server running `dist`, for the scope's life. */
        const serverOf = (dist: string) =>
          Effect.map(
            Layer.build(Layer.fresh(testServer({ ...shared, webDist: dist }))),
            (context) => Context.get(context, TestServer),
          )

        // The page, from build N.
        const page = yield* Effect.scoped(
          Effect.gen(function* () {
            const old = yield* serverOf(before.dist)
            const html = new TextDecoder().decode((yield* fetchFrom(old, "/")).bytes)
            assert.include(html, "build n")
            return html
          }),
        )
        const named = [...page.matchAll(/"(\/assets\/[^"]+)"/g)].map((match) => match[1] ?? "")
        assert.deepStrictEqual(named.sort(), ["/assets/app-n.js", "/assets/style-n.css"])

        yield* Effect.scoped(
          Effect.gen(function* () {
            // On PostgreSQL, N is still running beside N+1, as in a rolling deploy.
            if (onPostgres) yield* serverOf(before.dist)
            const next = yield* serverOf(after.dist)
            // Everything the page names, and the chunk it would load later.
            for (const path of [...named, "/assets/route-n.js"]) {
              const file = yield* fetchFrom(next, path)
              assert.strictEqual(file.status, 200, path)
              assert.strictEqual(new TextDecoder().decode(file.bytes), before.files[path])
              assert.strictEqual(
                file.headers.get("cache-control"),
                "public, max-age=31536000, immutable",
              )
              assert.match(file.headers.get("content-type") ?? "", /^(text\/javascript|text\/css)/)
            }
            const compressed = yield* fetchFrom(next, "/assets/app-n.js", {
              "accept-encoding": "br",
            })
            assert.strictEqual(compressed.headers.get("content-encoding"), "br")
            // Its own files, and no file that no build had.
            assert.strictEqual((yield* fetchFrom(next, "/assets/app-n1.js")).status, 200)
            assert.strictEqual((yield* fetchFrom(next, "/assets/app-never.js")).status, 404)
          }),
        )
      }).pipe(Effect.scoped),
    120_000,
  )
})
