/**
 * What reading and saving the person's week answer (RoutineScheduleApi.ts).
 * Apart from the endpoints, so the SPA loads it without the contract's
 * endpoints (web/build/apiEndpoints.ts).
 */
import { RoutineSchedule } from "@strand/domain/routine/RoutineSchedule"
import { Schema } from "effect"

export const ScheduleAnswer = Schema.Struct({ schedule: Schema.NullOr(RoutineSchedule) })
