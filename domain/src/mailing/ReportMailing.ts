/**
 * Use case: e-mailing a signed-in person their own stored report ("Email My
 * Report"). It goes only to the address of the account that owns it, so the
 * endpoint can never be used to send a report, or any e-mail, to someone
 * else; anyone else's report is "not found", like everywhere else.
 *
 * The report goes through the same read model as the API (readReport): the
 * styling tips still locked for the recipient are not in the e-mail (only
 * how many and their titles), so e-mailing yourself the report unlocks
 * nothing. The queued e-mail holds only what the recipient may see.
 */
import { Context, Effect, Layer, Option } from "effect"
import { Analyses, type AnalysisNotFound } from "../analysis/Analyses.ts"
import type { AnalysisId } from "../analysis/AnalysisStore.ts"
import { readReport } from "../analysis/ReportReading.ts"
import { reportMail } from "../mail/ReportMail.ts"
import { Outbox } from "../outbox/Outbox.ts"
import { type CalendarChoice, calendarFileUrl, completeChoice } from "../routine/RoutineCalendar.ts"
import { RoutineScheduleStore } from "../routine/RoutineScheduleStore.ts"
import { referralUrl, reportUrl } from "../site/Links.ts"
import type { User } from "../user/User.ts"

/** Who gets it: the owner, with the referral count the lock is checked against now. */
export type ReportRecipient = Pick<User, "id" | "name" | "email" | "referralCount"> &
  Partial<Pick<User, "referralCode">>

export class ReportMailing extends Context.Service<
  ReportMailing,
  {
    /**
     * Queues report `id` for `recipient` if they own it. `origin` is the app's
     * address, for the e-mail's links back to the report and to share.
     * Success means the e-mail is safely queued: the outbox sends it, retrying
     * while the mail server is down.
     */
    send(
      id: AnalysisId,
      recipient: ReportRecipient,
      origin: string,
      calendar?: CalendarChoice,
    ): Effect.Effect<void, AnalysisNotFound>
  }
>()("@strand/domain/mailing/ReportMailing") {
  static readonly layer = Layer.effect(
    ReportMailing,
    Effect.gen(function* () {
      const analyses = yield* Analyses
      const outbox = yield* Outbox
      const schedules = yield* RoutineScheduleStore

      const send = Effect.fn("ReportMailing.send")(function* (
        id: AnalysisId,
        recipient: ReportRecipient,
        origin: string,
        calendar: CalendarChoice = {},
      ) {
        // Only the owner's report: anyone else's is "not found" (Analyses.find).
        const schedule = yield* schedules.find(recipient.id)
        const report = readReport(yield* analyses.find(id, recipient.id), {
          referralCount: recipient.referralCount,
          schedule: Option.getOrUndefined(schedule),
        })
        const settings = completeChoice(calendar)
        const mail = reportMail({
          to: recipient.email,
          name: recipient.name,
          results: report.aiResults,
          guide: report,
          reportUrl: reportUrl(origin, id),
          referralUrl:
            recipient.referralCode === undefined
              ? null
              : referralUrl(origin, recipient.referralCode),
          calendar: {
            file: settings === undefined ? null : calendarFileUrl(origin, id, settings),
            page: `${reportUrl(origin, id)}#calendar`,
          },
        })
        // each press of "Email My Report" is its own e-mail
        yield* outbox.enqueue({
          job: { _tag: "SendMail", mail },
          dedupeKey: `report:${id}:${crypto.randomUUID()}`,
        })
      })

      return ReportMailing.of({ send })
    }),
  )
}
