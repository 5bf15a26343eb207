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

    const latestOf = Effect.fn("CrmPushStore.latestOf")(function* (
      waitlistEntryIds: ReadonlyArray<string>,
    ) {
      if (waitlistEntryIds.length === 0) return []
      const rows = yield* sql<PushRow>`
        SELECT waitlist_id, provider, result, reason, pushed_at FROM crm_pushes
        WHERE ${sql.in("waitlist_id", waitlistEntryIds)}
      `.pipe(Effect.orDie)
      return yield* Effect.forEach(rows, (row) =>
        Schema.decodeUnknownEffect(CrmPush)({
          waitlistEntryId: row.waitlist_id,
          provider: row.provider,
          result: row.result,
          reason: row.reason,
          pushedAt: DateTime.makeUnsafe(row.pushed_at),
        }).pipe(Effect.orDie),
      )
    })

    return CrmPushStore.of({ record, latestOf })
  }),
)
