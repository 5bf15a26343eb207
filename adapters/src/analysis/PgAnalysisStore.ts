/** Analyses, and the Idempotency-Keys of analysis requests, on PostgreSQL (embedded PGlite or a real server). */

import { createHash } from "node:crypto"
import {
  type AnalysisId,
  AnalysisId as AnalysisIdSchema,
  AnalysisStore,
  AnalysisSummary,
  AnalystActivity,
  type NewAnalysis,
  type ReportsPageRequest,
  type RequestClaim,
  type RequestToClaim,
  StoredAnalysis,
} from "@strand/domain/analysis/AnalysisStore"
import { DroppedLine } from "@strand/domain/analysis/DroppedLine"
import { NoteReader } from "@strand/domain/notes/NoteReader"
import { NoteReading } from "@strand/domain/notes/NoteStatement"
import { TextInputs } from "@strand/domain/quiz/QuizAnswers"
import { AnalysisResults } from "@strand/domain/report/AnalysisResults"
import { currentReportVersion, ReportExplanation } from "@strand/domain/report/ReportExplanation"
import type { UserId } from "@strand/domain/user/User"
import { DateTime, Duration, Effect, Layer, Option, Schema } from "effect"
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
  // NULL for reports stored before they were recorded
  readonly analyst_provider: string | null
  readonly analyst_model: string | null
  readonly duration_ms: number | null
  readonly fallback_reason: string | null
  // 1 and NULL for reports stored before they kept their explanation
  readonly report_version: number
  readonly explanation: unknown
  // NULL for reports stored before readings were kept
  readonly note_reading: unknown
  // NULL for the rule engine's reports and reports stored before they were recorded
  readonly prompt_version: string | null
  readonly dropped_lines: unknown
}

/** A count by reason, per provider, model and prompt version. */
interface Counted {
  readonly provider: string
  readonly model: string
  readonly prompt_version: string | null
  readonly reason: string
  readonly count: number
}

interface SummaryRow {
  readonly id: string
  readonly fallback_used: boolean
  readonly analyst_provider: string | null
  readonly created_at: Date | string
}

const toStoredAnalysis = (row: AnalysisRow, noteReading: unknown) =>
  Schema.decodeUnknownEffect(StoredAnalysis)({
    id: row.id,
    userId: row.user_id,
    results: row.results,
    fallbackUsed: row.fallback_used,
    answers: row.answers,
    textInputs: row.text_inputs,
    noteReading,
    createdAt: DateTime.makeUnsafe(row.created_at),
    ...(row.analyst_provider !== null && row.analyst_model !== null
      ? { analyst: { provider: row.analyst_provider, model: row.analyst_model } }
      : {}),
    ...(row.duration_ms !== null ? { durationMillis: row.duration_ms } : {}),
    ...(row.fallback_reason !== null ? { fallbackReason: row.fallback_reason } : {}),
    reportVersion: Number(row.report_version),
    ...(row.explanation !== null ? { explanation: row.explanation } : {}),
    ...(row.prompt_version !== null ? { promptVersion: row.prompt_version } : {}),
    ...(row.dropped_lines !== null ? { droppedLines: row.dropped_lines } : {}),
  })

const toSummary = (row: SummaryRow) =>
  Schema.decodeUnknownEffect(AnalysisSummary)({
    id: row.id,
    fallbackUsed: row.fallback_used,
    createdAt: DateTime.makeUnsafe(row.created_at),
    aiWritten:
      !row.fallback_used && row.analyst_provider !== null && row.analyst_provider !== "rules",
  })

const json = (value: unknown) => JSON.stringify(value)
const encodeResults = Schema.encodeSync(AnalysisResults)
const encodeExplanation = Schema.encodeSync(ReportExplanation)
const encodeReading = Schema.encodeSync(NoteReading)
const encodeDropped = Schema.encodeSync(Schema.Array(DroppedLine))
const decodeTextInputs = Schema.decodeUnknownEffect(TextInputs)
/** The request's answers are personal: only their hash is kept with the key. */
const hashed = (fingerprint: string) => createHash("sha256").update(fingerprint).digest("hex")

/** Reports stored before the analyst was recorded. */
const unknownAnalyst = "unknown"

