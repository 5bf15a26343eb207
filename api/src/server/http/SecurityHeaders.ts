/**
 * Headers on every response. The CSP allows only our own scripts, styles,
 * media and API calls (the built SPA needs nothing else); the API docs page
 * (Scalar) inlines and evaluates its script and asks for Scalar's fonts, so
 * only that page allows those.
 */
import type { HttpServerRequest } from "effect/http"

const contentSecurityPolicy = (docsPage: boolean) =>
  [
    "default-src 'self'",
    `script-src 'self'${docsPage ? " 'unsafe-inline' 'unsafe-eval'" : ""}`,
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

export const securityHeaders = (
  request: HttpServerRequest.HttpServerRequest,
  https: boolean,
): Record<string, string> => {
  const path = request.url.split("?")[0] ?? "/"
  const isApi = path === "/api" || path.startsWith("/api/")
  return {
    "content-security-policy": contentSecurityPolicy(path === "/api/docs"),
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "strict-origin-when-cross-origin",
    "cross-origin-opener-policy": "same-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=()",
    ...(https ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
    // API answers are personal (user, reports): never stored by any cache.
    ...(isApi ? { "cache-control": "no-store" } : {}),
  }
}
