/**
 * What every request must satisfy before any handler runs (cheap header
 * checks, in this order):
 * - state-changing requests (anything but GET/HEAD/OPTIONS) must come from
 *   the app's own pages: a browser's `Sec-Fetch-Site` other than
 *   same-origin/none, or an `Origin` other than the app's, is refused 403
 *   (CSRF; SameSite=Lax cookies are the second line);
 * - bodies must be JSON (415 otherwise) and at most 64 KiB (413).
 */
import { Option } from "effect"
import type { HttpServerRequest } from "effect/http"

export const maxBodyBytes = 64 * 1024

export interface Refusal {
  readonly status: 403 | 413 | 415
  readonly code: "FORBIDDEN" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE"
  readonly message: string
}

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"])

/**
 * The origin this request was sent to, as the browser sees it: PUBLIC_URL,
 * else the request's own Host. Never X-Forwarded-Host: a proxy passes the
 * client's own on unless told otherwise, so it would let whoever sends the
 * request pick the origin it is checked against. (Behind a proxy without
 * PUBLIC_URL, the proxy passes Host, as the example in docs/operations.md does.)
 */
export const expectedOrigin = (
  request: HttpServerRequest.HttpServerRequest,
  settings: { readonly publicOrigin: Option.Option<string>; readonly trustProxy: boolean },
): string =>
  Option.getOrElse(settings.publicOrigin, () => {
    const proto = settings.trustProxy ? (request.headers["x-forwarded-proto"] ?? "http") : "http"
    return `${proto}://${request.headers.host ?? "localhost"}`
  })

export const refusal = (
  request: HttpServerRequest.HttpServerRequest,
  settings: { readonly publicOrigin: Option.Option<string>; readonly trustProxy: boolean },
): Refusal | undefined => {
  if (safeMethods.has(request.method)) return undefined
  const fetchSite = request.headers["sec-fetch-site"]
  const origin = request.headers.origin
  if (
    (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") ||
    (origin !== undefined && origin !== expectedOrigin(request, settings))
  ) {
    return {
      status: 403,
      code: "FORBIDDEN",
      message: "This request must come from Strand's own pages.",
    }
  }
  const length = Number(request.headers["content-length"] ?? 0)
  const hasBody = length > 0 || request.headers["transfer-encoding"] !== undefined
  if (length > maxBodyBytes) {
    return { status: 413, code: "PAYLOAD_TOO_LARGE", message: "The request is too large." }
  }
  const contentType = request.headers["content-type"]?.split(";")[0]?.trim().toLowerCase()
  if (hasBody && contentType !== "application/json") {
    return {
      status: 415,
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: "Please send JSON (Content-Type: application/json).",
    }
  }
  return undefined
}
