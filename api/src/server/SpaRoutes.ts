/**
 * The built SPA: hashed assets cached for a year, everything else falls back
 * to index.html (never cached) so client-side routes and the 404 page work
 * on reload. Unknown /api paths answer JSON 404 instead of the SPA.
 */
import { Layer } from "effect"
import { HttpRouter, HttpServerResponse, HttpStaticServer } from "effect/http"

const apiNotFound = HttpRouter.add(
  "*",
  "/api/*",
  HttpServerResponse.jsonUnsafe({ message: "Not found", code: "NOT_FOUND" }, { status: 404 }),
)

export const spaRoutes = (webDist: string) =>
  Layer.mergeAll(
    apiNotFound,
    HttpStaticServer.layer({
      root: `${webDist}/assets`,
      prefix: "/assets",
      cacheControl: "public, max-age=31536000, immutable",
    }),
    HttpStaticServer.layer({ root: webDist, spa: true, cacheControl: "no-cache" }),
  )
