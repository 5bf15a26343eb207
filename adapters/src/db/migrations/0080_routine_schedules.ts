/**
 * Each person's week, as they tell it (domain/routine/RoutineSchedule.ts):
 * the days they can wash and style, their minutes on a weekday and on a
 * weekend day, and morning or evening. One row per person; every report they
 * open places its weekly rhythm on it.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE routine_schedules (
      user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      days jsonb NOT NULL,
      minutes_weekday integer NOT NULL CHECK (minutes_weekday BETWEEN 0 AND 240),
      minutes_weekend integer NOT NULL CHECK (minutes_weekend BETWEEN 0 AND 240),
      time_of_day text NOT NULL CHECK (time_of_day IN ('morning', 'evening')),
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `
})
