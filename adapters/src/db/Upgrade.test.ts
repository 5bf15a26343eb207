/**
 * Upgrading a database. Every schema a build of main ever left
 * (ReleasedSchemas.ts), built with that build's own migrations and
 * migrator, is migrated by today's app and must then have exactly the
 * schema of a fresh database (columns, indexes, constraints), with nothing
 * pending for the readiness probe and sessions working. The one built by the
 * release before `seq`, with rows in it, must also work exactly like a fresh
 * one: the rows in the order that release showed them, and every store
 * contract suite passing on it. On embedded PGlite and on PostgreSQL.
 */
import { assert, describe, layer, type Vitest } from "@effect/vitest"
import { AnalysisStore } from "@strand/domain/analysis/AnalysisStore"
import { SessionStore } from "@strand/domain/session/SessionStore"
import { Email } from "@strand/domain/user/Email"
import { UserId } from "@strand/domain/user/User"
import { UserStore } from "@strand/domain/user/UserStore"
import { JoinWaitlist } from "@strand/domain/waitlist/WaitlistEntry"
import { WaitlistStore } from "@strand/domain/waitlist/WaitlistStore"
import { Context, Effect, Layer, Schema, type Scope } from "effect"
import { SqlClient } from "effect/sql"
import { inject } from "vitest"
import { analysisStoreContract } from "../analysis/AnalysisStoreContract.ts"
import { PgAnalysisStore } from "../analysis/PgAnalysisStore.ts"
import { feedbackStoreContract } from "../feedback/FeedbackStoreContract.ts"
import { PgFeedbackStore } from "../feedback/PgFeedbackStore.ts"
import { StrandNoteReader } from "../notes/StrandNoteReader.ts"
import { PgSessionStore } from "../session/PgSessionStore.ts"
import {
  migrateAsReleased,
  upgradedDatabases,
} from "../testing/releasedMigrations/ReleasedMigrations.ts"
import { temporaryDataDir, temporaryPostgresDatabase } from "../testing/TestDatabase.ts"
import { PgUserStore } from "../user/PgUserStore.ts"
import { PgWaitlistStore } from "../waitlist/PgWaitlistStore.ts"
import { waitlistStoreContract } from "../waitlist/WaitlistStoreContract.ts"
import { type DatabaseOptions, databaseClient, databaseLayer } from "./Database.ts"
import { migrations, pendingMigrations, runMigrations } from "./Migrations.ts"
import { migrationNumber, type ReleasedSchema, releasedSchemas } from "./ReleasedSchemas.ts"

const owner = "7d2d4c56-0000-4000-8000-000000000001"
// Inserted in an order that differs from their timestamps, as clock steps
// and concurrent requests allow: the earlier release listed by created_at.
const oldWaitlist = [
  { id: "00000000-0000-4000-8000-00000000000b", name: "Bea", at: "2026-11-02T10:00:00Z" },
  { id: "00000000-0000-4000-8000-00000000000a", name: "Ada", at: "2026-11-01T10:00:00Z" },
  { id: "00000000-0000-4000-8000-00000000000c", name: "Cy", at: "2026-11-03T10:00:00Z" },
]
const oldAnalyses = [
  { id: "10000000-0000-4000-8000-000000000002", at: "2026-11-05T10:00:00Z" },
  { id: "10000000-0000-4000-8000-000000000001", at: "2026-11-04T10:00:00Z" },
]

/** Rows written by the earlier release, in its schema (no `seq`). */
const seedPreviousRelease = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const row of oldWaitlist) {
    yield* sql`INSERT INTO waitlist (id, name, email, created_at)
               VALUES (${row.id}, ${row.name}, ${`${row.name.toLowerCase()}@old.example`}, ${row.at})`
  }
  yield* sql`INSERT INTO users (id, name, email, referral_code)
             VALUES (${owner}, 'Old Owner', 'owner@old.example', 'old-owner-code')`
  for (const row of oldAnalyses) {
    yield* sql`INSERT INTO analyses (id, user_id, results, created_at)
               VALUES (${row.id}, ${owner}, ${"{}"}::jsonb, ${row.at})`
  }
  // A session from before sessions recorded how they began (0007: typed in).
  yield* sql`INSERT INTO sessions (token_hash, user_id) VALUES ('old-session-hash', ${owner})`
})

const [[, upgradedPglite], [, upgradedPostgres]] = upgradedDatabases(
  "16cfbb9",
  seedPreviousRelease,
  inject("postgresUrl"),
)

/** A database created today, to compare the upgraded schema with. */
class FreshDatabase extends Context.Service<FreshDatabase, SqlClient.SqlClient>()(
  "test/FreshDatabase",
) {}
const fresh = (options: DatabaseOptions) =>
  Layer.effect(FreshDatabase, SqlClient.SqlClient).pipe(Layer.provide(databaseLayer(options)))
