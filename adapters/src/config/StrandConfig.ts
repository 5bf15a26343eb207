/**
 * Strand's configuration, read once from the environment (see .env.example).
 * Every variable has a default that runs the app with no keys: embedded
 * database, rule-based analyst, a mail folder, no CRM.
 */
import { type SignInMode, signInModes } from "@strand/domain/accounts/Accounts"
import type { Crm } from "@strand/domain/crm/Crm"
import type { ProductCatalogue } from "@strand/domain/products/ProductCatalogue"
import { Config, ConfigProvider, Option, Redacted } from "effect"
import { type AnalystConfig, analystConfig } from "../analyst/AnalystProviders.ts"
import { crmConfig } from "../crm/CrmProviders.ts"
import { defaultPoolMax } from "../db/Database.ts"
import { type MailConfig, mailConfig } from "../mail/MailTransports.ts"
import { catalogueConfig } from "../products/CatalogueProviders.ts"
import type { CatalogueShared } from "../products/CatalogueShared.ts"
import { type Chosen, optionalSecret } from "./Provider.ts"

export interface StrandConfig {
  readonly port: number
  /**
   * HOST: the address the server listens on. 127.0.0.1 by default, so only
   * this machine (a reverse proxy on it, a developer's browser) reaches it;
   * `0.0.0.0` or `::` for every interface (a container behind its network).
   */
  readonly host: string
  /** A real PostgreSQL when set; otherwise embedded PGlite in `dataDir`. */
  readonly databaseUrl: Option.Option<Redacted.Redacted<string>>
  /**
   * With DATABASE_URL: how many connections this process opens at most
   * (DATABASE_POOL_MAX, 10), and whether it prepares statements by name
   * (DATABASE_PREPARE, true; false behind PgBouncer in
   * transaction mode before 1.21). See the sizing rule in docs/operations.md.
   */
  readonly databasePool: { readonly max: number; readonly preparedStatements: boolean }
  readonly dataDir: string
  /** The built SPA served beside the API. */
  readonly webDist: string
  /** AI_PROVIDER with its OPENAI_* / ANTHROPIC_* settings and the provider budget. */
  readonly analyst: AnalystConfig
  /** Analyses per person per hour, whichever analyst answers. */
  readonly analysesPerHour: number
  /** MAIL_TRANSPORT with its own settings (SMTP_URL), and MAIL_FROM. */
  readonly mail: MailConfig
  /** CRM_PROVIDER with its own settings (HUBSPOT_*, BREVO_*). */
  readonly crm: Chosen<Crm>
  readonly adminEmails: ReadonlyArray<string>
  /** CATALOGUE_PROVIDER: where products are looked up by barcode. */
  readonly catalogue: Chosen<ProductCatalogue, CatalogueShared>
  /** The outbox worker's attempts and waits (defaults suit production). */
  readonly outbox: {
    /** attempts before a job is dead */
    readonly maxAttempts: number
    /** the wait after the first failure, in seconds; it doubles each time, up to 30 min */
    readonly firstRetrySeconds: number
    /** how long a worker holds a job before another process may take it over */
    readonly leaseSeconds: number
  }
  /** Where feedback from the result page is e-mailed: the first admin, or a local default. */
  readonly feedbackEmail: string
  /**
   * The address customers are told to write to (the e-mails' footers): never
   * an admin's own address, which also receives sign-in links.
   */
  readonly contactEmail: string
  /**
   * The address people reach the app at, e.g. https://strand.example. When it
   * is https, cookies are Secure with a __Host- name and HSTS is sent; it is
   * also the only Origin allowed to make state-changing requests. Unset:
   * the request's own Host is the origin (development). Required when
   * NODE_ENV=production.
   */
  readonly publicUrl: Option.Option<string>
  /**
   * The origin every absolute link Strand sends starts with (sign-in links,
   * report links in e-mails): PUBLIC_URL, else http://localhost:$PORT for
   * local use. Never taken from a request's Host or X-Forwarded-Host, which
   * whoever asks for the link controls.
   */
  readonly linkOrigin: string
  /**
   * Behind reverse proxies (TRUST_PROXY=true for one, or their number): the
   * client's IP is the X-Forwarded-For entry the outermost trusted proxy
   * added, counted from the right, never what the client wrote itself.
   */
  readonly trustProxy: boolean
  /** How many trusted proxies stand in front (0 when TRUST_PROXY is off). */
  readonly proxyHops: number
  /**
   * RATE_LIMIT_SECRET: the key rate-limit counters are named with (an HMAC
   * of the IP or e-mail). Unset, one is made on first start and kept in the
   * database, shared by every process on it.
   */
  readonly rateLimitSecret: Option.Option<Redacted.Redacted<string>>
  /** trust-email (the spec's default) or magic-link (a sign-in link by e-mail). */
  readonly authMode: SignInMode
  /**
   * Development only (STRAND_EXAMPLE_EXPERTS, set by `npm run dev`): an empty
   * directory of experts gets invented examples, clearly marked as such.
   */
  readonly exampleExperts?: boolean
  /** How the process reports on itself, and how long it may take to stop. */
  readonly operations: OperationsConfig
}

