/**
 * Turning quiz answers into a personal report, and reading, listing and
 * deleting one's reports (spec sections 3 and 7). Every endpoint needs a
 * session: a report is personal health information, so only its owner may
 * read it. The spec leaves server-side enforcement open ("The result page
 * loads for anyone with an id"); Strand answers anyone else's id with the
 * same 404 as an unknown one, so an id never confirms that a report exists.
 */

import { DoctorSummary, DoctorSummaryNotes } from "@strand/domain/analysis/DoctorSummary"
import { PaperSize } from "@strand/domain/analysis/DoctorSummaryPdf"
import { defaultPageSize, PageCursor, PageSize } from "@strand/domain/paging/Paging"
import { QuizAnswers, TextInputs } from "@strand/domain/quiz/QuizAnswers"
import { CalendarSettings } from "@strand/domain/routine/RoutineCalendar"
import { nameIsOneLine } from "@strand/domain/user/UserName"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api"
import { NotFound, ServiceUnavailable, TooManyRequests } from "../ApiErrors.ts"
import { Authentication } from "../accounts/Authentication.ts"
import { Done } from "../Done.ts"
import { AnalysedHair, AnalysisList } from "./AnalysisAnswers.ts"
import {
  AnalysisKeyReused,
  AnalysisQuotaReached,
  AnalysisRequestInvalid,
} from "./AnalysisErrors.ts"
import { AnalysisFound } from "./AnalysisFound.ts"

/**
 * Option VALUES keyed by question id (not the labels the spec's "Analysis
 * request" names): the server checks them against the catalogue and turns
 * them into labels where people read them. userName and answers are optional
 * here so that leaving them out is answered with the spec's own messages
 * ("User name is required", "Answers are required") by the domain's checks.
 */
export const AnalyseHairPayload = Schema.Struct({
  userName: Schema.optional(Schema.String.check(nameIsOneLine)),
  answers: Schema.optional(QuizAnswers),
  textInputs: Schema.optional(TextInputs),
})
export type AnalyseHairPayload = typeof AnalyseHairPayload.Type

/**
 * An optional Idempotency-Key (any client-chosen string, e.g. a UUID): the
 * same key from the same person gets the first request's analysis back,
 * also while that one is still running.
 */
export const AnalyseHairHeaders = Schema.Struct({
  "idempotency-key": Schema.optional(
    Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200)),
  ),
})

/** Choices for the calendar file: the start day, time, time zone and reminder. */
export const CalendarQuery = CalendarSettings

/**
 * What the person adds before printing, and the paper size (A4 by default).
 * A request body, never a query string: these are their own words about
 * their health, and a URL is written down by every proxy and trace.
 */
export const DoctorSummaryPdfRequest = Schema.Struct({
  ...DoctorSummaryNotes.fields,
  paper: Schema.optionalKey(PaperSize).annotate({ description: "a4 (default) or letter" }),
})

const CalendarText = Schema.String.pipe(
  HttpApiSchema.asText({ contentType: "text/calendar; charset=utf-8" }),
).annotate({ description: "An iCalendar (RFC 5545) file" })

const PdfBytes = Schema.Uint8Array.pipe(
  HttpApiSchema.asUint8Array({ contentType: "application/pdf" }),
).annotate({ description: "A one-page PDF" })

export const AnalysisListQuery = Schema.Struct({
  after: Schema.optional(
    PageCursor.annotate({
      description: "The page of reports older than this one (a page's `older`)",
    }),
  ),
  limit: Schema.optional(
    Schema.NumberFromString.pipe(Schema.decodeTo(PageSize)).annotate({
      description: `Reports a page, 1 to 100 (${defaultPageSize} by default)`,
    }),
  ),
})

// Any string is accepted as an id: one that is not a uuid is simply not
// found (404), like a deleted one, rather than a 400.
const analysisIdParams = { analysisId: Schema.String }

