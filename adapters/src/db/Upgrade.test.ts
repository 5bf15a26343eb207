/**
 * Upgrading a database: one built by the release before `seq` (its own
 * migrations, with rows in it) is migrated by today's app and must then work
 * exactly like a fresh one: the same schema, the rows in the order that
 * release showed them, and every store contract suite passing on it. On
 * embedded PGlite and on PostgreSQL (issue 10, finding 0).
 */
import { assert, describe, layer, type Vitest } from "@effect/vitest"
import { AnalysisStore } from "@strand/domain/analysis/AnalysisStore"
import { UserId } from "@strand/domain/user/User"
import { JoinWaitlist } from "@strand/domain/waitlist/WaitlistEntry"
import { WaitlistStore } from "@strand/domain/waitlist/WaitlistStore"
import { Context, Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { inject } from "vitest"
import { analysisStoreContract } from "../analysis/AnalysisStoreContract.ts"
import { PgAnalysisStore } from "../analysis/PgAnalysisStore.ts"
import { feedbackStoreContract } from "../feedback/FeedbackStoreContract.ts"
import { PgFeedbackStore } from "../feedback/PgFeedbackStore.ts"
import { previousReleaseMigrations } from "../testing/previousRelease/PreviousRelease.ts"
import { temporaryDataDir, temporaryPostgresDatabase } from "../testing/TestDatabase.ts"
import { PgUserStore } from "../user/PgUserStore.ts"
import { PgWaitlistStore } from "../waitlist/PgWaitlistStore.ts"
import { waitlistStoreContract } from "../waitlist/WaitlistStoreContract.ts"
import { type DatabaseOptions, databaseClient, databaseLayer } from "./Database.ts"
import { runMigrations } from "./Migrations.ts"

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

/** A database of the earlier release, with rows, then migrated by today's app. */
const upgraded = (options: DatabaseOptions) =>
  Layer.effectDiscard(
    Effect.gen(function* () {
      yield* previousReleaseMigrations
      yield* seedPreviousRelease
      yield* runMigrations
    }).pipe(Effect.orDie),
  ).pipe(Layer.provideMerge(databaseClient(options)))

const upgradedPglite = Layer.unwrap(
  Effect.map(temporaryDataDir, (dataDir) => upgraded({ dataDir })),
)
const upgradedPostgres = (serverUrl: string) =>
  Layer.unwrap(Effect.map(temporaryPostgresDatabase(serverUrl), (url) => upgraded({ url })))

/** A database created today, to compare the upgraded schema with. */
class FreshDatabase extends Context.Service<FreshDatabase, SqlClient.SqlClient>()(
  "test/FreshDatabase",
) {}
const fresh = (options: DatabaseOptions) =>
  Layer.effect(FreshDatabase, SqlClient.SqlClient).pipe(Layer.provide(databaseLayer(options)))
const freshPglite = Layer.unwrap(Effect.map(temporaryDataDir, (dataDir) => fresh({ dataDir })))
const freshPostgres = (serverUrl: string) =>
  Layer.unwrap(Effect.map(temporaryPostgresDatabase(serverUrl), (url) => fresh({ url })))

/** Columns and indexes of the app's tables, as comparable lines. */
const schemaOf = (sql: SqlClient.SqlClient) =>
  Effect.gen(function* () {
    const columns = yield* sql<{ line: string }>`
      SELECT concat_ws(' ', table_name, column_name, data_type, is_nullable, is_identity,
                       identity_generation, column_default) AS line
      FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name <> 'effect_sql_migrations'
      ORDER BY table_name, column_name
    `
    const indexes = yield* sql<{ line: string }>`
      SELECT indexdef AS line FROM pg_indexes
      WHERE schemaname = current_schema() AND tablename <> 'effect_sql_migrations'
      ORDER BY indexname
    `
    return [...columns, ...indexes].map((row) => row.line)
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
    [
      "on PostgreSQL",
      upgradedPostgres(inject("postgresUrl")),
      freshPostgres(inject("postgresUrl")),
    ],
  ] as const
  for (const [lane, database, freshDatabase] of lanes) {
    layer(Layer.merge(stores.pipe(Layer.provideMerge(database)), freshDatabase), {
      timeout: 90_000,
    })(lane, (it) => {
      upgradeSuite(it)
      describe("WaitlistStore contract", () => waitlistStoreContract(it))
      describe("AnalysisStore contract", () => analysisStoreContract(it))
      describe("FeedbackStore contract", () => feedbackStoreContract(it))
    })
  }
})