const logFormats = ["text", "json"] as const
export type LogFormat = (typeof logFormats)[number]

export interface OperationsConfig {
  /** LOG_FORMAT: readable lines (`text`, the default) or one JSON object a line (`json`). */
  readonly logFormat: LogFormat
  /**
   * OTEL_EXPORTER_OTLP_ENDPOINT: an OpenTelemetry collector's OTLP/HTTP base
   * URL (traces to /v1/traces, metrics to /v1/metrics); unset, nothing is
   * exported.
   */
  readonly otlpEndpoint: Option.Option<string>
  /** OTEL_SERVICE_NAME, "strand" by default: how this service is named in traces. */
  readonly serviceName: string
  /**
   * SHUTDOWN_TIMEOUT_SECONDS: how long requests in flight get to finish after
   * SIGTERM before they are cut off (10 s; keep it under the orchestrator's
   * own grace period, 30 s in Kubernetes).
   */
  readonly shutdownTimeoutSeconds: number
  /**
   * SHUTDOWN_IDLE_GRACE_MILLISECONDS: once stopping begins, how long a
   * keep-alive connection with no request in flight stays open in case a
   * request is already on its way (200 ms; a balancer whose probes reuse
   * long-lived connections on a busy host may want more).
   */
  readonly shutdownIdleGraceMilliseconds: number
}

const list = (raw: string) =>
  raw
    .split(",")
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item !== "")

const adminEmails = Config.String("ADMIN_EMAILS").pipe(Config.withDefault(""), Config.map(list))

const feedbackEmail = Config.all([
  Config.String("FEEDBACK_EMAIL").pipe(Config.withDefault("")),
  adminEmails,
]).pipe(Config.map(([explicit, admins]) => explicit.trim() || admins[0] || "feedback@strand.local"))

/** The address the site itself shows (web/src/lib/contact.ts). */
export const defaultContactEmail = "hello@strand.example"

const contactEmail = Config.String("CONTACT_EMAIL").pipe(
  Config.withDefault(""),
  Config.map((address) => address.trim() || defaultContactEmail),
)

const port = Config.Port("PORT").pipe(Config.withDefault(3000))

const publicUrl = Config.all({
  url: Config.option(Config.URL("PUBLIC_URL")),
  production: Config.String("NODE_ENV").pipe(
    Config.withDefault(""),
    Config.map((env) => env.trim() === "production"),
  ),
}).pipe(
  Config.flatMap(({ url, production }) =>
    production && Option.isNone(url)
      ? Config.fail(
          new ConfigProvider.SourceError({
            message:
              "PUBLIC_URL must be set when NODE_ENV=production: it is the address people use (e.g. https://strand.example), and every link in Strand's e-mails is built from it.",
          }),
        )
      : Config.succeed(Option.map(url, (value) => value.origin)),
  ),
)

const proxies = Config.String("TRUST_PROXY").pipe(
  Config.withDefault("false"),
  Config.flatMap((raw) => {
    const value = raw.trim().toLowerCase()
    if (["", "false", "0", "no", "off"].includes(value)) return Config.succeed(0)
    if (["true", "yes", "on"].includes(value)) return Config.succeed(1)
    const hops = Number(value)
    return Number.isInteger(hops) && hops > 0 && hops < 100
      ? Config.succeed(hops)
      : Config.fail(
          new ConfigProvider.SourceError({
            message: `TRUST_PROXY must be true, false, or the number of proxies in front of Strand (it is "${raw}")`,
          }),
        )
  }),
)