export class AnalysisApi extends HttpApiGroup.make("analysis")
  .add(
    HttpApiEndpoint.post("analyse", "/analyze-hair", {
      payload: AnalyseHairPayload,
      headers: AnalyseHairHeaders,
      success: AnalysedHair,
      error: [AnalysisRequestInvalid, AnalysisQuotaReached, AnalysisKeyReused],
    }).annotateMerge(
      OpenApi.annotations({
        summary: "Analyse the quiz answers and save the report",
        description:
          "Writes the person's report with the configured analyst and saves it: the one report of this analysis, which every other feature (the report, its e-mail, Start here, the timelines, the calendar, the comparison, the doctor's summary) reads afterwards. With an AI provider, the provider also reads the notes (its facts are added to Strand's reading, never taking one away), every line it writes cites the person's facts it rests on, and a line that contradicts them (texture, length, scalp, wash habit, sex, chemistry, a clinical pathway, reassurance beside a red flag) is left out; past a quarter of its lines, or on any provider failure, the rule engine writes the report instead and fallbackUsed is true. Provider trouble is never an error here.",
      }),
    ),
  )
  .add(
    HttpApiEndpoint.get("find", "/analyses/:analysisId", {
      params: analysisIdParams,
      success: AnalysisFound,
      error: NotFound,
    }).annotateMerge(
      OpenApi.annotations({
        summary: "One of the signed-in person's reports",
        description:
          "The report as stored, behind the referral lock, with its explanation: for every line who wrote it and why (a rule's triggers and sources; the answers an AI provider's line cited, or none for general advice), Start here and the timelines (for an AI provider's report, built from its own lines), and the retake date. Owner only; anyone else gets 404.",
      }),
    ),
  )
  .add(
    HttpApiEndpoint.get("list", "/user/analyses", {
      query: AnalysisListQuery,
      success: AnalysisList,
    }).annotate(OpenApi.Summary, "The signed-in person's reports, newest first, a page at a time"),
  )
  .add(
    HttpApiEndpoint.get("calendar", "/analyses/:analysisId/calendar.ics", {
      params: analysisIdParams,
      query: CalendarQuery,
      success: CalendarText,
      error: NotFound,
    }).annotateMerge(
      OpenApi.annotations({
        summary: "The weekly rhythm as a calendar file",
        description:
          "The report's weekly rhythm as an iCalendar file to import into Google Calendar, Apple Calendar or Outlook: each entry a recurring event (RRULE) from the chosen start day and local time in the given IANA time zone (with its VTIMEZONE), with a reminder. Entries on no fixed day are listed in the first event's notes. Only the report's owner gets it; anyone else gets 404.",
      }),
    ),
  )
  .add(
    HttpApiEndpoint.get("doctorSummary", "/analyses/:analysisId/doctor-summary", {
      params: analysisIdParams,
      success: DoctorSummary,
      error: NotFound,
    }).annotateMerge(
      OpenApi.annotations({
        summary: "The one-page summary for a doctor, as data",
        description:
          "What the person reported, in neutral words and without a diagnosis: what the report said to do first (its Start here's warning sign, from the stored report, whoever wrote it), the signs they chose and the notes they typed, products and chemical services, medicines, hormonal stage and health background. The page that prints it reads this and adds since when and what they tried, as typed there. Owner only; anyone else gets 404.",
      }),
    ),
  )
  .add(
    HttpApiEndpoint.post("doctorSummaryPdf", "/analyses/:analysisId/doctor-summary.pdf", {
      params: analysisIdParams,
      payload: DoctorSummaryPdfRequest,
      success: PdfBytes,
      error: [NotFound, TooManyRequests, ServiceUnavailable],
    }).annotateMerge(
      OpenApi.annotations({
        summary: "The one-page summary for a doctor, as a PDF",
        description:
          "The doctor's summary rendered on the server in headless Chromium, on A4 or Letter. Answers 503 SERVICE_UNAVAILABLE when the server has no Chromium (the page then offers the browser's own print). Owner only; anyone else gets 404.",
      }),
    ),
  )
  .add(
    HttpApiEndpoint.delete("remove", "/analyses/:analysisId", {
      params: analysisIdParams,
      success: Done,
      error: NotFound,
    }).annotate(OpenApi.Summary, "Delete one of the signed-in person's reports"),
  )
  .middleware(Authentication)
  .annotate(
    OpenApi.Description,
    "The hair and scalp analysis: quiz answers in, a saved report out.",
  ) {}
