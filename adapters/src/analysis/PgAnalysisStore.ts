/** Analyses on PostgreSQL (embedded PGlite or a real server). */

import { AnalysisResults } from "@strand/domain/analysis/AnalysisResults"
import {
  type AnalysisId,
  AnalysisId as AnalysisIdSchema,
  AnalysisStore,
  AnalysisSummary,
  type NewAnalysis,
  StoredAnalysis,
} from "@strand/domain/analysis/AnalysisStore"
import type { UserId } from "@strand/domain/user/User"
import { DateTime, Effect, Layer, Option, Schema } from "effect"
import { SqlClient } from "effect/sql"

// Rows as PostgreSQL returns them (jsonb already parsed), decoded into the
// domain's schemas, so a row that no longer fits them is a loud defect.
interface AnalysisRow {
  readonly id: string
  readonly user_id: string
  readonly results: unknown
  readonly fallback_used: boolean
  readonly answers: unknown
  readonly text_inputs: unknown
  readonly created_at: Date | string
}

interface SummaryRow {
  readonly id: string
  readonly fallback_used: boolean
  readonly created_at: Date | string
}

const toStoredAnalysis = (row: AnalysisRow) =>
  Schema.decodeUnknownEffect(StoredAnalysis)({
    id: row.id,
    userId: row.user_id,
    results: row.results,
    fallbackUsed: row.fallback_used,
    answers: row.answers,
    textInputs: row.text_inputs,
    createdAt: DateTime.makeUnsafe(row.created_at),
  })

const toSummary = (row: SummaryRow) =>
  Schema.decodeUnknownEffect(AnalysisSummary)({
    id: row.id,
    fallbackUsed: row.fallback_used,
    createdAt: DateTime.makeUnsafe(row.created_at),
  })

const json = (value: unknown) => JSON.stringify(value)
const encodeResults = Schema.encodeSync(AnalysisResults)

export const PgAnalysisStore = Layer.effect(
  AnalysisStore,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const save = Effect.fn("AnalysisStore.save")(function* (analysis: NewAnalysis) {
      const id = AnalysisIdSchema.make(crypto.randomUUID())
      yield* sql`
        INSERT INTO analyses (id, user_id, results, fallback_used, answers, text_inputs)
        VALUES (${id}, ${analysis.userId}, ${json(encodeResults(analysis.results))}::jsonb,
                ${analysis.fallbackUsed}, ${json(analysis.answers)}::jsonb,
                ${json(analysis.textInputs)}::jsonb)
      `.pipe(Effect.orDie)
      return id
    })

    const find = Effect.fn("AnalysisStore.find")(function* (id: AnalysisId) {
      const rows = yield* sql<AnalysisRow>`
        SELECT id, user_id, results, fallback_used, answers, text_inputs, created_at
        FROM analyses WHERE id = ${id}
      `.pipe(Effect.orDie)
      const row = rows[0]
      if (row === undefined) return Option.none()
      return Option.some(yield* toStoredAnalysis(row).pipe(Effect.orDie))
    })

    const listFor = Effect.fn("AnalysisStore.listFor")(function* (userId: UserId) {
      const rows = yield* sql<SummaryRow>`
        SELECT id, fallback_used, created_at FROM analyses
        WHERE user_id = ${userId}
        ORDER BY seq DESC
      `.pipe(Effect.orDie)
      return yield* Effect.forEach(rows, toSummary).pipe(Effect.orDie)
    })

    const remove = Effect.fn("AnalysisStore.delete")(function* (id: AnalysisId, userId: UserId) {
      const deleted = yield* sql<{ id: string }>`
        DELETE FROM analyses WHERE id = ${id} AND user_id = ${userId} RETURNING id
      `.pipe(Effect.orDie)
      return deleted.length > 0
    })

    return AnalysisStore.of({ save, find, listFor, delete: remove })
  }),
)
