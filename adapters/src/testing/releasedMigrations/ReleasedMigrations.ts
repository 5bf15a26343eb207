/**
 * A released schema (db/ReleasedSchemas.ts) built the way its own build
 * built it: each migration as it was then (today's file when it has not
 * changed since, otherwise the copy kept here byte for byte, named after its
 * git blob id), run by Effect's migrator, as that build ran them.
 */
import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { Effect, Layer } from "effect"
import { Migrator, type SqlClient } from "effect/sql"
import { type DatabaseOptions, databaseClient } from "../../db/Database.ts"
import { migrations, runMigrations } from "../../db/Migrations.ts"
import { type ReleasedSchema, releasedSchemas } from "../../db/ReleasedSchemas.ts"
import { temporaryDataDir, temporaryPostgresDatabase } from "../TestDatabase.ts"
import waitlistBeforeSeq from "./0001_waitlist.afefc4e.ts"
import accountsBeforeSeq from "./0002_accounts.f0e372b.ts"
import retakeRemindersFirstCommitted from "./0035_retake_reminders.23f36ad.ts"

/** Migrations that changed after they shipped, as they shipped, by "file@blob". */
export const earlierVersions: Readonly<
  Record<string, Effect.Effect<void, unknown, SqlClient.SqlClient>>
> = {
  "0001_waitlist@afefc4e": waitlistBeforeSeq,
  "0002_accounts@f0e372b": accountsBeforeSeq,
  "0035_retake_reminders@23f36ad": retakeRemindersFirstCommitted,
}

const migrationsFolder = join(import.meta.dirname, "..", "..", "db", "migrations")

/** A file's git blob id, as `git hash-object` prints it. */
export const gitBlobId = (path: string): string => {
  const bytes = readFileSync(path)
  return createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex")
}

/** Whether today's file `file` (no `.ts`) is the version with this blob id. */
export const isTodaysVersion = (file: string, blob: string): boolean => {
  try {
    return gitBlobId(join(migrationsFolder, `${file}.ts`)).startsWith(blob)
  } catch {
    return false
  }
}

/** The released schema's migrations, as its build knew them. */
const releasedLoader = (schema: ReleasedSchema): Migrator.Loader =>
  Effect.gen(function* () {
    const today = new Map((yield* migrations).map(([id, name, load]) => [`${id}_${name}`, load]))
    const files = Object.entries(schema.migrations).sort(([a], [b]) => a.localeCompare(b))
    return files.map(([file, blob]): Migrator.ResolvedMigration => {
      const id = Number(file.slice(0, 4))
      const name = file.slice(5)
      const earlier = earlierVersions[`${file}@${blob}`]
      const current = today.get(`${id}_${name}`)
      if (earlier !== undefined) return [id, name, Effect.succeed(earlier)]
      if (current !== undefined && isTodaysVersion(file, blob)) return [id, name, current]
      return [
        id,
        name,
        Effect.die(`${file} as shipped in ${schema.commit} (blob ${blob}) is not kept anywhere`),
      ]
    })
  })

/** Migrates a database exactly as the build of `schema.commit` did. */
export const migrateAsReleased = (schema: ReleasedSchema) =>
  Migrator.make({})({ loader: releasedLoader(schema) })

/** The released schema of `commit` (ReleasedSchemas.ts). */
export const releasedSchema = (commit: string): ReleasedSchema => {
  const schema = releasedSchemas.find((released) => released.commit === commit)
  if (schema === undefined) throw new Error(`ReleasedSchemas.ts has no release ${commit}`)
  return schema
}

/**
 * A database as the build of `commit` left it, with `rows` written as that
 * build wrote them, then migrated by today's app: on embedded PGlite and on
 * the PostgreSQL server at `postgresUrl`, as [lane, layer] pairs.
 */
export const upgradedDatabases = (
  commit: string,
  rows: Effect.Effect<void, unknown, SqlClient.SqlClient>,
  postgresUrl: string,
) => {
  const upgraded = (options: DatabaseOptions) =>
    Layer.effectDiscard(
      Effect.gen(function* () {
        yield* migrateAsReleased(releasedSchema(commit))
        yield* rows
        yield* runMigrations
      }).pipe(Effect.orDie),
    ).pipe(Layer.provideMerge(databaseClient(options)))
  return [
    [
      "on embedded PGlite",
      Layer.unwrap(Effect.map(temporaryDataDir, (dataDir) => upgraded({ dataDir }))),
    ],
    [
      "on PostgreSQL",
      Layer.unwrap(Effect.map(temporaryPostgresDatabase(postgresUrl), (url) => upgraded({ url }))),
    ],
  ] as const
}
