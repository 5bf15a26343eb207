/**
 * A report stored by the previous release keeps loading now that the
 * report's shape has changed. The database is built with every migration the
 * previous release had (up to 0020), a report is stored exactly as that
 * release's store wrote it (its INSERT, and a report its rule engine wrote at
 * commit 7032b22, kept in `testing/previousRelease/`), then today's
 * migrations run and today's store and read model load it: version 1, no
 * stored explanation, explained when read. On PGlite and on PostgreSQL.
 */
import { assert, describe, layer } from "@effect/vitest"
import { AnalysisId, AnalysisStore } from "@strand/domain/analysis/AnalysisStore"
import { readReport } from "@strand/domain/analysis/ReportReading"
import { Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import { inject } from "vitest"
import { StrandNoteReader } from "../notes/StrandNoteReader.ts"
import previous from "../testing/previousRelease/reportBeforeExplanations.json" with {
  type: "json",
}
import { upgradedDatabases } from "../testing/releasedMigrations/ReleasedMigrations.ts"
import { PgUserStore } from "../user/PgUserStore.ts"
import { PgAnalysisStore } from "./PgAnalysisStore.ts"

const owner = "7d2d4c56-0000-4000-8000-0000000000a1"
const reportId = AnalysisId.make("10000000-0000-4000-8000-0000000000a1")

/** The row as the previous release's PgAnalysisStore.save inserted it. */
const storeAsPreviousRelease = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`INSERT INTO users (id, name, email, referral_code)
             VALUES (${owner}, 'Ada', 'ada@old.example', 'ada-old-code')`
  yield* sql`
    INSERT INTO analyses (id, user_id, results, fallback_used, answers, text_inputs,
                          analyst_provider, analyst_model, duration_ms, fallback_reason)
    VALUES (${reportId}, ${owner}, ${JSON.stringify(previous.results)}::jsonb, false,
            ${JSON.stringify(previous.answers)}::jsonb,
            ${JSON.stringify(previous.textInputs)}::jsonb, 'rules', 'strand-rules', 1, NULL)
  `
})

const lanes = upgradedDatabases("7032b22", storeAsPreviousRelease, inject("postgresUrl"))

describe("a report stored by the previous release", () => {
  for (const [lane, database] of lanes) {
    layer(
      Layer.mergeAll(PgAnalysisStore, PgUserStore).pipe(
        Layer.provideMerge(database),
        Layer.provide(StrandNoteReader),
      ),
      {
        timeout: 90_000,
      },
    )(lane, (it) => {
      it.effect("loads as version 1 and explains itself when read, locked tips and all", () =>
        Effect.gen(function* () {
          const store = yield* AnalysisStore
          const stored = Option.getOrThrow(yield* store.find(reportId))
          assert.strictEqual(stored.reportVersion, 1)
          assert.isUndefined(stored.explanation)
          assert.strictEqual(stored.results.routineSnapshot, previous.results.routineSnapshot)

          const view = readReport(stored, { referralCount: 0 })
          assert.strictEqual(view.reportVersion, 1)
          // The lock holds for old reports too: the first two tips and any that is not a
          // general styling tip are given, the rest only counted and named.
          const shown = view.aiResults.stylingBuildUp
          assert.deepStrictEqual(shown.slice(0, 2), previous.results.stylingBuildUp.slice(0, 2))
          assert.strictEqual(
            view.lockedTips.count,
            previous.results.stylingBuildUp.length - shown.length,
          )
          assert.isAbove(view.lockedTips.count, 0)
          const json = JSON.stringify(view)
          for (const tip of previous.results.stylingBuildUp.filter((t) => !shown.includes(t)))
            assert.notInclude(json, tip)
          // Today's engine words the bald-patch flag differently (it names alopecia areata), so
          // the old line is not claimed by any rule: no made-up reasons or sources for it.
          const flags = view.explanation.items.filter((item) => item.section === "redFlags")
          assert.strictEqual(flags.length, previous.results.redFlags.length)
          assert.strictEqual(flags[0]?.writtenBy, "unknown")
          assert.deepStrictEqual(flags[0]?.sources, [])
          // The greeting was written with the account's name, so the snapshot is nobody's today.
          const snapshot = view.explanation.items.find((i) => i.section === "routineSnapshot")
          assert.strictEqual(snapshot?.writtenBy, "unknown")
          assert.deepStrictEqual(snapshot?.sources, [])
          assert.isTrue(view.explanation.startHere[0]?.urgent)
          assert.isTrue(view.offersDoctorSummary)

          const unlocked = readReport(stored, { referralCount: 3 })
          assert.deepStrictEqual(unlocked.aiResults.stylingBuildUp, previous.results.stylingBuildUp)
          assert.strictEqual(unlocked.lockedTips.count, 0)
        }),
      )

      it.effect("is listed with the reports stored since", () =>
        Effect.gen(function* () {
          const store = yield* AnalysisStore
          const list = yield* store.listFor(owner as never, { limit: 10 })
          assert.deepStrictEqual(
            list.analyses.map((summary) => summary.id),
            [reportId],
          )
        }),
      )
    })
  }
})
