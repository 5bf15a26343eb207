/**
 * Every set of migrations a build of main has run against a database,
 * oldest first: for each, the commit of main that shipped it and each
 * migration as it was then, by its git blob id (what
 * `git ls-tree <commit> adapters/src/db/migrations/` prints). A database
 * left by any of these must upgrade to today's schema (Upgrade.test.ts),
 * and a new migration is numbered above every one listed here
 * (MigrationManifest.test.ts), so no database can have recorded a higher
 * number without it.
 *
 * When main ships a new set of migrations, append it (run the `git ls-tree`
 * above on that commit); never edit an entry. A migration file that
 * changed after it shipped keeps its old version, byte for byte, in
 * testing/releasedMigrations/ (the upgrade tests run it). When numbers had
 * been handed out to branches still open as a set shipped above them, say
 * so (`handedOut`): a migration from one of those branches may then arrive
 * below that set's highest number, which the runner applies all the same.
 */

export interface ReleasedSchema {
  /** The commit of main whose build ran these migrations. */
  readonly commit: string
  /** What that build was. */
  readonly about: string
  /** Each migration file (without `.ts`) and its git blob id, 7 hex digits. */
  readonly migrations: Readonly<Record<string, string>>
  /** Numbers (from, to) handed out to branches still open when this shipped. */
  readonly handedOut?: readonly [from: number, to: number]
}

const beforeSeq = {
  "0001_waitlist": "afefc4e",
  "0002_accounts": "f0e372b",
  "0003_analyses": "4c4e7f3",
  "0004_sign_in_links": "d2d7946",
}
const withSeq = { ...beforeSeq, "0001_waitlist": "f21f90a", "0002_accounts": "f5f887f" }
const withFeedback = { ...withSeq, "0005_feedback": "072f687" }
const withAnalysts = {
  ...withFeedback,
  "0010_analysis_analysts": "11fcce0",
  "0011_analysis_requests": "6274db7",
}
const withSessionProof = {
  ...withAnalysts,
  "0006_insertion_order": "4d2f6a8",
  "0007_session_proof": "13ac74f",
}
const withOutbox = { ...withSessionProof, "0015_outbox": "fcd43f8", "0016_crm_pushes": "65abe77" }
const withEvents = { ...withOutbox, "0020_engagement_events": "c8f5bbb" }
const withExplanations = { ...withEvents, "0025_report_explanations": "9f2eb51" }

export const releasedSchemas: ReadonlyArray<ReleasedSchema> = [
  { commit: "44c56b6", about: "the waitlist", migrations: { "0001_waitlist": "afefc4e" } },
  {
    commit: "3b2f8ae",
    about: "accounts",
    migrations: { "0001_waitlist": "afefc4e", "0002_accounts": "f0e372b" },
  },
  { commit: "16cfbb9", about: "analyses and sign-in links, before seq", migrations: beforeSeq },
  { commit: "c791ea5", about: "0001 and 0002 with seq", migrations: withSeq },
  { commit: "347f1c1", about: "feedback", migrations: withFeedback },
  { commit: "3582826", about: "the AI analysts, without 0006 and 0007", migrations: withAnalysts },
  {
    commit: "49f200d",
    about: "security: seq brought level, session proof",
    migrations: withSessionProof,
  },
  { commit: "e1e581f", about: "the outbox and CRM pushes", migrations: withOutbox },
  { commit: "7032b22", about: "engagement events", migrations: withEvents },
  { commit: "70fa8f2", about: "report explanations", migrations: withExplanations },
  {
    // Not a merge of main but in its history: databases were made with it
    // before 0035 lost its foreign key; 0036 brings them level.
    commit: "c8aba6e",
    about: "retake reminders, 0035 as first committed",
    migrations: { ...withExplanations, "0035_retake_reminders": "23f36ad" },
  },
  {
    commit: "d43d485",
    about: "retake reminders",
    migrations: { ...withExplanations, "0035_retake_reminders": "4a71e20" },
  },
  {
    commit: "c680015",
    about: "note readings, while 0036 to 0059 were with open branches",
    migrations: {
      ...withExplanations,
      "0035_retake_reminders": "4a71e20",
      "0060_note_readings": "8088fe7",
    },
    handedOut: [36, 59],
  },
]

/** The migration number of a file name ("0035_retake_reminders" → 35). */
export const migrationNumber = (file: string): number => Number(file.slice(0, file.indexOf("_")))

/**
 * Whether a migration numbered `number` that no released schema has may be
 * added: it is above every released schema's highest number, or inside the
 * numbers that were handed out when that schema shipped.
 */
export const isNumberedAfterReleases = (number: number): boolean =>
  releasedSchemas.every((schema) => {
    const highest = Math.max(...Object.keys(schema.migrations).map(migrationNumber))
    const [from, to] = schema.handedOut ?? [0, -1]
    return number > highest || (number >= from && number <= to)
  })
