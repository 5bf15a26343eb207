/** The summaries people sent to experts, on PostgreSQL (embedded PGlite or a real server). */
import { SummaryShare, SummaryShareStore } from "@strand/domain/experts/SummaryShare"
import type { UserId } from "@strand/domain/user/User"
import { DateTime, Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"

interface ShareRow {
  readonly id: string
  readonly analysis_id: string | null
  readonly report_date: Date | string
  readonly expert_id: string | null
  readonly expert_name: string
  readonly expert_kind: string
  readonly expert_email: string
  readonly what: unknown
  readonly shared_at: Date | string
}

const decode = Schema.decodeUnknownEffect(SummaryShare)
const iso = (at: DateTime.Utc) => DateTime.formatIso(at)

export const PgSummaryShareStore = Layer.effect(
  SummaryShareStore,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const record = Effect.fn("SummaryShareStore.record")(function* (
      userId: UserId,
      share: SummaryShare,
    ) {
      // The expert may have been removed meanwhile: the share keeps their name either way.
      yield* sql`
        INSERT INTO summary_shares (id, user_id, analysis_id, report_date, expert_id, expert_name,
                                    expert_kind, expert_email, what, shared_at)
        SELECT ${share.id}, ${userId}, ${share.analysisId}, ${iso(share.reportDate)}::timestamptz,
               (SELECT id FROM experts WHERE id = ${share.expertId}),
               ${share.expertName}, ${share.expertKind}, ${share.expertEmail},
               ${JSON.stringify(share.what)}::jsonb, ${iso(share.sharedAt)}::timestamptz
      `.pipe(Effect.orDie)
    })

    const listFor = Effect.fn("SummaryShareStore.listFor")(function* (userId: UserId) {
      const rows = yield* sql<ShareRow>`
        SELECT id, analysis_id, report_date, expert_id, expert_name, expert_kind, expert_email, what, shared_at
        FROM summary_shares WHERE user_id = ${userId}
        ORDER BY shared_at DESC, id
      `.pipe(Effect.orDie)
      return yield* Effect.forEach(rows, (row) =>
        decode({
          id: row.id,
          analysisId: row.analysis_id,
          reportDate: DateTime.makeUnsafe(row.report_date),
          expertId: row.expert_id,
          expertName: row.expert_name,
          expertKind: row.expert_kind,
          expertEmail: row.expert_email,
          what: typeof row.what === "string" ? JSON.parse(row.what) : row.what,
          sharedAt: DateTime.makeUnsafe(row.shared_at),
        }).pipe(Effect.orDie),
      )
    })

    return SummaryShareStore.of({ record, listFor })
  }),
)
