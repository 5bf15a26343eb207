/**
 * The whole server as one Layer, built from configuration: database first
 * (migrated before anything listens), then stores, use cases, the API, its
 * docs and the SPA. Tests build it on port 0; main.ts runs it.
 */
import { createServer } from "node:http"
import { join } from "node:path"
import { NodeHttpServer } from "@effect/platform-node"
import { PgSignInLinkStore } from "@strand/adapters/accounts/PgSignInLinkStore"
import { PgAnalysisStore } from "@strand/adapters/analysis/PgAnalysisStore"
import { RulesHairAnalyst } from "@strand/adapters/analyst/RulesHairAnalyst"
import type { StrandConfig } from "@strand/adapters/config/StrandConfig"
import { databaseLayer } from "@strand/adapters/db/Database"
import { PgEngagementStore } from "@strand/adapters/engagement/PgEngagementStore"
import { PgFeedbackStore } from "@strand/adapters/feedback/PgFeedbackStore"
import { mailerFromConfig } from "@strand/adapters/mail/MailerLayer"
import { PgRateLimiter } from "@strand/adapters/ratelimit/PgRateLimiter"
import { PgSessionStore } from "@strand/adapters/session/PgSessionStore"
import { PgUserStore } from "@strand/adapters/user/PgUserStore"
import { PgWaitlistStore } from "@strand/adapters/waitlist/PgWaitlistStore"
import { Accounts } from "@strand/domain/accounts/Accounts"
import { Analyses, FallbackHairAnalyst } from "@strand/domain/analysis/Analyses"
import { HairAnalyst } from "@strand/domain/analysis/HairAnalyst"
import { ReportMailing } from "@strand/domain/analysis/ReportMailing"
import { FeedbackSending } from "@strand/domain/feedback/FeedbackSending"
import { Waitlist } from "@strand/domain/waitlist/Waitlist"
import { Effect, Layer, Option } from "effect"
import { HttpRouter, HttpServer } from "effect/http"
import { HttpApiBuilder, HttpApiScalar } from "effect/http-api"
import { StrandApi } from "../contract/StrandApi.ts"
import { AccountsHandlers } from "./accounts/AccountsHandlers.ts"
import { AdminOnlyLive, AuthenticationLive } from "./accounts/AuthenticationLive.ts"
import { AdminHandlers } from "./admin/AdminHandlers.ts"
import { AnalysisHandlers } from "./analysis/AnalysisHandlers.ts"
import { ReportMailHandlers } from "./analysis/ReportMailHandlers.ts"
import { EngagementHandlers, FunnelHandlers } from "./engagement/EngagementHandlers.ts"
import { FeedbackHandlers } from "./feedback/FeedbackHandlers.ts"
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
      // PGlite's own folder, beside the mail outbox in the data folder
      onNone: () => ({ dataDir: join(config.dataDir, "db") }),
    }),
  )

  const mailer = mailerFromConfig({
    transport: config.mailTransport,
    smtpUrl: config.smtpUrl,
    dataDir: config.dataDir,
    from: config.mailFrom,
  })
  const stores = Layer.mergeAll(
    PgWaitlistStore,
    PgUserStore,
    PgSessionStore,
    PgRateLimiter,
    PgSignInLinkStore,
    PgAnalysisStore,
    PgFeedbackStore,
    PgEngagementStore,
  )
  const accounts = Accounts.layer(config.authMode).pipe(Layer.provide([stores, mailer]))
  const waitlist = Waitlist.layer.pipe(Layer.provide([accounts, stores]))
  // The rule engine writes the reports until the AI providers arrive, and it
  // stays the backup whichever analyst AI_PROVIDER picks.
  const analyses = Analyses.layer.pipe(
    Layer.provide([
      stores,
      RulesHairAnalyst,
      Layer.effect(FallbackHairAnalyst, HairAnalyst).pipe(Layer.provide(RulesHairAnalyst)),
    ]),
  )
  const reportMailing = ReportMailing.layer.pipe(Layer.provide([analyses, mailer]))
  const feedbackSending = FeedbackSending.layer(config.feedbackEmail).pipe(
    Layer.provide([stores, mailer]),
  )
  const useCases = Layer.mergeAll(
    accounts,
    waitlist,
    analyses,
    reportMailing,
    feedbackSending,
    stores,
  )
  const settings = ServerSettings.fromConfig(config)

  const api = HttpApiBuilder.layer(StrandApi, { openapiPath: "/api/openapi.json" }).pipe(
    Layer.provide([
      SystemHandlers,
      WaitlistHandlers,
      AccountsHandlers,
      AdminHandlers,
      AnalysisHandlers,
      ReportMailHandlers,
      FeedbackHandlers,
      EngagementHandlers,
      FunnelHandlers,
    ]),
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

  // Everything a request needs (database open and migrated, routes built,
  // docs loaded) is ready before the port opens: a request accepted earlier
  // would wait forever. On shutdown the server stops first (in-flight
  // requests finish), then the database closes.
  const app = Layer.unwrap(
    Effect.map(HttpRouter.toHttpEffect(routes), (handler) =>
      HttpServer.serve(handler).pipe(
        HttpServer.withLogAddress,
        Layer.provideMerge(
          NodeHttpServer.layerServer(createServer, {
            port: config.port,
            gracefulShutdownTimeout: "10 seconds",
          }),
        ),
      ),
    ),
  )

  return app.pipe(Layer.provide(NodeHttpServer.layerHttpServices), Layer.provide(database))
}
