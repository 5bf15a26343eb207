/**
 * Retake reminders asked for under the previous release, which kept the
 * opt-out token in clear and keyed the reminder's e-mail by it: after
 * today's migrations the database keeps neither, the e-mail's link still
 * stops the reminder, and stopping it still withdraws its waiting e-mail.
 * On PGlite and on PostgreSQL.
 */
import { assert, describe, layer } from "@effect/vitest"
import { Outbox } from "@strand/domain/outbox/Outbox"
import { RetakeReminderStore } from "@strand/domain/progress/RetakeReminderStore"
import { Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import { inject } from "vitest"
import { PgOutbox } from "../outbox/PgOutbox.ts"
import { upgradedDatabases } from "../testing/releasedMigrations/ReleasedMigrations.ts"
import { PgRetakeReminderStore } from "./PgRetakeReminderStore.ts"

const owner = "7d2d4c56-0000-4000-8000-0000000000c1"
const report = "10000000-0000-4000-8000-0000000000c1"
const token = "Previous-Release-Token_0123456789"

/** A reminder and its waiting e-mail, as the previous release wrote them. */
const askedForBefore = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`INSERT INTO users (id, name, email, referral_code)
             VALUES (${owner}, 'Nia', 'nia@old.example', 'nia-old-code')`
  yield* sql`INSERT INTO retake_reminders (user_id, analysis_id, remind_on, opt_out_token)
             VALUES (${owner}, ${report}, now() + interval '6 weeks', ${token})`
  yield* sql`
    INSERT INTO outbox (id, kind, dedupe_key, payload, description, run_at)
    VALUES (${crypto.randomUUID()}, 'SendReminder', ${`retake-reminder:${token}`},
            '{"_tag":"SendReminder"}'::jsonb, 'Retake reminder to nia@old.example',
            now() + interval '6 weeks')
  `
})

const lanes = upgradedDatabases("d43d485", askedForBefore, inject("postgresUrl"))

describe("a retake reminder asked for under the previous release", () => {
  for (const [lane, database] of lanes) {
    layer(Layer.mergeAll(PgRetakeReminderStore, PgOutbox).pipe(Layer.provideMerge(database)), {
      timeout: 90_000,
    })(lane, (it) => {
      it.effect("keeps no token, and its link still stops it and withdraws its e-mail", () =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          const rows = yield* sql`SELECT * FROM retake_reminders`
          const keys = yield* sql`SELECT dedupe_key FROM outbox`
          assert.notInclude(JSON.stringify([rows, keys]), token)

          const stopped = yield* (yield* RetakeReminderStore).removeByToken(token)
          assert.isTrue(Option.isSome(stopped))
          if (Option.isNone(stopped)) return
          assert.isTrue(yield* (yield* Outbox).withdraw(stopped.value.jobKey))
          assert.lengthOf(yield* sql`SELECT 1 FROM outbox`, 0)
        }).pipe(Effect.orDie),
      )
    })
  }
})
