/**
 * The retake reminder: the signed-in person reads, sets and stops
 * their one reminder; the e-mail's one-click link stops it with its token,
 * without signing in.
 */

import { describeRateLimit, rateLimits } from "@strand/domain/ratelimit/RateLimits"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { TooManyRequests } from "../ApiErrors.ts"
import { Authentication } from "../accounts/Authentication.ts"
import { ReminderStopped, RetakeReminderAnswer } from "./RetakeReminderAnswers.ts"

/** No report to take the date from, or its date has passed (nothing to wait for). */
export class ReminderUnavailable extends Schema.TaggedError<ReminderUnavailable>()(
  "ReminderUnavailable",
  { message: Schema.String, code: Schema.Literal("REMINDER_UNAVAILABLE") },
  { httpApiStatus: 409 },
) {}

/** The token as the e-mail's link carries it: URL-safe characters only. */
export const StopReminder = Schema.Struct({
  token: Schema.String.check(
    Schema.isMinLength(1),
    Schema.isMaxLength(200),
    Schema.isPattern(/^[A-Za-z0-9_-]+$/, { message: "This link is not a reminder link" }),
  ),
})

const described = (summary: string, description: string) =>
  OpenApi.annotations({ summary, description })

export class RetakeReminderApi extends HttpApiGroup.make("retakeReminder")
  .add(
    HttpApiEndpoint.get("status", "/retake-reminder", { success: RetakeReminderAnswer })
      .middleware(Authentication)
      .annotateMerge(
        described(
          "Your retake date and reminder",
          "The signed-in person's latest report with the date to take the quiz again (and the life events that brought it forward), and the reminder e-mail they asked for, if any.",
        ),
      ),
  )
  .add(
    HttpApiEndpoint.post("optIn", "/retake-reminder", {
      success: RetakeReminderAnswer,
      error: ReminderUnavailable,
    })
      .middleware(Authentication)
      .annotateMerge(
        described(
          "Ask for one reminder e-mail on your retake date",
          "Queues one e-mail for the retake date of the signed-in person's latest report, in place of any earlier reminder. 409 REMINDER_UNAVAILABLE without a report, or when that date has passed.",
        ),
      ),
  )
  .add(
    HttpApiEndpoint.delete("optOut", "/retake-reminder", { success: RetakeReminderAnswer })
      .middleware(Authentication)
      .annotateMerge(
        described(
          "Stop your reminder",
          "Removes the signed-in person's reminder; its e-mail is not sent. Stopping when there is none is not an error.",
        ),
      ),
  )
  .add(
    HttpApiEndpoint.post("stop", "/retake-reminder/stop", {
      payload: StopReminder,
      success: ReminderStopped,
      error: TooManyRequests,
    }).annotateMerge(
      described(
        "Stop a reminder from its e-mail",
        `The one-click opt-out behind the e-mail's link, without signing in: the token in the link stops that reminder. \`stopped\` is false when there was nothing left to stop (already stopped, or the link is unknown), which the page words as done. Limited to ${describeRateLimit(rateLimits.reminderStopPerIp)} from one address (429 with Retry-After).`,
      ),
    ),
  )
  .annotate(
    OpenApi.Description,
    "The retake reminder: one e-mail on the date to take the quiz again, asked for by the person and stopped in one click.",
  ) {}
