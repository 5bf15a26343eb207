/**
 * Strand's configuration, read once from the environment (see .env.example).
 * Every variable has a default that runs the app with no keys: embedded
 * database, rule-based analyst, file mail outbox, no CRM.
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
  readonly mailTransport: "outbox" | "smtp"
  readonly crmProvider: "none" | "hubspot"
  readonly adminEmails: ReadonlyArray<string>
}

const list = (raw: string) =>
  raw
    .split(",")
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item !== "")

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
  mailTransport: Config.Literals(["outbox", "smtp"], "MAIL_TRANSPORT").pipe(
    Config.withDefault("outbox" as const),
  ),
  crmProvider: Config.Literals(["none", "hubspot"], "CRM_PROVIDER").pipe(
    Config.withDefault("none" as const),
  ),
  adminEmails: Config.String("ADMIN_EMAILS").pipe(Config.withDefault(""), Config.map(list)),
})
