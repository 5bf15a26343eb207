/** The latest CRM push of each waitlist sign-up, on PostgreSQL (PGlite or a real server). */
import { CrmPush, CrmPushStore, type NewCrmPush } from "@strand/domain/crm/CrmPushStore"
import { DateTime, Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"

interface PushRow {
  readonly waitlist_id: string
  readonly provider: string
  readonly result: string
  readonly reason: string | null
  readonly pushed_at: Date | string
}

export const PgCrmPushStore = Layer.effect(
  CrmPushStore,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const record = Effect.fn("CrmPushStore.record")(function* (pushes: ReadonlyArray<NewCrmPush>) {
      // One statement per push keeps each short; a sync of thousands still
      // leaves room for requests between them on the embedded database.
      for (const push of pushes) {
        yield* sql`
          INSERT INTO crm_pushes (waitlist_id, provider, result, reason, pushed_at)
          VALUES (${push.waitlistEntryId}, ${push.provider}, ${push.result}, ${push.reason},
                  ${DateTime.formatIso(push.at)}::timestamptz)
          ON CONFLICT (waitlist_id) DO UPDATE
          SET provider = excluded.provider, result = excluded.result,
              reason = excluded.reason, pushed_at = excluded.pushed_at
        `.pipe(Effect.orDie)
      }
    })

    const latest = sql<PushRow>`
      SELECT waitlist_id, provider, result, reason, pushed_at FROM crm_pushes
    `.pipe(
      Effect.orDie,
      Effect.flatMap((rows) =>
        Effect.forEach(rows, (row) =>
          Schema.decodeUnknownEffect(CrmPush)({
            waitlistEntryId: row.waitlist_id,
            provider: row.provider,
            result: row.result,
            reason: row.reason,
            pushedAt: DateTime.makeUnsafe(row.pushed_at),
          }).pipe(Effect.orDie),
        ),
      ),
      Effect.withSpan("CrmPushStore.latest"),
    )

    return CrmPushStore.of({ record, latest })
  }),
)
