/**
 * HTTP → the retake reminder: the signed-in person's one reminder, and the
 * e-mail's opt-out link (public, so limited per address).
 */
import { RetakeReminders } from "@strand/domain/progress/RetakeReminders"
import { RateLimiter } from "@strand/domain/ratelimit/RateLimiter"
import { rateLimits } from "@strand/domain/ratelimit/RateLimits"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { CurrentUser } from "../../contract/accounts/Authentication.ts"
import { ReminderUnavailable } from "../../contract/progress/RetakeReminderApi.ts"
import { StrandApi } from "../../contract/StrandApi.ts"
import { clientAddress } from "../http/ClientAddress.ts"
import { enforceRateLimit } from "../http/RateLimit.ts"
import { ServerSettings } from "../http/ServerSettings.ts"

const unavailable = {
  NoReport: "Take the quiz first: the reminder is for the date your report gives.",
  DatePassed: "The date to take the quiz again has passed: take it now for a fresh report.",
} as const

export const RetakeReminderHandlers = HttpApiBuilder.group(
  StrandApi,
  "retakeReminder",
  Effect.fn(function* (handlers) {
    const reminders = yield* RetakeReminders
    const settings = yield* ServerSettings
    const limiter = yield* RateLimiter
    return handlers
      .handle(
        "status",
        Effect.fn("retakeReminderStatus")(function* () {
          const status = yield* reminders.status(yield* CurrentUser)
          return { success: true, status } as const
        }),
      )
      .handle(
        "optIn",
        Effect.fn("retakeReminderOptIn")(function* () {
          // Links in the e-mail point at Strand's configured address, never a request's Host.
          const status = yield* reminders.optIn(yield* CurrentUser, settings.linkOrigin).pipe(
            Effect.catchTag("NoReportToRemindOf", (error) =>
              Effect.fail(
                new ReminderUnavailable({
                  message: unavailable[error.reason],
                  code: "REMINDER_UNAVAILABLE",
                }),
              ),
            ),
          )
          return { success: true, status } as const
        }),
      )
      .handle(
        "optOut",
        Effect.fn("retakeReminderOptOut")(function* () {
          const status = yield* reminders.optOut(yield* CurrentUser)
          return { success: true, status } as const
        }),
      )
      .handle(
        "stop",
        Effect.fn("retakeReminderStop")(function* ({ payload }) {
          yield* enforceRateLimit(
            limiter,
            rateLimits.reminderStopPerIp,
            yield* clientAddress(settings),
          )
          const stopped = yield* reminders.optOutByToken(payload.token)
          return { success: true, stopped } as const
        }),
      )
  }),
)
