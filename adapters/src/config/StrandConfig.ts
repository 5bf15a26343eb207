/**
 * Strand's configuration, read once from the environment (see .env.example).
 * Every variable has a default that runs the app with no keys: embedded
 * database, rule-based analyst, a mail folder, no CRM.
 */
import { Config, Option, Redacted } from "effect"

export interface StrandConfig {
  readonly port: number
  /** A real PostgreSQL when set; otherwise embedded PGlite in `dataDir`. */
  readonly databaseUrl: Option.Option<Redacted.Redacted<string>>
  readonly dataDir: string
  /** The built SPA served beside the API. */
  readonly webDist: string
  readonly aiProvider: "rules" | "openai" | "anthropic"
  /** `folder`: one .eml file per message in `${dataDir}/mail` (MAIL_TRANSPORT=outbox, its old name, still works) */
  readonly mailTransport: "folder" | "smtp"
  readonly smtpUrl: Option.Option<Redacted.Redacted<string>>
  /** The From of every e-mail Strand sends. */
  readonly mailFrom: string
  readonly crmProvider: "none" | "hubspot" | "brevo"
  /** A HubSpot private app's access token (CRM_PROVIDER=hubspot). */
  readonly hubspotToken: Option.Option<Redacted.Redacted<string>>
  /** https://api.hubapi.com unless a HubSpot-compatible server stands in (tests). */
  readonly hubspotBaseUrl: string
  /** A Brevo API key (CRM_PROVIDER=brevo). */
  readonly brevoApiKey: Option.Option<Redacted.Redacted<string>>
  /** https://api.brevo.com unless a Brevo-compatible server stands in (tests). */
  readonly brevoBaseUrl: string
  readonly adminEmails: ReadonlyArray<string>
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
   * The address people reach the app at, e.g. https://strand.example. When it
   * is https, cookies are Secure with a __Host- name and HSTS is sent; it is
   * also the only Origin allowed to make state-changing requests. Unset:
   * the request's own Host is the origin (development).
   */
  readonly publicUrl: Option.Option<string>
  /** Behind a reverse proxy: take the client's IP from X-Forwarded-For. */
  readonly trustProxy: boolean
  /** trust-email (the spec's default) or magic-link (a sign-in link by e-mail). */
  readonly authMode: "trust-email" | "magic-link"
}

const list = (raw: string) =>
  raw
    .split(",")
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item !== "")

const adminEmails = Config.String("ADMIN_EMAILS").pipe(Config.withDefault(""), Config.map(list))

const secret = (name: string) =>
  Config.option(Config.Redacted(name)).pipe(
    Config.map(Option.filter((value) => Redacted.value(value).trim() !== "")),
  )

const feedbackEmail = Config.all([
  Config.String("FEEDBACK_EMAIL").pipe(Config.withDefault("")),
  adminEmails,
]).pipe(Config.map(([explicit, admins]) => explicit.trim() || admins[0] || "feedback@strand.local"))

export const strandConfig: Config.Config<StrandConfig> = Config.all({
  port: Config.Port("PORT").pipe(Config.withDefault(3000)),
  databaseUrl: Config.option(Config.Redacted("DATABASE_URL")).pipe(
    Config.map(Option.filter((url) => Redacted.value(url).trim() !== "")),
  ),
  dataDir: Config.String("STRAND_DATA_DIR").pipe(Config.withDefault("./data")),
  webDist: Config.String("STRAND_WEB_DIST").pipe(Config.withDefault("./web/dist")),
  aiProvider: Config.Literals(["rules", "openai", "anthropic"], "AI_PROVIDER").pipe(
    Config.withDefault("rules" as const),
  ),
  mailTransport: Config.Literals(["folder", "outbox", "smtp"], "MAIL_TRANSPORT").pipe(
    Config.withDefault("folder" as const),
    // "outbox" was the folder's first name; existing setups keep working
    Config.map((transport) => (transport === "outbox" ? "folder" : transport)),
  ),
  smtpUrl: Config.option(Config.Redacted("SMTP_URL")).pipe(
    Config.map(Option.filter((url) => Redacted.value(url).trim() !== "")),
  ),
  mailFrom: Config.String("MAIL_FROM").pipe(Config.withDefault("Strand <hello@strand.local>")),
  crmProvider: Config.Literals(["none", "hubspot", "brevo"], "CRM_PROVIDER").pipe(
    Config.withDefault("none" as const),
  ),
  hubspotToken: secret("HUBSPOT_TOKEN"),
  hubspotBaseUrl: Config.String("HUBSPOT_BASE_URL").pipe(
    Config.withDefault("https://api.hubapi.com"),
  ),
  brevoApiKey: secret("BREVO_API_KEY"),
  brevoBaseUrl: Config.String("BREVO_BASE_URL").pipe(Config.withDefault("https://api.brevo.com")),
  adminEmails,
  outbox: Config.all({
    maxAttempts: Config.Int("OUTBOX_MAX_ATTEMPTS").pipe(Config.withDefault(10)),
    firstRetrySeconds: Config.Number("OUTBOX_FIRST_RETRY_SECONDS").pipe(Config.withDefault(10)),
    leaseSeconds: Config.Number("OUTBOX_LEASE_SECONDS").pipe(Config.withDefault(300)),
  }),
  feedbackEmail,
  publicUrl: Config.option(Config.URL("PUBLIC_URL")).pipe(
    Config.map(Option.map((url) => url.origin)),
  ),
  trustProxy: Config.Boolean("TRUST_PROXY").pipe(Config.withDefault(false)),
  authMode: Config.Literals(["trust-email", "magic-link"], "AUTH_MODE").pipe(
    Config.withDefault("trust-email" as const),
  ),
})
