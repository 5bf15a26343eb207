/**
 * Headers on every response. The CSP allows only our own scripts, styles,
 * media and API calls (the built SPA needs nothing else); the API docs page
 * (Scalar) inlines its script, so only that page also allows inline script.
 */
import type { HttpServerRequest } from "effect/http"

const contentSecurityPolicy = (inlineScripts: boolean) =>
  [
    "default-src 'self'",
    `script-src 'self'${inlineScripts ? " 'unsafe-inline'" : ""}`,
    // Inline style attributes come from positioning code in UI primitives.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self'",
    "font-src 'self' data:",
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
