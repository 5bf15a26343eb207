/**
 * The real Strand server for integration tests: listening on 127.0.0.1 on a
 * free port, fresh embedded database in a temporary folder (or a fresh
 * database on a real PostgreSQL when given its server URL). Tests talk to it
 * over HTTP with fetch, exactly like a browser.
 */
import { join } from "node:path"
import { type StrandConfig, strandConfig } from "@strand/adapters/config/StrandConfig"
import {
  copyMigratedTemplate,
  migratedPostgresDatabase,
  temporaryDataDir,
} from "@strand/adapters/testing/TestDatabase"
import { Outbox } from "@strand/domain/outbox/Outbox"
import {
  ConfigProvider,
  Context,
  DateTime,
  Duration,
  Effect,
  Layer,
  Logger,
  Metric,
  Option,
  Schedule,
} from "effect"
import { HttpServer } from "effect/http"
import { SqlClient } from "effect/sql"
import { inject } from "vitest"
import { type LogRecord, strandLogRecord } from "../observability/StrandLogger.ts"
import { embeddedDatabaseDir, strandServer } from "../StrandServer.ts"

export class TestServer extends Context.Service<
  TestServer,
  {
    readonly url: string
    /** the server's data folder (the mail folder is `mail/` there) */
    readonly dataDir: string
    /** the server's database, to look under the hood */
    readonly sql: SqlClient.SqlClient
    /** every line the server logged so far, oldest first */
    readonly logs: ReadonlyArray<LogLine>
    /**
     * Waits until the outbox has nothing due or in delivery: every message
     * and CRM push queued so far has been delivered, given up, or is waiting
     * for a later retry.
     */
    readonly settled: Effect.Effect<void>
    /** the server's outbox, to look at its jobs */
    readonly outbox: Outbox["Service"]
  }
>()("@strand/api/testing/TestServer") {}

export type LogLine = LogRecord

/** Where links in the test server's e-mails point when no PUBLIC_URL is given. */
export const testLinkOrigin = "http://localhost:3000"

/**
 * The environment every test server starts from, read by the same
 * configuration as `npm start`; a test adds the variables it is about
 * (`CRM_PROVIDER`, `HUBSPOT_TOKEN`, ...) and nothing else leaks in from the
 * machine's own environment.
 */
const testEnvironment: Readonly<Record<string, string>> = {
  // links as a server on port 3000 writes them; it listens on a free port
  PORT: new URL(testLinkOrigin).port,
  STRAND_WEB_DIST: join(import.meta.dirname, "fixtures", "web"),
  MAIL_FROM: "Strand <hello@strand.test>",
  FEEDBACK_EMAIL: "feedback@strand.test",
  CONTACT_EMAIL: "hello@strand.test",
  // quick retries, so tests see a recovery within seconds
  OUTBOX_FIRST_RETRY_SECONDS: "0.2",
  OUTBOX_LEASE_SECONDS: "30",
  LOG_FORMAT: "json",
  OTEL_SERVICE_NAME: "strand-test",
  OPENAI_MODEL: "gpt-test",
  ANTHROPIC_MODEL: "claude-test",
}

/**
 * The configuration `environment` (over `testEnvironment`) gives, with
 * `overrides` for what a test sets directly: the data folder, the database,
 * the free port.
 */
const testConfig = (
  overrides: Partial<StrandConfig> = {},
  environment: Readonly<Record<string, string>> = {},
) =>
  strandConfig.parse(ConfigProvider.fromEnv({ env: { ...testEnvironment, ...environment } })).pipe(
    Effect.orDie,
    Effect.map(
      (config): StrandConfig => ({
        ...config,
        port: 0,
        ...overrides,
        proxyHops: overrides.proxyHops ?? (overrides.trustProxy === true ? 1 : config.proxyHops),
        // As the configuration derives it: PUBLIC_URL, else localhost.
        linkOrigin:
          overrides.linkOrigin ??
          Option.getOrElse(overrides.publicUrl ?? Option.none(), () => config.linkOrigin),
      }),
    ),
  )

