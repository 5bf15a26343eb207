/** Compressing an answer keeps what else it varies by. */
import { gunzipSync } from "node:zlib"
import { assert, describe, it } from "@effect/vitest"
import { Effect } from "effect"
import { HttpServerResponse } from "effect/http"
import { compressResponse } from "./ContentEncoding.ts"

const page = `<!doctype html>${"<p>a report</p>".repeat(200)}`

describe("compressResponse", () => {
  it.effect("adds Accept-Encoding to an answer's own Vary, and sets it on one without", () =>
    Effect.gen(function* () {
      const personal = HttpServerResponse.text(page, {
        contentType: "text/html; charset=utf-8",
        headers: { vary: "Cookie" },
      })
      const gzipped = yield* compressResponse("gzip", personal)
      assert.strictEqual(gzipped.headers.vary, "Cookie, Accept-Encoding")
      assert.strictEqual(gzipped.headers["content-encoding"], "gzip")
      const body = gzipped.body
      assert.strictEqual(body._tag, "Uint8Array")
      if (body._tag === "Uint8Array") assert.strictEqual(gunzipSync(body.body).toString(), page)
      const plain = yield* compressResponse(undefined, personal)
      assert.strictEqual(plain.headers.vary, "Cookie, Accept-Encoding")
      const shared = yield* compressResponse(
        "br",
        HttpServerResponse.text(page, { contentType: "text/html; charset=utf-8" }),
      )
      assert.strictEqual(shared.headers.vary, "Accept-Encoding")
    }),
  )
})
