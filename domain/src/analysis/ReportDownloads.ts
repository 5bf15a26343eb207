/**
 * Use case: what a person can take away from their own report:
 * their weekly rhythm as a calendar file (placed on their own week when they
 * have said what it is like), and, when something needs a
 * doctor, the one-page summary for the appointment (as data for the page,
 * and as a PDF). Only the owner's report: anyone else's is "not found",
 * like everywhere else (Analyses.find).
 */
import { Clock, Context, Effect, Layer, Option } from "effect"
import { type CalendarSettings, localDate, routineCalendar } from "../routine/RoutineCalendar.ts"
import { RoutineScheduleStore } from "../routine/RoutineScheduleStore.ts"
import { placeWeek } from "../routine/WeekPlacement.ts"
import { reportUrl } from "../site/Links.ts"
import type { User } from "../user/User.ts"
import { Analyses, type AnalysisNotFound } from "./Analyses.ts"
import type { AnalysisId } from "./AnalysisStore.ts"
import { CalendarFile } from "./CalendarFile.ts"
import { type DoctorSummary, type DoctorSummaryNotes, doctorSummary } from "./DoctorSummary.ts"
import { DoctorSummaryPdf, type PaperSize, type PdfUnavailable } from "./DoctorSummaryPdf.ts"
import { explanationOf } from "./ReportReading.ts"

/** The report's owner: their id (only theirs is found) and the name the summary carries. */
export type ReportOwner = Pick<User, "id" | "name">

export class ReportDownloads extends Context.Service<
  ReportDownloads,
  {
    /** The weekly rhythm as .ics text; `origin` is the app's, for the link back to the report. */
    calendar(
      id: AnalysisId,
      owner: ReportOwner,
      settings: CalendarSettings,
      origin: string,
    ): Effect.Effect<string, AnalysisNotFound>
    /** The doctor's summary as data, for the page that prints it. */
    summary(
      id: AnalysisId,
      owner: ReportOwner,
      notes: DoctorSummaryNotes,
    ): Effect.Effect<DoctorSummary, AnalysisNotFound>
    /** The doctor's summary as a one-page PDF. */
    summaryPdf(
      id: AnalysisId,
      owner: ReportOwner,
      notes: DoctorSummaryNotes,
      paper: PaperSize,
    ): Effect.Effect<Uint8Array, AnalysisNotFound | PdfUnavailable>
  }
>()("@strand/domain/analysis/ReportDownloads") {
  static readonly layer = Layer.effect(
    ReportDownloads,
    Effect.gen(function* () {
      const analyses = yield* Analyses
      const calendarFile = yield* CalendarFile
      const pdf = yield* DoctorSummaryPdf
      const schedules = yield* RoutineScheduleStore

      const calendar = Effect.fn("ReportDownloads.calendar")(function* (
        id: AnalysisId,
        owner: ReportOwner,
        settings: CalendarSettings,
        origin: string,
      ) {
        const report = yield* analyses.find(id, owner.id)
        const schedule = yield* schedules.find(owner.id)
        const now = new Date(yield* Clock.currentTimeMillis)
        return yield* calendarFile.write(
          routineCalendar({
            reportId: report.id,
            reportUrl: reportUrl(origin, report.id),
            rhythm: report.results.weeklyRhythm,
            settings,
            today: localDate(now, settings.timeZone),
            // On the person's own week, when they have said what it is like.
            placed: Option.getOrUndefined(
              Option.map(schedule, (s) => placeWeek(report.results.weeklyRhythm, s)),
            ),
          }),
        )
      })

      const summary = Effect.fn("ReportDownloads.summary")(function* (
        id: AnalysisId,
        owner: ReportOwner,
        notes: DoctorSummaryNotes,
      ) {
        const report = yield* analyses.find(id, owner.id)
        return doctorSummary(
          { ...report, explanation: explanationOf(report) },
          { name: owner.name },
          notes,
        )
      })

      const summaryPdf = Effect.fn("ReportDownloads.summaryPdf")(function* (
        id: AnalysisId,
        owner: ReportOwner,
        notes: DoctorSummaryNotes,
        paper: PaperSize,
      ) {
        return yield* pdf.render(yield* summary(id, owner, notes), paper)
      })

      return ReportDownloads.of({ calendar, summary, summaryPdf })
    }),
  )
}
