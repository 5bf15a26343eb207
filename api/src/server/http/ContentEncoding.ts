/**
 * Compression as the client accepts it (Accept-Encoding): brotli first,
 * then gzip, else none. The built SPA is compressed ahead of time
 * (site/StaticSite.ts); answers made per request (JSON over 1 KiB) are
 * compressed here as they leave, brotli at a fast quality, since a request
 * should not wait on the densest setting.
 */
import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"
import { Effect } from "effect"
import { HttpServerResponse } from "effect/http"

export type ContentEncoding = "br" | "gzip" | "identity"

/** q-values per coding from an Accept-Encoding header (`*` included). */
const accepted = (header: string) => {
  const weights = new Map<string, number>()
  for (const part of header.split(",")) {
    const [coding = "", ...params] = part.trim().toLowerCase().split(";")
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
    if (coding !== "") weights.set(coding.trim(), q === undefined ? 1 : Number(q))
  }
  return weights
}

// Browsers send a handful of distinct headers ("gzip, deflate, br, zstd"),
// so each is read once; the bound keeps odd clients from growing it.
const readHeaders = new Map<string, Map<string, number>>()
const acceptedOnce = (header: string) => {
  const known = readHeaders.get(header)
  if (known !== undefined) return known
  const weights = accepted(header)
  if (readHeaders.size < 64) readHeaders.set(header, weights)
  return weights
}

/** The best coding the client accepts among those `available` (identity always is). */
export const chooseEncoding = (
  header: string | undefined,
  available: Partial<Record<ContentEncoding, unknown>>,
): ContentEncoding => {
  if (header === undefined || header === "") return "identity"
  const weights = acceptedOnce(header)
  const weight = (coding: string) => weights.get(coding) ?? weights.get("*") ?? 0
  if (available.br !== undefined && weight("br") > 0) return "br"
  if (available.gzip !== undefined && weight("gzip") > 0) return "gzip"
  return "identity"
}

/** Bodies smaller than this go as they are: compressing them saves less than it costs. */
export const compressFromBytes = 1024

const compressibleType = /^(?:text\/|application\/(?:json|javascript|xml)|image\/svg\+xml)/

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
const dynamicBrotli = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }

/**
 * `response` compressed for a client whose Accept-Encoding is `header`, when
 * it is text over 1 KiB and not encoded yet; otherwise `response` itself.
 * Compression runs on libuv's thread pool, not on the event loop.
 */
export const compressResponse = (
  header: string | undefined,
  response: HttpServerResponse.HttpServerResponse,
): Effect.Effect<HttpServerResponse.HttpServerResponse> => {
  const body = response.body
  if (
    body._tag !== "Uint8Array" ||
    body.body.length < compressFromBytes ||
    response.headers["content-encoding"] !== undefined ||
    !compressibleType.test(body.contentType)
  ) {
    return Effect.succeed(response)
  }
  const encoding = chooseEncoding(header, { br: true, gzip: true })
  // Added to what the answer already varies by (a page that depends on the cookie, say).
  const varies = response.headers.vary
  const vary = HttpServerResponse.setHeader(
    response,
    "vary",
    varies === undefined || varies === "" ? "Accept-Encoding" : `${varies}, Accept-Encoding`,
  )
  if (encoding === "identity") return Effect.succeed(vary)
  return Effect.promise(() =>
    encoding === "br" ? brotli(body.body, dynamicBrotli) : gzipAsync(body.body),
  ).pipe(
    Effect.map((compressed) =>
      HttpServerResponse.setBody(
        HttpServerResponse.setHeader(vary, "content-encoding", encoding),
        HttpServerResponse.uint8Array(compressed, { contentType: body.contentType }).body,
      ),
    ),
  )
}
