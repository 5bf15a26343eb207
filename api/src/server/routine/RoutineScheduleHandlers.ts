/** HTTP → the signed-in person's week (RoutineScheduleStore). */
import { RoutineScheduleStore } from "@strand/domain/routine/RoutineScheduleStore"
import { Effect, Option } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { CurrentUser } from "../../contract/accounts/Authentication.ts"
import { StrandApi } from "../../contract/StrandApi.ts"

export const RoutineScheduleHandlers = HttpApiBuilder.group(
  StrandApi,
  "routineSchedule",
  Effect.fn(function* (handlers) {
    const schedules = yield* RoutineScheduleStore
    return handlers
      .handle(
        "find",
        Effect.fn("routineSchedule")(function* () {
          const schedule = yield* schedules.find((yield* CurrentUser).id)
          return { schedule: Option.getOrNull(schedule) }
        }),
      )
      .handle(
        "save",
        Effect.fn("saveRoutineSchedule")(function* ({ payload }) {
          yield* schedules.save((yield* CurrentUser).id, payload)
          return { schedule: payload }
        }),
      )
  }),
)
