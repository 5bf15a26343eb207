/**
 * The whole server as one Layer, built from configuration: database first
 * (migrated before anything listens), then stores, use cases, the API, its
 * docs and the SPA. Tests build it on port 0; main.ts runs it.
 */
import { createServer } from "node:http"
import { NodeHttpServer } from "@effect/platform-node"
import type { StrandConfig } from "@strand/adapters/config/StrandConfig"
import { databaseLayer } from "@strand/adapters/db/Database"
import { PgRateLimiter } from "@strand/adapters/ratelimit/PgRateLimiter"
import { PgSessionStore } from "@strand/adapters/session/PgSessionStore"
import { PgUserStore } from "@strand/adapters/user/PgUserStore"
import { PgWaitlistStore } from "@strand/adapters/waitlist/PgWaitlistStore"
import { Accounts } from "@strand/domain/accounts/Accounts"
import { Waitlist } from "@strand/domain/waitlist/Waitlist"
import { Layer, Option } from "effect"
import { HttpRouter } from "effect/http"
import { HttpApiBuilder, HttpApiScalar } from "effect/http-api"
import { StrandApi } from "../contract/StrandApi.ts"
import { AccountsHandlers } from "./accounts/AccountsHandlers.ts"
import { AdminOnlyLive, AuthenticationLive } from "./accounts/AuthenticationLive.ts"
import { AdminHandlers } from "./admin/AdminHandlers.ts"
import { SecurityMiddleware } from "./http/SecurityMiddleware.ts"
import { ServerSettings } from "./http/ServerSettings.ts"
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

  const stores = Layer.mergeAll(PgWaitlistStore, PgUserStore, PgSessionStore, PgRateLimiter)
  const accounts = Accounts.layer.pipe(Layer.provide(stores))
  const waitlist = Waitlist.layer.pipe(Layer.provide([accounts, stores]))
  const useCases = Layer.mergeAll(accounts, waitlist, stores)
  const settings = ServerSettings.fromConfig(config)

  const api = HttpApiBuilder.layer(StrandApi, { openapiPath: "/api/openapi.json" }).pipe(
    Layer.provide([SystemHandlers, WaitlistHandlers, AccountsHandlers, AdminHandlers]),
    // Routes resolve their middleware when they are built, so it is provided
    // to the API layer itself, not only to the handlers.
    Layer.provide([RequestValidationLive, AuthenticationLive, AdminOnlyLive]),
    Layer.provide(useCases),
  )

  const routes = Layer.mergeAll(
    api,
    HttpApiScalar.layer(StrandApi, { path: "/api/docs" }),
    spaRoutes(config.webDist),
    SecurityMiddleware,
  ).pipe(Layer.provide(settings))

  // The database is a dependency of the listening server, so it is open and
  // migrated before the first request can arrive, and closed after the last.
  return HttpRouter.serve(routes, { disableLogger: true }).pipe(
    Layer.provide(database),
    Layer.provideMerge(
      NodeHttpServer.layer(createServer, {
        port: config.port,
        gracefulShutdownTimeout: "10 seconds",
      }),
    ),
    Layer.provide(database),
  )
}