/** Polls until no job is due or running (at most 20 s, then the test fails). */
export const outboxSettled = (outbox: Outbox["Service"]) =>
  Effect.gen(function* () {
    // One read, so a job cannot slip from pending to running between two of them.
    const jobs = yield* outbox.list({ limit: 1000 })
    const now = yield* DateTime.now
    const busy = jobs.some(
      (job) =>
        job.status === "running" ||
        (job.status === "pending" &&
          (job.nextAttemptAt === null || DateTime.isLessThanOrEqualTo(job.nextAttemptAt, now))),
    )
    if (busy) return yield* Effect.fail("busy" as const)
  }).pipe(
    Effect.retry(
      Schedule.spaced(Duration.millis(50)).pipe(Schedule.upTo({ duration: Duration.seconds(20) })),
    ),
    Effect.orDie,
  )

// `STRAND_TEST_DATABASE=postgres` (the test command's PostgreSQL lane) runs
// the same tests against a fresh database on a real PostgreSQL server.
const onPostgres = process.env.STRAND_TEST_DATABASE === "postgres"

export const testServer = (
  overrides: Partial<StrandConfig> = {},
  environment: Readonly<Record<string, string>> = {},
) =>
  Layer.unwrap(
    Effect.gen(function* () {
      const dataDir = yield* temporaryDataDir
      // The migrated copy goes where the app opens PGlite, not in the data
      // folder itself, or every test server migrates an empty database.
      if (!onPostgres) yield* copyMigratedTemplate(embeddedDatabaseDir(dataDir))
      const databaseUrl = onPostgres
        ? Option.some(yield* migratedPostgresDatabase(inject("postgresUrl")))
        : Option.none()
      const logs: Array<LogLine> = []
      const config = yield* testConfig({ dataDir, databaseUrl, ...overrides }, environment)
      const server = strandServer(config).pipe(
        Layer.provide(Logger.layer([Logger.map(strandLogRecord, (line) => void logs.push(line))])),
        // Counters of its own, as a process of its own starts with: the test
        // files of a vitest worker share one module graph (isolate: false),
        // and with it Effect's default registry.
        Layer.provide(Layer.succeed(Metric.MetricRegistry, new Map())),
      )
      return Layer.effect(
        TestServer,
        Effect.gen(function* () {
          const { address } = yield* HttpServer.HttpServer
          if (address._tag === "UnixPathAddress") return yield* Effect.die("expected a TCP port")
          const sql = yield* SqlClient.SqlClient
          const outbox = yield* Outbox
          return {
            url: `http://127.0.0.1:${address.port}`,
            dataDir,
            sql,
            logs,
            settled: outboxSettled(outbox),
            outbox,
          }
        }),
      ).pipe(Layer.provide(server))
    }),
  )

/**
 * A browser's cookie jar, reduced to what the session needs: remembers each
 * Set-Cookie by name (an empty value or Max-Age=0 forgets it).
 */
export class CookieJar {
  readonly cookies = new Map<string, string>()
  readonly setCookieHeaders: Array<string> = []
  get header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ")
  }
  remember(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      this.setCookieHeaders.push(line)
      const [pair = ""] = line.split(";")
      const index = pair.indexOf("=")
      const name = pair.slice(0, index).trim()
      const value = pair.slice(index + 1).trim()
      if (value === "" || /max-age=0\b/i.test(line)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }
}

/** fetch against the test server, JSON in and out, with an optional cookie jar. */
export const request = (
  server: { readonly url: string },
  path: string,
  init: {
    method?: string
    body?: unknown
    rawBody?: string
    headers?: Record<string, string>
    jar?: CookieJar
  } = {},
) =>
  Effect.promise(async () => {
    const response = await fetch(`${server.url}${path}`, {
      method: init.method ?? "GET",
      headers: {
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
        ...(init.jar && init.jar.cookies.size > 0 ? { cookie: init.jar.header } : {}),
        ...init.headers,
      },
      body: init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
    })
    init.jar?.remember(response.headers)
    const text = await response.text()
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      json = undefined
    }
    return { status: response.status, headers: response.headers, text, json }
  })