// A key for HMAC-SHA-256: shorter than 32 characters is guessable sooner.
const rateLimitSecret = optionalSecret("RATE_LIMIT_SECRET").pipe(
  Config.flatMap((secret) =>
    Option.exists(secret, (value) => Redacted.value(value).trim().length < 32)
      ? Config.fail(
          new ConfigProvider.SourceError({
            message:
              "RATE_LIMIT_SECRET must be at least 32 characters (e.g. `openssl rand -base64 32`), or unset to let Strand make and keep one",
          }),
        )
      : Config.succeed(secret),
  ),
)

export const strandConfig: Config.Config<StrandConfig> = Config.all({
  port,
  host: Config.String("HOST").pipe(
    Config.withDefault(""),
    Config.map((host) => host.trim() || "127.0.0.1"),
  ),
  databaseUrl: optionalSecret("DATABASE_URL"),
  databasePool: Config.all({
    max: Config.Int("DATABASE_POOL_MAX").pipe(
      Config.withDefault(defaultPoolMax),
      Config.flatMap((max) =>
        max >= 1
          ? Config.succeed(max)
          : Config.fail(
              new ConfigProvider.SourceError({
                message: `DATABASE_POOL_MAX must be 1 or more (it is ${max})`,
              }),
            ),
      ),
    ),
    preparedStatements: Config.Boolean("DATABASE_PREPARE").pipe(Config.withDefault(true)),
  }),
  dataDir: Config.String("STRAND_DATA_DIR").pipe(Config.withDefault("./data")),
  webDist: Config.String("STRAND_WEB_DIST").pipe(Config.withDefault("./web/dist")),
  analyst: analystConfig,
  analysesPerHour: Config.Int("ANALYSES_PER_HOUR").pipe(Config.withDefault(20)),
  mail: mailConfig,
  crm: crmConfig,
  adminEmails,
  catalogue: catalogueConfig,
  outbox: Config.all({
    maxAttempts: Config.Int("OUTBOX_MAX_ATTEMPTS").pipe(Config.withDefault(10)),
    firstRetrySeconds: Config.Number("OUTBOX_FIRST_RETRY_SECONDS").pipe(Config.withDefault(10)),
    leaseSeconds: Config.Number("OUTBOX_LEASE_SECONDS").pipe(Config.withDefault(300)),
  }),
  feedbackEmail,
  contactEmail,
  publicUrl,
  linkOrigin: Config.all([publicUrl, port]).pipe(
    Config.map(([url, port]) => Option.getOrElse(url, () => `http://localhost:${port}`)),
  ),
  trustProxy: Config.map(proxies, (hops) => hops > 0),
  proxyHops: proxies,
  rateLimitSecret,
  authMode: Config.Literals(signInModes, "AUTH_MODE").pipe(Config.withDefault(signInModes[0])),
  exampleExperts: Config.Boolean("STRAND_EXAMPLE_EXPERTS").pipe(Config.withDefault(false)),
  operations: Config.all({
    logFormat: Config.Literals(logFormats, "LOG_FORMAT").pipe(Config.withDefault(logFormats[0])),
    otlpEndpoint: Config.option(Config.String("OTEL_EXPORTER_OTLP_ENDPOINT")).pipe(
      Config.map(Option.filter((url) => url.trim() !== "")),
      Config.map(Option.map((url) => url.trim().replace(/\/+$/, ""))),
    ),
    serviceName: Config.String("OTEL_SERVICE_NAME").pipe(Config.withDefault("strand")),
    shutdownTimeoutSeconds: Config.Number("SHUTDOWN_TIMEOUT_SECONDS").pipe(Config.withDefault(10)),
    shutdownIdleGraceMilliseconds: Config.Number("SHUTDOWN_IDLE_GRACE_MILLISECONDS").pipe(
      Config.withDefault(200),
    ),
  }),
})
