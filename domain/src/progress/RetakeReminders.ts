/**
 * Use case: the one retake reminder. A signed-in person opts in
 * to an e-mail on the date their latest report gives for taking the quiz
 * again (the report's retake date, brought forward by life events); it waits
 * in the outbox as a `SendReminder` job due on that date. Opting out, from
 * the page or with the e-mail's one-click link, deletes the reminder and
 * withdraws the job while it is still waiting. Asking again replaces the
 * earlier reminder: there is never more than one.
 */
import { Context, DateTime, Effect, Layer, Option, Schema } from "effect"
import { AnalysisStore } from "../analysis/AnalysisStore.ts"
import { explanationOf } from "../analysis/ReportReading.ts"
import { readProfile } from "../analyst/HairProfile.ts"
import { lifeEventsOf } from "../analyst/Timelines.ts"
import type { RetakeReminderMail } from "../mail/RetakeReminderMail.ts"
import { Outbox } from "../outbox/Outbox.ts"
import { referralCodeFromBytes } from "../referral/ReferralCode.ts"
import { reportUrl } from "../site/Links.ts"
import { Transaction } from "../transaction/Transaction.ts"
import type { User } from "../user/User.ts"
import { RetakeReminderStatus } from "./RetakeReminderStatus.ts"
import { RetakeReminder, RetakeReminderStore } from "./RetakeReminderStore.ts"

export { RetakeReminderStatus }

export class NoReportToRemindOf extends Schema.TaggedError<NoReportToRemindOf>()(
  "NoReportToRemindOf",
  { reason: Schema.Literals(["NoReport", "DatePassed"]) },
) {}

/** 32 URL-safe characters from 24 cryptographically random bytes (the referral codes' encoding). */
const newToken = () => referralCodeFromBytes(globalThis.crypto.getRandomValues(new Uint8Array(24)))

/** The outbox key of a reminder: one job per opt-in, by a random id (not the secret token). */
const newJobKey = () => `retake-reminder:${newToken()}`

/** The one-click opt-out page, on Strand's own address. */
export const reminderOptOutUrl = (origin: string, token: string) =>
  `${origin}/reminder/stop?token=${encodeURIComponent(token)}`

export class RetakeReminders extends Context.Service<
  RetakeReminders,
  {
    status(user: User): Effect.Effect<RetakeReminderStatus>
    /** `origin` is the app's address (linkOrigin) for the e-mail's links. */
    optIn(user: User, origin: string): Effect.Effect<RetakeReminderStatus, NoReportToRemindOf>
    optOut(user: User): Effect.Effect<RetakeReminderStatus>
    /** The e-mail's link: true if a reminder was stopped, false if there was none (already stopped). */
    optOutByToken(token: string): Effect.Effect<boolean>
  }
>()("@strand/domain/progress/RetakeReminders") {
  static readonly layer = Layer.effect(
    RetakeReminders,
    Effect.gen(function* () {
      const analyses = yield* AnalysisStore
      const reminders = yield* RetakeReminderStore
      const outbox = yield* Outbox
      const transaction = yield* Transaction

      const latestReport = Effect.fnUntraced(function* (user: User) {
        const {
          analyses: [latest],
        } = yield* analyses.listFor(user.id, { limit: 1 })
        if (latest === undefined) return undefined
        const stored = yield* analyses.find(latest.id)
        if (Option.isNone(stored)) return undefined
        const record = stored.value
        const profile = readProfile({
          userName: user.name ?? "",
          answers: record.answers,
          reading: record.noteReading,
        })
        return {
          analysisId: record.id,
          createdAt: record.createdAt,
          retakeOn: DateTime.add(record.createdAt, {
            weeks: explanationOf(record).retakeAfterWeeks,
          }),
          because: lifeEventsOf(profile).map((event) => event.because),
        }
      })

      const status = Effect.fn("RetakeReminders.status")(function* (user: User) {
        const reminder = yield* reminders.find(user.id)
        return {
          latest: (yield* latestReport(user)) ?? null,
          reminder: Option.match(reminder, {
            onNone: () => null,
            onSome: (r) => ({ analysisId: r.analysisId, remindOn: r.remindOn }),
          }),
        } satisfies RetakeReminderStatus
      })

      // The reminder goes, and its e-mail with it if it has not left yet.
      const withdraw = (removed: Option.Option<RetakeReminder>) =>
        Option.match(removed, {
          onNone: () => Effect.succeed(false),
          onSome: (r) => Effect.as(outbox.withdraw(r.jobKey), true),
        })

      const optIn = Effect.fn("RetakeReminders.optIn")(function* (user: User, origin: string) {
        const latest = yield* latestReport(user)
        if (latest === undefined) return yield* new NoReportToRemindOf({ reason: "NoReport" })
        if (DateTime.isLessThanOrEqualTo(latest.retakeOn, yield* DateTime.now)) {
          return yield* new NoReportToRemindOf({ reason: "DatePassed" })
        }
        const token = newToken()
        const jobKey = newJobKey()
        const mail: RetakeReminderMail = {
          _tag: "RetakeReminderMail",
          to: user.email,
          name: user.name ?? "there",
          reportDate: latest.createdAt,
          quizLink: `${origin}/quiz`,
          reportLink: reportUrl(origin, latest.analysisId),
          optOutLink: reminderOptOutUrl(origin, token),
          because: latest.because,
        }
        yield* transaction.atomically(
          Effect.gen(function* () {
            yield* withdraw(yield* reminders.remove(user.id))
            yield* reminders.replace(
              new RetakeReminder({
                userId: user.id,
                analysisId: latest.analysisId,
                remindOn: latest.retakeOn,
                jobKey,
              }),
              token,
            )
            yield* outbox.enqueue({
              job: { _tag: "SendReminder", mail },
              dedupeKey: jobKey,
              runAt: latest.retakeOn,
            })
          }),
        )
        return yield* status(user)
      })

      const optOut = Effect.fn("RetakeReminders.optOut")(function* (user: User) {
        yield* transaction.atomically(Effect.flatMap(reminders.remove(user.id), withdraw))
        return yield* status(user)
      })

      const optOutByToken = Effect.fn("RetakeReminders.optOutByToken")(function* (token: string) {
        return yield* transaction.atomically(
          Effect.flatMap(reminders.removeByToken(token), withdraw),
        )
      })

      return { status, optIn, optOut, optOutByToken }
    }),
  )
}
