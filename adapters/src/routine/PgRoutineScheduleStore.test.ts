import { assert, describe } from "@effect/vitest"
import { RoutineScheduleStore } from "@strand/domain/routine/RoutineScheduleStore"
import { Email } from "@strand/domain/user/Email"
import { UserStore } from "@strand/domain/user/UserStore"
import { Effect, Layer, Option } from "effect"
import { onEachDatabase } from "../testing/OnEachDatabase.ts"
import { PgUserStore } from "../user/PgUserStore.ts"
import { PgRoutineScheduleStore } from "./PgRoutineScheduleStore.ts"

describe("PgRoutineScheduleStore", () =>
  onEachDatabase(Layer.mergeAll(PgRoutineScheduleStore, PgUserStore), (it) => {
    it.effect("keeps one schedule per person, the latest saved, and none for anyone else", () =>
      Effect.gen(function* () {
        const schedules = yield* RoutineScheduleStore
        const users = yield* UserStore
        const tag = crypto.randomUUID().slice(0, 8)
        const { user } = yield* users.signIn(
          { email: Email.make(`zola-${tag}@example.com`) },
          `z-${tag}`,
        )
        const { user: other } = yield* users.signIn(
          { email: Email.make(`eve-${tag}@example.com`) },
          `e-${tag}`,
        )
        assert.isTrue(Option.isNone(yield* schedules.find(user.id)))
        yield* schedules.save(user.id, {
          days: ["tuesday", "saturday"],
          minutesWeekday: 15,
          minutesWeekend: 60,
          timeOfDay: "evening",
        })
        const later = {
          days: ["monday", "thursday", "sunday"],
          minutesWeekday: 0,
          minutesWeekend: 240,
          timeOfDay: "morning",
        } as const
        yield* schedules.save(user.id, later)
        assert.deepStrictEqual(yield* schedules.find(user.id), Option.some(later))
        assert.isTrue(Option.isNone(yield* schedules.find(other.id)))
      }),
    )
  }))