const freshPglite = Layer.unwrap(Effect.map(temporaryDataDir, (dataDir) => fresh({ dataDir })))
const freshPostgres = (serverUrl: string) =>
  Layer.unwrap(Effect.map(temporaryPostgresDatabase(serverUrl), (url) => fresh({ url })))

/** Columns, indexes and constraints of the app's tables, as comparable lines. */
const schemaOf = (sql: SqlClient.SqlClient) =>
  Effect.gen(function* () {
    const columns = yield* sql<{ line: string }>`
      SELECT concat_ws(' ', table_name, column_name, data_type, is_nullable, is_identity,
                       identity_generation, column_default) AS line
      FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name <> 'effect_sql_migrations'
      ORDER BY table_name, column_name
    `
    // Without the schema's name, which indexdef spells out, nor that of the
    // extension an operator class comes from (public, off a release's search_path).
    const indexes = yield* sql<{ line: string }>`
      SELECT replace(replace(indexdef, quote_ident(schemaname) || '.', ''), 'public.gin_trgm_ops',
                     'gin_trgm_ops') AS line FROM pg_indexes
      WHERE schemaname = current_schema() AND tablename <> 'effect_sql_migrations'
      ORDER BY indexname
    `
    const constraints = yield* sql<{ line: string }>`
      SELECT concat_ws(' ', conrelid::regclass::text, conname, pg_get_constraintdef(oid)) AS line
      FROM pg_constraint
      WHERE connamespace = current_schema()::regnamespace
        AND conrelid::regclass::text <> 'effect_sql_migrations'
      ORDER BY 1
    `
    return [...columns, ...indexes, ...constraints].map((row) => row.line)
  }).pipe(Effect.orDie)

const joinAs = (name: string) =>
  Schema.decodeUnknownSync(JoinWaitlist)({
    name,
    email: `${name.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@new.example`,
  })

const upgradeSuite = (
  it: Vitest.MethodsNonLive<WaitlistStore | AnalysisStore | SqlClient.SqlClient | FreshDatabase>,
) => {
  it.effect("has the same columns and indexes as a database created today", () =>
    Effect.gen(function* () {
      const upgradedSchema = yield* schemaOf(yield* SqlClient.SqlClient)
      const freshSchema = yield* schemaOf(yield* FreshDatabase)
      assert.deepStrictEqual(upgradedSchema, freshSchema)
      assert.isTrue(upgradedSchema.some((line) => line.includes("waitlist_seq_idx")))
      assert.isTrue(upgradedSchema.some((line) => line.includes("analyses_user_seq_idx")))
    }),
  )

  it.effect("keeps earlier sessions, counted as typed in (never an admin's)", () =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const rows = yield* sql<{ proven_by_link: boolean }>`
        SELECT proven_by_link FROM sessions WHERE token_hash = 'old-session-hash'
      `
      assert.deepStrictEqual(
        rows.map((row) => row.proven_by_link),
        [false],
      )
    }).pipe(Effect.orDie),
  )

  it.effect("lists the earlier release's rows in the order it showed them, new ones first", () =>
    Effect.gen(function* () {
      const waitlist = yield* WaitlistStore
      const newest = (limit: number) => Effect.map(waitlist.page({ limit }), (page) => page.entries)
      const before = (yield* newest(100)).map((entry) => entry.name)
      assert.deepStrictEqual(before, ["Cy", "Bea", "Ada"])
      // The rows already there are counted once (migration 0040).
      assert.strictEqual(yield* waitlist.count, 3)
      const joined = yield* waitlist.join(joinAs("Newest"))
      assert.strictEqual((yield* newest(1))[0]?.id, joined.entry.id)
      assert.strictEqual(yield* waitlist.count, 4)

      const analyses = yield* AnalysisStore
      const mine = yield* analyses.listFor(UserId.make(owner), { limit: 100 })
      assert.deepStrictEqual(
        mine.analyses.map((summary) => summary.id),
        oldAnalyses.map((row) => row.id),
      )
    }),
  )
}

const stores = Layer.mergeAll(PgWaitlistStore, PgUserStore, PgAnalysisStore, PgFeedbackStore)

describe("a database from the release before seq, upgraded", () => {
  const lanes = [
    ["on embedded PGlite", upgradedPglite, freshPglite],
    ["on PostgreSQL", upgradedPostgres, freshPostgres(inject("postgresUrl"))],
  ] as const
  for (const [lane, database, freshDatabase] of lanes) {
    layer(
      Layer.merge(
        stores.pipe(Layer.provideMerge(database), Layer.provide(StrandNoteReader)),
        freshDatabase,
      ),
      {
        timeout: 90_000,
      },
    )(lane, (it) => {
      upgradeSuite(it)
      describe("WaitlistStore contract", () => waitlistStoreContract(it))
      describe("AnalysisStore contract", () => analysisStoreContract(it))
      describe("FeedbackStore contract", () => feedbackStoreContract(it))
    })
  }
})

