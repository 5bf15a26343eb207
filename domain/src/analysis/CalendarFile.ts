/**
 * Port: writing a routine calendar (RoutineCalendar.ts) as an iCalendar file
 * (RFC 5545) that Google Calendar, Apple Calendar and Outlook import. The
 * adapter is a well-kept iCalendar library; the domain only says what is in it.
 */
import { Context, type Effect } from "effect"
import type { RoutineCalendar } from "../routine/RoutineCalendar.ts"

export class CalendarFile extends Context.Service<
  CalendarFile,
  {
    /** The calendar as the text of an .ics file. */
    write(calendar: RoutineCalendar): Effect.Effect<string>
  }
>()("@strand/domain/analysis/CalendarFile") {}
