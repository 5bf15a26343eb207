/**
 * CalendarFile with ical-generator (a well-kept RFC 5545 writer) and
 * @touch4it/ical-timezones for the time zone's VTIMEZONE: every event starts
 * at the person's local time (DTSTART;TZID=Europe/London:…), so a weekly
 * 19:00 stays 19:00 across summer time, and repeats with an RRULE. Google
 * Calendar, Apple Calendar and Outlook all import this shape.
 */

import { CalendarFile } from "@strand/domain/analysis/CalendarFile"
import {
  addDays,
  type CalendarEvent,
  type RoutineCalendar,
} from "@strand/domain/routine/RoutineCalendar"
import { getVtimezoneComponent } from "@touch4it/ical-timezones"
import { Effect, Layer } from "effect"
import ical, { ICalAlarmType, ICalCalendarMethod, ICalEventRepeatingFreq } from "ical-generator"

/** Local wall time: ical-generator writes it as is under the event's TZID. */
const wallTime = (date: string, time: string, plusMinutes = 0) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number)
  const total = hours * 60 + minutes + plusMinutes
  const day = addDays(date, Math.floor(total / 1440))
  const inDay = total % 1440
  const hh = String(Math.floor(inDay / 60)).padStart(2, "0")
  const mm = String(inDay % 60).padStart(2, "0")
  return `${day}T${hh}:${mm}:00`
}

const frequency: Record<CalendarEvent["repeat"]["freq"], ICalEventRepeatingFreq> = {
  DAILY: ICalEventRepeatingFreq.DAILY,
  WEEKLY: ICalEventRepeatingFreq.WEEKLY,
  MONTHLY: ICalEventRepeatingFreq.MONTHLY,
}

export const writeCalendar = (calendar: RoutineCalendar): string => {
  const file = ical({
    name: calendar.name,
    prodId: { company: "Strand", product: "Hair routine", language: "EN" },
    // PUBLISH: events to add, not an invitation to answer.
    method: ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone: each event carries its TZID (and the file the
    // zone's VTIMEZONE), while DTSTAMP stays in UTC as RFC 5545 requires.
    timezone: { name: null, generator: getVtimezoneComponent },
  })
  calendar.events.forEach((event, index) => {
    const notes =
      index === 0 && calendar.unscheduled.length > 0
        ? `\n\nAlso in your rhythm, on no fixed day:\n${calendar.unscheduled.map((entry) => `- ${entry.day}: ${entry.activity}`).join("\n")}`
        : ""
    file.createEvent({
      id: event.uid,
      // ical-generator reads a string without an offset as the event's local time.
      start: wallTime(event.date, event.time),
      end: wallTime(event.date, event.time, event.minutes),
      timezone: calendar.timeZone,
      summary: event.title,
      description: `${event.description}${notes}`,
      url: calendar.reportUrl,
      repeating: {
        freq: frequency[event.repeat.freq],
        ...(event.repeat.interval > 1 ? { interval: event.repeat.interval } : {}),
      },
      alarms:
        event.remindMinutes === undefined
          ? []
          : [
              {
                type: ICalAlarmType.display,
                trigger: event.remindMinutes * 60,
                description: event.title,
              },
            ],
    })
  })
  return file.toString()
}

export const IcalGeneratorCalendarFile = Layer.succeed(
  CalendarFile,
  CalendarFile.of({ write: (calendar) => Effect.sync(() => writeCalendar(calendar)) }),
)