export const PgAnalysisStore = Layer.effect(
  AnalysisStore,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const noteReader = yield* NoteReader

    /** The reading stored with the row, or, for a row stored before readings were kept, one made now. */
    const readingOf = (row: AnalysisRow) =>
      row.note_reading !== null
        ? Effect.succeed(row.note_reading)
        : decodeTextInputs(row.text_inputs).pipe(
            Effect.flatMap(noteReader.read),
            Effect.map(encodeReading),
          )

    const save = Effect.fn("AnalysisStore.save")(function* (analysis: NewAnalysis) {
      const id = AnalysisIdSchema.make(crypto.randomUUID())
      // One statement, so one round trip and no transaction to open and
      // commit: the analysis, its run (kept when the report is deleted: the
      // analysts' figures count every analysis) and its request's key change
      // together, so a repeat of the request either finds the analysis or
      // finds the key still pending.
      const rows = yield* sql<{ created_at: Date | string }>`
        WITH inserted AS (
          INSERT INTO analyses (id, user_id, results, fallback_used, answers, text_inputs,
                                analyst_provider, analyst_model, duration_ms, fallback_reason,
                                report_version, explanation, note_reading, prompt_version,
                                dropped_lines)
          VALUES (${id}, ${analysis.userId}, ${json(encodeResults(analysis.results))}::jsonb,
                  ${analysis.fallbackUsed}, ${json(analysis.answers)}::jsonb,
                  ${json(analysis.textInputs)}::jsonb, ${analysis.analyst.provider},
                  ${analysis.analyst.model}, ${Math.round(analysis.durationMillis)},
                  ${analysis.fallbackReason ?? null}, ${currentReportVersion},
                  ${json(encodeExplanation(analysis.explanation))}::jsonb,
                  ${json(encodeReading(analysis.noteReading))}::jsonb,
                  ${analysis.promptVersion ?? null},
                  ${json(encodeDropped(analysis.droppedLines))}::jsonb)
          RETURNING analyst_provider, analyst_model, duration_ms, fallback_used,
                    fallback_reason, prompt_version, created_at
        ), run AS (
          INSERT INTO analysis_runs (analyst_provider, analyst_model, duration_ms,
                                     fallback_used, fallback_reason, prompt_version,
                                     dropped_lines, created_at)
          SELECT analyst_provider, analyst_model, duration_ms, fallback_used, fallback_reason,
                 prompt_version,
                 ${json((analysis.droppedLines ?? []).map(({ reason }) => ({ reason })))}::jsonb,
                 created_at
          FROM inserted
        )${
          analysis.idempotencyKey === undefined
            ? sql``
            : sql`, request AS (
          UPDATE analysis_requests SET analysis_id = ${id}
          WHERE user_id = ${analysis.userId} AND idempotency_key = ${analysis.idempotencyKey}
        )`
        }
        SELECT created_at FROM inserted
      `.pipe(Effect.orDie)
      return { id, createdAt: DateTime.makeUnsafe(rows[0]!.created_at) }
    })

    const find = Effect.fn("AnalysisStore.find")(function* (id: AnalysisId) {
      const rows = yield* sql<AnalysisRow>`
        SELECT id, user_id, results, fallback_used, answers, text_inputs, created_at,
               analyst_provider, analyst_model, duration_ms, fallback_reason,
               report_version, explanation, note_reading, prompt_version, dropped_lines
        FROM analyses WHERE id = ${id}
      `.pipe(Effect.orDie)
      const row = rows[0]
      if (row === undefined) return Option.none()
      const reading = yield* readingOf(row).pipe(Effect.orDie)
      return Option.some(yield* toStoredAnalysis(row, reading).pipe(Effect.orDie))
    })

    const listFor = Effect.fn("AnalysisStore.listFor")(function* (
      userId: UserId,
      page: ReportsPageRequest,
    ) {
      // One more than the page, to know whether there is another beyond it.
      // The cursor is the id of the last report shown; its own row gives the
      // position, so no global counter leaves the server.
      const rows = yield* sql<SummaryRow>`
        SELECT id, fallback_used, analyst_provider, created_at FROM analyses
        WHERE user_id = ${userId}
        ${
          page.after === undefined
            ? sql``
            : sql`AND seq < (SELECT seq FROM analyses WHERE id = ${page.after} AND user_id = ${userId})`
        }
        ORDER BY seq DESC
        LIMIT ${page.limit + 1}
      `.pipe(Effect.orDie)
      const analyses = yield* Effect.forEach(rows.slice(0, page.limit), toSummary).pipe(
        Effect.orDie,
      )
      const last = analyses.at(-1)?.id
      return rows.length > page.limit && last !== undefined
        ? { analyses, older: last }
        : { analyses }
    })

    const remove = Effect.fn("AnalysisStore.delete")(function* (id: AnalysisId, userId: UserId) {
      const deleted = yield* sql<{ id: string }>`
        DELETE FROM analyses WHERE id = ${id} AND user_id = ${userId} RETURNING id
      `.pipe(Effect.orDie)
      return deleted.length > 0
    })

    const claimRequest = Effect.fn("AnalysisStore.claimRequest")(function* (
      request: RequestToClaim,
    ) {
      const fingerprint = hashed(request.fingerprint)
      const abandonedSeconds = Duration.toSeconds(request.abandonedAfter)
      // One statement decides who has the key, whatever the number of
      // processes: a new key is inserted; an abandoned one (still pending
      // long after any analysis would have ended) is taken over.
      const claimed = yield* sql<{ user_id: string }>`
        INSERT INTO analysis_requests AS r (user_id, idempotency_key, fingerprint)
        VALUES (${request.userId}, ${request.key}, ${fingerprint})
        ON CONFLICT (user_id, idempotency_key) DO UPDATE SET claimed_at = now()
          WHERE r.analysis_id IS NULL
            AND r.fingerprint = EXCLUDED.fingerprint
            AND r.claimed_at < now() - make_interval(secs => ${abandonedSeconds})
        RETURNING user_id
      `.pipe(Effect.orDie)
      if (claimed.length > 0) return { _tag: "Claimed" } satisfies RequestClaim
      const rows = yield* sql<{ fingerprint: string; analysis_id: string | null }>`
        SELECT fingerprint, analysis_id FROM analysis_requests
        WHERE user_id = ${request.userId} AND idempotency_key = ${request.key}
      `.pipe(Effect.orDie)
      const row = rows[0]
      // Released in between: the caller asks again and will find it free.
      if (row === undefined) return { _tag: "Pending" } satisfies RequestClaim
      if (row.fingerprint !== fingerprint) return { _tag: "Mismatch" } satisfies RequestClaim
      if (row.analysis_id === null) return { _tag: "Pending" } satisfies RequestClaim
      return {
        _tag: "Done",
        analysisId: AnalysisIdSchema.make(row.analysis_id),
      } satisfies RequestClaim
    })

    const releaseRequest = Effect.fn("AnalysisStore.releaseRequest")(function* (
      userId: UserId,
      key: string,
    ) {
      yield* sql`
        DELETE FROM analysis_requests
        WHERE user_id = ${userId} AND idempotency_key = ${key} AND analysis_id IS NULL
      `.pipe(Effect.orDie)
    })

    const analystActivity = Effect.fn("AnalysisStore.analystActivity")(function* (
      since: DateTime.Utc,
    ) {
      const from = DateTime.toDateUtc(since)
      // Per provider, model and prompt version (NULL: the rule engine, or not recorded).
      const totals = yield* sql<{
        provider: string
        model: string
        prompt_version: string | null
        analyses: number
        with_dropped: number
        median_ms: number | null
        p95_ms: number | null
      }>`
        SELECT coalesce(analyst_provider, ${unknownAnalyst}) AS provider,
               coalesce(analyst_model, ${unknownAnalyst}) AS model,
               prompt_version,
               count(*)::int AS analyses,
               (count(*) FILTER (WHERE jsonb_array_length(coalesce(dropped_lines, '[]'::jsonb)) > 0))::int
                 AS with_dropped,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY duration_ms) AS median_ms,
               percentile_cont(0.95) WITHIN GROUP (ORDER BY duration_ms) AS p95_ms
        FROM analysis_runs WHERE created_at >= ${from}
        GROUP BY 1, 2, 3
        ORDER BY 4 DESC, 1, 2, 3
      `.pipe(Effect.orDie)
      const fallbacks = yield* sql<Counted>`
        SELECT coalesce(analyst_provider, ${unknownAnalyst}) AS provider,
               coalesce(analyst_model, ${unknownAnalyst}) AS model,
               prompt_version,
               coalesce(fallback_reason, ${unknownAnalyst}) AS reason,
               count(*)::int AS count
        FROM analysis_runs WHERE created_at >= ${from} AND fallback_used
        GROUP BY 1, 2, 3, 4
      `.pipe(Effect.orDie)
      const dropped = yield* sql<Counted>`
        SELECT coalesce(analyst_provider, ${unknownAnalyst}) AS provider,
               coalesce(analyst_model, ${unknownAnalyst}) AS model,
               prompt_version,
               line->>'reason' AS reason,
               count(*)::int AS count
        FROM analysis_runs, jsonb_array_elements(coalesce(dropped_lines, '[]'::jsonb)) AS line
        WHERE created_at >= ${from}
        GROUP BY 1, 2, 3, 4
      `.pipe(Effect.orDie)
      return totals.map((row) => {
        const byReason = (counted: ReadonlyArray<Counted>) =>
          Object.fromEntries(
            counted
              .filter(
                (c) =>
                  c.provider === row.provider &&
                  c.model === row.model &&
                  c.prompt_version === row.prompt_version,
              )
              .map((c) => [c.reason, Number(c.count)]),
          )
        return new AnalystActivity({
          provider: row.provider,
          model: row.model,
          ...(row.prompt_version === null ? {} : { promptVersion: row.prompt_version }),
          analyses: Number(row.analyses),
          fallbacks: byReason(fallbacks),
          analysesWithDroppedLines: Number(row.with_dropped),
          droppedLines: byReason(dropped),
          ...(row.median_ms === null ? {} : { medianMillis: Math.round(Number(row.median_ms)) }),
          ...(row.p95_ms === null ? {} : { p95Millis: Math.round(Number(row.p95_ms)) }),
        })
      })
    })

    return AnalysisStore.of({
      save,
      find,
      listFor,
      delete: remove,
      claimRequest,
      releaseRequest,
      analystActivity,
    })
  }),
)
