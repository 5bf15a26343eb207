/**
 * The person's week: the days they can wash and style, their minutes on a
 * weekday and a weekend day, morning or evening. Every report they open
 * places its weekly rhythm on it.
 */
import { RoutineSchedule } from "@strand/domain/routine/RoutineSchedule"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { Authentication } from "../accounts/Authentication.ts"
import { ScheduleAnswer } from "./RoutineScheduleAnswers.ts"

export class RoutineScheduleApi extends HttpApiGroup.make("routineSchedule")
  .add(
    HttpApiEndpoint.get("find", "/routine-schedule", { success: ScheduleAnswer }).annotate(
      OpenApi.Summary,
      "Your week, or null until you say what it is like",
    ),
  )
  .add(
    HttpApiEndpoint.put("save", "/routine-schedule", {
      payload: RoutineSchedule,
      success: ScheduleAnswer,
    }).annotateMerge(
      OpenApi.annotations({
        summary: "Say what your week is like",
        description:
          'Saves the days you can wash and style (`days`, e.g. ["tuesday", "saturday"]), your minutes on a weekday and on a weekend day (0 to 240), and `timeOfDay` (morning or evening). Your reports then place their weekly rhythm on these days: the page, the e-mail, the print and the calendar file.',
      }),
    ),
  )
  .middleware(Authentication)
  .annotate(OpenApi.Description, "Your week, on which every report's weekly rhythm is placed.") {}
