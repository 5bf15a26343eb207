/**
 * The whole server as one Layer, built from configuration: database first
 * (migrated before anything listens), then stores, use cases, the API, its
 * docs and the SPA. Tests build it on port 0; main.ts runs it.
 */
import { join, resolve } from "node:path"
import { NodeHttpServer } from "@effect/platform-node"
import { IcalGeneratorCalendarFile } from "@strand/adapters/analysis/IcalGeneratorCalendarFile"
import { PdfKitDoctorSummaryPdf } from "@strand/adapters/analysis/PdfKitDoctorSummaryPdf"
import { PgAnalysisStore } from "@strand/adapters/analysis/PgAnalysisStore"
import { analystLayer } from "@strand/adapters/analyst/AnalystProviders"
import type { StrandConfig } from "@strand/adapters/config/StrandConfig"
import { PgCrmPushStore } from "@strand/adapters/crm/PgCrmPushStore"
import { databaseLayer } from "@strand/adapters/db/Database"
import { PgEngagementStore } from "@strand/adapters/engagement/PgEngagementStore"
import { PgExpertStore } from "@strand/adapters/experts/PgExpertStore"
import { PgSummaryShareStore } from "@strand/adapters/experts/PgSummaryShareStore"
import { PgFeedbackStore } from "@strand/adapters/feedback/PgFeedbackStore"
import { PgExpiredRecords } from "@strand/adapters/housekeeping/PgExpiredRecords"
import { CurlsBotIngredientLibrary } from "@strand/adapters/ingredients/CurlsBotIngredientLibrary"
import { folder, mailFolder } from "@strand/adapters/mail/MailFolderMailer"
import { mailerLayer } from "@strand/adapters/mail/MailTransports"
import { reactEmailComposer } from "@strand/adapters/mail/ReactEmailComposer"
import { StrandNoteReader } from "@strand/adapters/notes/StrandNoteReader"
import { PgOutbox } from "@strand/adapters/outbox/PgOutbox"
import { PgProductStore } from "@strand/adapters/products/PgProductStore"
import { PgRetakeReminderStore } from "@strand/adapters/progress/PgRetakeReminderStore"
import { pgRateLimiter } from "@strand/adapters/ratelimit/PgRateLimiter"
import { PgRoutineScheduleStore } from "@strand/adapters/routine/PgRoutineScheduleStore"
import { PgSessionStore } from "@strand/adapters/session/PgSessionStore"
import { PgSignInLinkStore } from "@strand/adapters/session/PgSignInLinkStore"
import { PgBuildAssets } from "@strand/adapters/site/PgBuildAssets"
import { PgTransaction } from "@strand/adapters/transaction/PgTransaction"
import { PgUserStore } from "@strand/adapters/user/PgUserStore"
import { PgWaitlistStore } from "@strand/adapters/waitlist/PgWaitlistStore"
import { Accounts } from "@strand/domain/accounts/Accounts"
import { Analyses, defaultAnalysisSettings } from "@strand/domain/analysis/Analyses"
import { ReportDownloads } from "@strand/domain/analysis/ReportDownloads"
import { IngredientCheck } from "@strand/domain/check/IngredientCheck"
import { defaultDeliveryPolicy, OutboxDelivery } from "@strand/domain/delivery/OutboxDelivery"
import { seedExampleExperts } from "@strand/domain/experts/ExampleExperts"
import { ExpertFinder } from "@strand/domain/experts/ExpertFinder"
import { SummarySharing } from "@strand/domain/experts/SummarySharing"
import { FeedbackSending } from "@strand/domain/feedback/FeedbackSending"
import { Housekeeping } from "@strand/domain/housekeeping/Housekeeping"
import { ReportMailing } from "@strand/domain/mailing/ReportMailing"
import { Products } from "@strand/domain/products/Products"
import { Progress } from "@strand/domain/progress/Progress"
import { RetakeReminders } from "@strand/domain/progress/RetakeReminders"
import { CrmSync } from "@strand/domain/waitlist/CrmSync"
import { Waitlist } from "@strand/domain/waitlist/Waitlist"
import { Duration, Effect, Layer, Option } from "effect"
import { HttpRouter, HttpServer } from "effect/http"
import { HttpApiBuilder, HttpApiScalar } from "effect/http-api"
import { StrandApi } from "../contract/StrandApi.ts"
import { AccountsHandlers } from "./accounts/AccountsHandlers.ts"
import { AdminOnlyLive, AuthenticationLive } from "./accounts/AuthenticationLive.ts"
import { SignInGate } from "./accounts/SignInGate.ts"
import { AdminAnalystsHandlers } from "./admin/AdminAnalystsHandlers.ts"
import { AdminHandlers } from "./admin/AdminHandlers.ts"
import { AnalysisHandlers } from "./analysis/AnalysisHandlers.ts"
import { ReportMailHandlers } from "./analysis/ReportMailHandlers.ts"
import { CrmHandlers } from "./crm/CrmHandlers.ts"
import { EngagementHandlers, FunnelHandlers } from "./engagement/EngagementHandlers.ts"
import { AdminExpertsHandlers } from "./experts/AdminExpertsHandlers.ts"
import { ExpertsHandlers } from "./experts/ExpertsHandlers.ts"
import { FeedbackHandlers } from "./feedback/FeedbackHandlers.ts"
import { CompressionMiddleware } from "./http/CompressionMiddleware.ts"
import { ServerDrain } from "./http/ConnectionDrain.ts"
import { makeNodeServer } from "./http/NodeServer.ts"
import { SecurityMiddleware } from "./http/SecurityMiddleware.ts"
import { ServerSettings } from "./http/ServerSettings.ts"
import { IngredientCheckHandlers } from "./ingredients/IngredientCheckHandlers.ts"
import { AccessLog } from "./observability/AccessLog.ts"
import { telemetryLayer } from "./observability/Telemetry.ts"
import { OutboxHandlers } from "./outbox/OutboxHandlers.ts"
import { AdminProductsHandlers, ProductsHandlers } from "./products/ProductsHandlers.ts"
import { ProgressHandlers } from "./progress/ProgressHandlers.ts"
import { RetakeReminderHandlers } from "./progress/RetakeReminderHandlers.ts"
import { RequestValidationLive } from "./RequestValidationLive.ts"
import { RoutineScheduleHandlers } from "./routine/RoutineScheduleHandlers.ts"
import { staticSite } from "./site/StaticSite.ts"
import { SystemHandlers } from "./system/SystemHandlers.ts"
import { WaitlistHandlers } from "./waitlist/WaitlistHandlers.ts"

