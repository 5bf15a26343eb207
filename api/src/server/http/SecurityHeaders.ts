/**
 * Headers on every response. The CSP allows only our own scripts, styles,
 * media and API calls (the built SPA needs nothing else); the API docs page
 * (Scalar) inlines and evaluates its script and asks for Scalar's fonts, so
 * only that page allows those. The product scanner's barcode reader and
 * label reader are WebAssembly served from Strand's own origin:
 * 'wasm-unsafe-eval' lets them compile, and nothing else. The camera is
 * Strand's own to ask for (the scanner), never an embedding page's.
 */

const contentSecurityPolicy = (docsPage: boolean) =>
  [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval'${docsPage ? " 'unsafe-inline' 'unsafe-eval'" : ""}`,
    // Inline style attributes come from positioning code in UI primitives.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self'",
    `font-src 'self' data:${docsPage ? " https://fonts.scalar.com" : ""}`,
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ")

const headers = (https: boolean, kind: "api" | "docs" | "page"): Record<string, string> => ({
  "content-security-policy": contentSecurityPolicy(kind === "docs"),
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
  "permissions-policy": "camera=(self), microphone=(), geolocation=()",
  ...(https ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
  // API answers are personal (user, reports): never stored by any cache.
  ...(kind === "page" ? {} : { "cache-control": "no-store" }),
})

/**
 * The headers for a request's path. There are three sets (the API, its docs
 * page, everything else), each built once: they are added to every response.
 */
export const securityHeadersFor = (https: boolean) => {
  const api = headers(https, "api")
  const docs = headers(https, "docs")
  const page = headers(https, "page")
  return (url: string): Readonly<Record<string, string>> => {
    if (!url.startsWith("/api")) return page
    if (url.startsWith("/api/docs") && /^\/api\/docs(?:[?#]|$)/.test(url)) return docs
    return url.length === 4 || url[4] === "/" || url[4] === "?" ? api : page
  }
}
