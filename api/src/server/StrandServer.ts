/**
 * The whole server as one Layer, built from configuration: database first
 * (migrated before anything listens), then stores, use cases, the API, its
 * docs and the SPA. Tests build it on port 0; main.ts runs it.
 */
import { createServer } from "node:http"
import { NodeHttpServer } from "@effect/platform-node"
import type { StrandConfig } from "@strand/adapters/config/StrandConfig"
import { databaseLayer } from "@strand/adapters/db/Database"
import { PgWaitlistStore } from "@strand/adapters/waitlist/PgWaitlistStore"
import { Waitlist } from "@strand/domain/waitlist/Waitlist"
import { Layer, Option } from "effect"
import { HttpRouter } from "effect/http"
import { HttpApiBuilder, HttpApiScalar } from "effect/http-api"
import { StrandApi } from "../contract/StrandApi.ts"
import { RequestValidationLive } from "./RequestValidationLive.ts"
import { spaRoutes } from "./SpaRoutes.ts"
import { SystemHandlers } from "./system/SystemHandlers.ts"
import { WaitlistHandlers } from "./waitlist/WaitlistHandlers.ts"

export const strandServer = (config: StrandConfig) => {
  const database = databaseLayer(
    Option.match(config.databaseUrl, {
      onSome: (url) => ({ url }),
      onNone: () => ({ dataDir: config.dataDir }),
    }),
  )

  const useCases = Waitlist.layer.pipe(Layer.provide(PgWaitlistStore))

  const api = HttpApiBuilder.layer(StrandApi, { openapiPath: "/api/openapi.json" }).pipe(
    Layer.provide([SystemHandlers, WaitlistHandlers]),
    Layer.provide(useCases),
    // Routes resolve the middleware when they are built, so it is provided
    // to the API layer itself, not only to the handlers.
    Layer.provide(RequestValidationLive),
  )

  const routes = Layer.mergeAll(
    api,
    HttpApiScalar.layer(StrandApi, { path: "/api/docs" }),
    spaRoutes(config.webDist),
  )

  // The database is a dependency of the listening server, so it is open and
  // migrated before the first request can arrive, and closed after the last.
  return HttpRouter.serve(routes, { disableLogger: true }).pipe(
    Layer.provide(database),
    Layer.provideMerge(
      NodeHttpServer.layer(createServer, { port: config.port, gracefulShutdownTimeout: "10 seconds" }),
    ),
    Layer.provide(database),
  )
}