/**
 * Logs `message` when released. Placed right under a layer (built before
 * it, so released after it), it tells operators each step of a stop.
 */
const whenStopped = (message: string) =>
  Layer.effectDiscard(Effect.addFinalizer(() => Effect.logInfo(message)))

/** Where PGlite keeps its files: its own folder, beside the mail folder in the data folder. */
export const embeddedDatabaseDir = (dataDir: string) => join(dataDir, "db")

export const strandServer = (config: StrandConfig) => {
  const database = databaseLayer(
    Option.match(config.databaseUrl, {
      onSome: (url) => ({
        url,
        poolMax: config.databasePool.max,
        prepare: config.databasePool.preparedStatements,
      }),
      onNone: () => ({ dataDir: embeddedDatabaseDir(config.dataDir) }),
    }),
  )

  const mailer = mailerLayer(config.mail, config.dataDir)
  // Locally, sign-in links (every admin's, and everyone's in magic-link mode)
  // are e-mails in a folder: say where, so the person starting the app finds them.
  const mailFolderNotice =
    config.mail.transport.id === folder.id
      ? Layer.effectDiscard(
          Effect.logInfo(
            `E-mail is written to files in ${resolve(mailFolder(config.dataDir))} (MAIL_TRANSPORT=${folder.id})${
              config.authMode === "magic-link" || config.adminEmails.length > 0
                ? ": sign-in links land there"
                : ""
            }`,
          ),
        )
      : Layer.empty
  const stores = Layer.mergeAll(
    PgWaitlistStore,
    PgUserStore,
    PgSessionStore,
    pgRateLimiter(config.rateLimitSecret),
    PgSignInLinkStore,
    PgAnalysisStore,
    PgFeedbackStore,
    PgCrmPushStore,
    PgOutbox,
    PgTransaction,
    PgEngagementStore,
    PgRetakeReminderStore,
    PgRoutineScheduleStore,
    PgExpertStore,
    PgSummaryShareStore,
    PgExpiredRecords,
    PgBuildAssets,
    PgProductStore,
    // Strand's own note reader: the analyses use it, and the store for rows stored before readings.
  ).pipe(Layer.provideMerge(StrandNoteReader))
  const crmSync = CrmSync.layer.pipe(Layer.provide([stores, config.crm.layer()]))
  // Admins always prove their address with an e-mailed link, whatever AUTH_MODE says.
  const accounts = Accounts.layer(config.authMode, new Set(config.adminEmails)).pipe(
    Layer.provide(stores),
  )
  const waitlist = Waitlist.layer.pipe(Layer.provide([accounts, stores]))
  // The analyst AI_PROVIDER picks; the rule engine is the floor and the
  // fallback under it, whichever that is.
  const analyses = Analyses.layer({
    ...defaultAnalysisSettings,
    providerBudget: config.analyst.timeout,
    analysesPerHour: config.analysesPerHour,
  }).pipe(Layer.provide([stores, analystLayer(config.analyst)]))
  const reportMailing = ReportMailing.layer.pipe(Layer.provide([analyses, stores]))
  const reportDownloads = ReportDownloads.layer.pipe(
    Layer.provide([analyses, stores, IcalGeneratorCalendarFile, PdfKitDoctorSummaryPdf]),
  )
  const expertFinder = ExpertFinder.layer.pipe(Layer.provide([analyses, stores]))
  const summarySharing = SummarySharing.layer.pipe(
    Layer.provide([reportDownloads, PdfKitDoctorSummaryPdf, stores]),
  )
  const feedbackSending = FeedbackSending.layer(config.feedbackEmail).pipe(Layer.provide(stores))
  // Products by barcode: Strand's table first, the catalogue CATALOGUE_PROVIDER names after.
  const products = Products.layer.pipe(
    Layer.provide([
      stores,
      CurlsBotIngredientLibrary,
      config.catalogue.layer({
        userAgent: `Strand/1.0 (hair and scalp advisor; ${config.linkOrigin}; ${config.feedbackEmail})`,
      }),
    ]),
  )
  const ingredientCheck = IngredientCheck.layer.pipe(
    Layer.provide([stores, CurlsBotIngredientLibrary, products]),
  )
  const progress = Progress.layer.pipe(Layer.provide(stores))
  const retakeReminders = RetakeReminders.layer.pipe(Layer.provide(stores))
  // The outbox worker of this process: mail and CRM pushes leave from here.
  const lease = Duration.seconds(config.outbox.leaseSeconds)
  const delivery = OutboxDelivery.layer({
    ...defaultDeliveryPolicy,
    maxAttempts: config.outbox.maxAttempts,
    firstRetry: Duration.seconds(config.outbox.firstRetrySeconds),
    lease,
    deliveryTimeout: Duration.min(
      defaultDeliveryPolicy.deliveryTimeout,
      Duration.millis(Duration.toMillis(lease) / 2),
    ),
  }).pipe(
    Layer.provide([
      stores,
      mailer,
      reactEmailComposer({ contactEmail: config.contactEmail }),
      crmSync,
    ]),
  )
  const worker = OutboxDelivery.worker.pipe(Layer.provide(delivery))
  // `npm run dev` only: invented experts in an empty directory.
  const examples =
    config.exampleExperts === true
      ? Layer.effectDiscard(seedExampleExperts).pipe(Layer.provide(stores))
      : Layer.empty
  // Expired sessions, rate-limit windows, sign-in links and Idempotency-Keys, hourly.
  const housekeeping = Housekeeping.worker().pipe(
    Layer.provide(Housekeeping.layer().pipe(Layer.provide(stores))),
  )
  const useCases = Layer.mergeAll(
    accounts,
    waitlist,
    analyses,
    reportMailing,
    reportDownloads,
    feedbackSending,
    ingredientCheck,
    products,
    progress,
    retakeReminders,
    expertFinder,
    summarySharing,
    crmSync,
    stores,
  )
  const settings = ServerSettings.fromConfig(config)

  const api = HttpApiBuilder.layer(StrandApi, { openapiPath: "/api/openapi.json" }).pipe(
    Layer.provide([
      SystemHandlers,
      WaitlistHandlers,
      AccountsHandlers,
      AdminHandlers,
      AdminAnalystsHandlers,
      AnalysisHandlers,
      ReportMailHandlers,
      FeedbackHandlers,
      CrmHandlers,
      OutboxHandlers,
      EngagementHandlers,
      FunnelHandlers,
      IngredientCheckHandlers,
      ProductsHandlers,
      AdminProductsHandlers,
      ProgressHandlers,
      RetakeReminderHandlers,
      ExpertsHandlers,
      AdminExpertsHandlers,
      RoutineScheduleHandlers,
    ]),
    // Routes resolve their middleware when they are built, so it is provided
    // to the API layer itself, not only to the handlers.
    Layer.provide([RequestValidationLive, AuthenticationLive, AdminOnlyLive]),
  )

  const routes = Layer.mergeAll(
    mailFolderNotice,
    api,
    HttpApiScalar.layer(StrandApi, { path: "/api/docs" }),
    staticSite(config.webDist),
    SecurityMiddleware,
    CompressionMiddleware,
    SignInGate,
  ).pipe(
    // Built first, so its middleware is the outermost: it sees each request's
    // final status, after the failures are answered (SecurityMiddleware).
    Layer.provideMerge(AccessLog),
    Layer.provide(settings),
  )

  // Everything a request needs (database open and migrated, routes built,
  // docs loaded) is ready before the port opens: a request accepted earlier
  // would wait forever. On shutdown the server stops first (in-flight
  // requests finish), then the database closes.
  const app = Layer.unwrap(
    Effect.gen(function* () {
      const handler = yield* HttpRouter.toHttpEffect(routes)
      const drain = yield* ServerDrain
      return HttpServer.serve(handler).pipe(
        HttpServer.withLogAddress,
        Layer.provideMerge(
          NodeHttpServer.layerServer(
            makeNodeServer(
              Option.isSome(config.publicUrl) && config.publicUrl.value.startsWith("https://"),
              drain,
            ),
            {
              port: config.port,
              host: config.host,
              // After this, requests still in flight are cut off (SHUTDOWN_TIMEOUT_SECONDS).
              gracefulShutdownTimeout: Duration.seconds(config.operations.shutdownTimeoutSeconds),
            },
          ),
        ),
      )
    }),
  )

  // Stopping begins here, before the server waits for in-flight requests:
  // the connections start draining (readiness fails, answers close their
  // connection, idle ones close), and analyses still waiting for a provider
  // get a short grace, then the rule engine answers, so each of those
  // requests gets its report before exit.
  const firstToStop = Layer.effectDiscard(
    Effect.gen(function* () {
      const running = yield* Analyses
      const drain = yield* ServerDrain
      yield* Effect.addFinalizer(() =>
        Effect.sync(() => drain.begin()).pipe(
          Effect.andThen(
            Effect.logInfo(
              `Stopping: no new connections, requests in flight get up to ${config.operations.shutdownTimeoutSeconds} s`,
            ),
          ),
          Effect.andThen(running.stopWaitingForProviders),
        ),
      )
    }),
  )

  // The use cases are built once, outside the routes, so that the server and
  // the shutdown step above share the same Analyses (and its breaker). The
  // outbox worker starts once the database is migrated and stops before it
  // closes.
  return firstToStop.pipe(
    Layer.provideMerge(app),
    Layer.provideMerge(whenStopped("Requests drained, the server is closed")),
    // The worker starts before the server listens (readiness asks about it)
    // and stops after the last request is answered.
    Layer.provideMerge(worker),
    Layer.provideMerge(examples),
    Layer.provideMerge(whenStopped("Outbox worker stopped")),
    Layer.provideMerge(housekeeping),
    Layer.provide(useCases),
    Layer.provide(NodeHttpServer.layerHttpServices),
    Layer.provideMerge(ServerDrain.layer(config.operations.shutdownIdleGraceMilliseconds)),
    Layer.provideMerge(PgOutbox),
    // The database stays visible to whoever runs the server (tests look under the hood).
    Layer.provideMerge(database),
    Layer.provideMerge(whenStopped("Database closed")),
    // Traces and metrics, when an OTLP endpoint is configured: provided
    // last, so every layer above (the server's requests too) records to it.
    Layer.provide(telemetryLayer(config.operations)),
  )
}
