/**
 * Use case: e-mailing a signed-in person their own stored report ("Email My
 * Report"). It goes only to the address of the account that owns it, so the
 * endpoint can never be used to send a report, or any e-mail, to someone
 * else; anyone else's report is "not found", like everywhere else.
 */
import { Context, Effect, Layer } from "effect"
import { type MailError, Mailer } from "../mail/Mailer.ts"
import type { User } from "../user/User.ts"
import { Analyses, type AnalysisNotFound } from "./Analyses.ts"
import type { AnalysisId } from "./AnalysisStore.ts"
import { reportMail, reportUrl } from "./ReportMail.ts"

export type ReportRecipient = Pick<User, "id" | "name" | "email">

export class ReportMailing extends Context.Service<
  ReportMailing,
  {
    /**
     * Sends report `id` to `recipient` if they own it. `origin` is the app's
     * address, for the e-mail's link back to the report.
     */
    send(
      id: AnalysisId,
      recipient: ReportRecipient,
      origin: string,
    ): Effect.Effect<void, AnalysisNotFound | MailError>
  }
>()("@strand/domain/analysis/ReportMailing") {
  static readonly layer = Layer.effect(
    ReportMailing,
    Effect.gen(function* () {
      const analyses = yield* Analyses
      const mailer = yield* Mailer

      const send = Effect.fn("ReportMailing.send")(function* (
        id: AnalysisId,
        recipient: ReportRecipient,
        origin: string,
      ) {
        // Only the owner's report: anyone else's is "not found" (Analyses.find).
        const report = yield* analyses.find(id, recipient.id)
        yield* mailer.send(
          reportMail({
            to: recipient.email,
            name: recipient.name,
            results: report.results,
            reportUrl: reportUrl(origin, id),
          }),
        )
      })

      return ReportMailing.of({ send })
    }),
  )
}
