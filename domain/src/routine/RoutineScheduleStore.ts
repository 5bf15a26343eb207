/** Port: each person's schedule (RoutineSchedule.ts), kept with their account. */
import { Context, type Effect, type Option } from "effect"
import type { UserId } from "../user/User.ts"
import type { RoutineSchedule } from "./RoutineSchedule.ts"

export class RoutineScheduleStore extends Context.Service<
  RoutineScheduleStore,
  {
    find(userId: UserId): Effect.Effect<Option.Option<RoutineSchedule>>
    /** Saves it in place of the person's earlier one, if any. */
    save(userId: UserId, schedule: RoutineSchedule): Effect.Effect<void>
  }
>()("@strand/domain/routine/RoutineScheduleStore") {}
