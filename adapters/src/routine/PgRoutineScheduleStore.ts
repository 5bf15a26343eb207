/** Each person's schedule on PostgreSQL (embedded PGlite or a real server). */
import { RoutineSchedule } from "@strand/domain/routine/RoutineSchedule"
import { RoutineScheduleStore } from "@strand/domain/routine/RoutineScheduleStore"
import type { UserId } from "@strand/domain/user/User"
import { Effect, Layer, Option, Schema } from "effect"
import { SqlClient } from "effect/sql"

interface ScheduleRow {
  readonly days: unknown
  readonly minutes_weekday: number
  readonly minutes_weekend: number
  readonly time_of_day: string
}

const json = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value)
const decode = Schema.decodeUnknownEffect(RoutineSchedule)

export const PgRoutineScheduleStore = Layer.effect(
  RoutineScheduleStore,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const find = Effect.fn("RoutineScheduleStore.find")(function* (userId: UserId) {
      const [row] = yield* sql<ScheduleRow>`
        SELECT days, minutes_weekday, minutes_weekend, time_of_day
        FROM routine_schedules WHERE user_id = ${userId}
      `.pipe(Effect.orDie)
      if (row === undefined) return Option.none()
      return yield* decode({
        days: json(row.days),
        minutesWeekday: Number(row.minutes_weekday),
        minutesWeekend: Number(row.minutes_weekend),
        timeOfDay: row.time_of_day,
      }).pipe(
        Effect.map(Option.some),
        // A schedule saved under other rules is as good as none: the person sets it again.
        Effect.catch(() => Effect.succeed(Option.none())),
      )
    })

    const save = Effect.fn("RoutineScheduleStore.save")(function* (
      userId: UserId,
      schedule: RoutineSchedule,
    ) {
      yield* sql`
        INSERT INTO routine_schedules (user_id, days, minutes_weekday, minutes_weekend, time_of_day)
        VALUES (${userId}, ${JSON.stringify(schedule.days)}::jsonb, ${schedule.minutesWeekday},
                ${schedule.minutesWeekend}, ${schedule.timeOfDay})
        ON CONFLICT (user_id) DO UPDATE SET
          days = EXCLUDED.days, minutes_weekday = EXCLUDED.minutes_weekday,
          minutes_weekend = EXCLUDED.minutes_weekend, time_of_day = EXCLUDED.time_of_day,
          updated_at = now()
      `.pipe(Effect.orDie)
    })

    return RoutineScheduleStore.of({ find, save })
  }),
)
