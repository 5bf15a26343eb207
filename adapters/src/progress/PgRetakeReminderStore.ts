/**
 * Retake reminders on PostgreSQL (embedded PGlite or a real server). The
 * opt-out token is kept as its SHA-256 only, like session tokens: whoever
 * reads the database cannot stop anyone's reminder with it.
 */
import { createHash } from "node:crypto"
import { RetakeReminder, RetakeReminderStore } from "@strand/domain/progress/RetakeReminderStore"
import type { UserId } from "@strand/domain/user/User"
import { DateTime, Effect, Layer, Option, Schema } from "effect"
import { SqlClient } from "effect/sql"

interface ReminderRow {
  readonly user_id: string
  readonly analysis_id: string
  readonly remind_on: Date | string
  readonly job_key: string
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex")

const decode = Schema.decodeUnknownEffect(RetakeReminder)
const toReminder = (rows: ReadonlyArray<ReminderRow>) => {
  const row = rows[0]
  if (row === undefined) return Effect.succeed(Option.none())
  return decode({
    userId: row.user_id,
    analysisId: row.analysis_id,
    remindOn: DateTime.makeUnsafe(row.remind_on),
    jobKey: row.job_key,
  }).pipe(Effect.map(Option.some), Effect.orDie)
}

export const PgRetakeReminderStore = Layer.effect(
  RetakeReminderStore,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const columns = sql`user_id, analysis_id, remind_on, job_key`

    const find = Effect.fn("RetakeReminderStore.find")(function* (userId: UserId) {
      const rows = yield* sql<ReminderRow>`
        SELECT ${columns} FROM retake_reminders WHERE user_id = ${userId}
      `.pipe(Effect.orDie)
      return yield* toReminder(rows)
    })

    const replace = Effect.fn("RetakeReminderStore.replace")(function* (
      reminder: RetakeReminder,
      optOutToken: string,
    ) {
      yield* sql`
        INSERT INTO retake_reminders (user_id, analysis_id, remind_on, opt_out_token_hash, job_key)
        VALUES (${reminder.userId}, ${reminder.analysisId},
                ${DateTime.formatIso(reminder.remindOn)}::timestamptz, ${hashToken(optOutToken)},
                ${reminder.jobKey})
        ON CONFLICT (user_id) DO UPDATE SET
          analysis_id = EXCLUDED.analysis_id, remind_on = EXCLUDED.remind_on,
          opt_out_token_hash = EXCLUDED.opt_out_token_hash, job_key = EXCLUDED.job_key,
          created_at = now()
      `.pipe(Effect.orDie)
    })

    const remove = Effect.fn("RetakeReminderStore.remove")(function* (userId: UserId) {
      const rows = yield* sql<ReminderRow>`
        DELETE FROM retake_reminders WHERE user_id = ${userId} RETURNING ${columns}
      `.pipe(Effect.orDie)
      return yield* toReminder(rows)
    })

    const removeByToken = Effect.fn("RetakeReminderStore.removeByToken")(function* (token: string) {
      const rows = yield* sql<ReminderRow>`
        DELETE FROM retake_reminders WHERE opt_out_token_hash = ${hashToken(token)}
        RETURNING ${columns}
      `.pipe(Effect.orDie)
      return yield* toReminder(rows)
    })

    return RetakeReminderStore.of({ find, replace, remove, removeByToken })
  }),
)
