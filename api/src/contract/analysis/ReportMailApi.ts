/**
 * "Email My Report" (spec section 7, POST /send-report/{analysisId}): e-mails
 * the signed-in user their own stored report, to their account's address
 * only. Anyone else's id, or an unknown one, is the same 404 as elsewhere; a
 * mail server that is down is a 503 worth retrying later.
 */
import { CalendarChoice } from "@strand/domain/routine/RoutineCalendar"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { NotFound, ServiceUnavailable, TooManyRequests } from "../ApiErrors.ts"
import { Authentication } from "../accounts/Authentication.ts"
import { ReportSent } from "./ReportMailAnswers.ts"

export class ReportMailApi extends HttpApiGroup.make("reportMail")
  .add(
    HttpApiEndpoint.post("send", "/send-report/:analysisId", {
      // Any string: one that is not a uuid is simply not found (404).
      params: { analysisId: Schema.String },
      // Beyond the spec (no body, as it says): the calendar choice, for the e-mail's .ics link.
      query: CalendarChoice,
      success: ReportSent,
      error: [NotFound, TooManyRequests, ServiceUnavailable],
    }).annotate(OpenApi.Summary, "E-mail a report to the signed-in person"),
  )
  .middleware(Authentication)
  .annotate(OpenApi.Description, "Reports sent by e-mail.") {}