/**
 * A database `schema`'s build left, upgraded by today's app: what the
 * readiness probe saw before (every migration the release lacked, whatever
 * its number), the schema after, and a sign-in (a user and a session) on it.
 */
const upgradeFrom = (schema: ReleasedSchema) =>
  Effect.gen(function* () {
    yield* migrateAsReleased(schema)
    const pendingBefore = yield* pendingMigrations
    yield* runMigrations
    const pendingAfter = yield* pendingMigrations
    const upgradedSchema = yield* schemaOf(yield* SqlClient.SqlClient)
    const { user } = yield* (yield* UserStore).signIn(
      { email: Email.make(`upgrade-${schema.commit}@example.com`), name: "Upgraded" },
      `code-${schema.commit}`,
    )
    const sessions = yield* SessionStore
    const signedIn = yield* sessions.resume(yield* sessions.start(user.id, true))
    return { pendingBefore, pendingAfter, upgradedSchema, signedIn }
  }).pipe(Effect.provide(Layer.mergeAll(PgUserStore, PgSessionStore)), Effect.orDie)

/** An empty database for one release's upgrade, its client in the test's scope. */
type EmptyDatabase<R> = (
  schema: ReleasedSchema,
) => Effect.Effect<Context.Context<SqlClient.SqlClient>, never, Scope.Scope | R>

const everyRelease = <R>(
  it: Vitest.MethodsNonLive<FreshDatabase | R>,
  emptyDatabase: EmptyDatabase<R>,
) => {
  for (const schema of releasedSchemas) {
    it.effect(`from ${schema.commit} (${schema.about})`, () =>
      Effect.gen(function* () {
        // Read first: on the PGlite lane the release's schema becomes the session's.
        const freshSchema = yield* schemaOf(yield* FreshDatabase)
        const known = (yield* migrations).map(([id, name]) => `${id}_${name}`)
        const shipped = new Set(
          Object.keys(schema.migrations).map(
            (file) => `${migrationNumber(file)}_${file.slice(file.indexOf("_") + 1)}`,
          ),
        )
        const upgrade = yield* Effect.provide(upgradeFrom(schema), yield* emptyDatabase(schema))
        assert.deepStrictEqual(
          upgrade.pendingBefore,
          known.filter((migration) => !shipped.has(migration)),
          "the readiness probe names every migration the release lacked",
        )
        assert.deepStrictEqual(upgrade.pendingAfter, [])
        assert.deepStrictEqual(upgrade.upgradedSchema, freshSchema)
        assert.isTrue(upgrade.signedIn._tag === "Some" && upgrade.signedIn.value.provenByLink)
      }).pipe(Effect.scoped),
    )
  }
}

/**
 * PGlite starts slowly, so its lane is one embedded database: the fresh
 * schema in `public`, and each release in a schema of its own (PGlite is one
 * session, so `search_path` is the whole database's).
 */
class SharedPglite extends Context.Service<SharedPglite, Context.Context<SqlClient.SqlClient>>()(
  "test/SharedPglite",
) {}
const sharedPglite = Layer.unwrap(
  Effect.map(temporaryDataDir, (dataDir) => databaseLayer({ dataDir })),
).pipe(
  Layer.build,
  Effect.map((context) =>
    Layer.merge(
      Layer.succeed(SharedPglite, context),
      Layer.succeed(FreshDatabase, Context.get(context, SqlClient.SqlClient)),
    ),
  ),
  Layer.unwrap,
)
const pgliteSchemaFor: EmptyDatabase<SharedPglite> = (schema) =>
  Effect.gen(function* () {
    const context = yield* SharedPglite
    const sql = Context.get(context, SqlClient.SqlClient)
    const name = `release_${schema.commit}`
    yield* Effect.acquireRelease(
      sql`CREATE SCHEMA ${sql(name)}`.pipe(
        Effect.andThen(sql`SET search_path TO ${sql(name)}`),
        Effect.orDie,
      ),
      () => sql`SET search_path TO public`.pipe(Effect.orDie),
    )
    return context
  })

const postgresDatabaseFor =
  (serverUrl: string): EmptyDatabase<never> =>
  () =>
    Effect.flatMap(temporaryPostgresDatabase(serverUrl), (url) =>
      Layer.build(databaseClient({ url })),
    )

describe("every schema main ever left, upgraded", () => {
  layer(sharedPglite, { timeout: 120_000 })("on embedded PGlite", (it) =>
    everyRelease(it, pgliteSchemaFor),
  )
  layer(freshPostgres(inject("postgresUrl")), { timeout: 120_000 })("on PostgreSQL", (it) =>
    everyRelease(it, postgresDatabaseFor(inject("postgresUrl"))),
  )
})
