/**
 * Use case: "Send my summary". A signed-in person sends the doctor's summary
 * of one of their reports to an expert in the directory, having seen exactly
 * what goes (the summary and their e-mail address, nothing else) and ticked
 * their consent; the contract refuses a request without it, so nothing
 * leaves without it.
 *
 * The summary is rendered to its one-page PDF now (DoctorSummaryPdf), so
 * what the expert receives is what the person agreed to; then, in one
 * transaction, the share is recorded and two e-mails are queued in the
 * outbox: the expert's, with the PDF and the person's address to reply to,
 * and the person's copy. Only the owner's report can be sent (anyone else's
 * is "not found", as everywhere), only to a listed expert with an e-mail.
 */
import { Clock, Context, DateTime, Effect, Layer, Option, Schema } from "effect"
import type { AnalysisNotFound } from "../analysis/Analyses.ts"
import type { AnalysisId } from "../analysis/AnalysisStore.ts"
import type { DoctorSummaryNotes } from "../analysis/DoctorSummary.ts"
import {
  DoctorSummaryPdf,
  type PaperSize,
  type PdfUnavailable,
} from "../analysis/DoctorSummaryPdf.ts"
import { ReportDownloads } from "../analysis/ReportDownloads.ts"
import { type SummaryShareMail, summaryFileName } from "../mail/SummaryShareMail.ts"
import { Outbox } from "../outbox/Outbox.ts"
import { longDate } from "../text/LongDate.ts"
import { Transaction } from "../transaction/Transaction.ts"
import type { User } from "../user/User.ts"
import { type ExpertId, takesSummaries } from "./Expert.ts"
import { expertKindLabels } from "./ExpertKinds.ts"
import { ExpertStore } from "./ExpertStore.ts"
import { SummaryShare, SummaryShareId, SummaryShareStore } from "./SummaryShare.ts"

/** The expert is not in the directory (or hidden), or has no e-mail to send to. */
export class ExpertUnavailable extends Schema.TaggedError<ExpertUnavailable>()(
  "ExpertUnavailable",
  { reason: Schema.Literals(["NotListed", "NoEmail"]) },
) {}

export interface ShareRequest {
  readonly expertId: ExpertId
  /** Since when and what they tried, as typed beside the summary (optional). */
  readonly notes: DoctorSummaryNotes
  readonly paper: PaperSize
}

/** The person who sends: their report, their name on the summary, their address for replies. */
export type Sender = Pick<User, "id" | "name" | "email">

/** The lines of "what was sent", as the person's list of shares shows them. */
export const whatWasSent = (reportDate: DateTime.Utc, email: string) => [
  `The summary for your doctor from your report of ${longDate(reportDate)}, as a one-page PDF`,
  `Your e-mail address, ${email}, so they can reply`,
]

export class SummarySharing extends Context.Service<
  SummarySharing,
  {
    share(
      sender: Sender,
      analysisId: AnalysisId,
      request: ShareRequest,
    ): Effect.Effect<SummaryShare, AnalysisNotFound | ExpertUnavailable | PdfUnavailable>
    /** The person's shares, newest first. */
    list(sender: Pick<User, "id">): Effect.Effect<ReadonlyArray<SummaryShare>>
  }
>()("@strand/domain/experts/SummarySharing") {
  static readonly layer = Layer.effect(
    SummarySharing,
    Effect.gen(function* () {
      const downloads = yield* ReportDownloads
      const pdf = yield* DoctorSummaryPdf
      const experts = yield* ExpertStore
      const shares = yield* SummaryShareStore
      const outbox = yield* Outbox
      const transaction = yield* Transaction

      const share = Effect.fn("SummarySharing.share")(function* (
        sender: Sender,
        analysisId: AnalysisId,
        request: ShareRequest,
      ) {
        // The report first: anyone else's is "not found", whichever expert was named.
        const summary = yield* downloads.summary(analysisId, sender, request.notes)
        const found = yield* experts.find(request.expertId)
        if (Option.isNone(found) || found.value.hidden)
          return yield* new ExpertUnavailable({ reason: "NotListed" })
        const expert = found.value
        if (!takesSummaries(expert) || expert.email === null)
          return yield* new ExpertUnavailable({ reason: "NoEmail" })
        const bytes = yield* pdf.render(summary, request.paper)
        const sharedAt = DateTime.makeUnsafe(yield* Clock.currentTimeMillis)
        const record = new SummaryShare({
          id: SummaryShareId.make(crypto.randomUUID()),
          analysisId,
          reportDate: summary.reportDate,
          expertId: expert.id,
          expertName: expert.name,
          expertKind: expert.kind,
          expertEmail: expert.email,
          what: whatWasSent(summary.reportDate, sender.email),
          sharedAt,
        })
        const mail = (to: string, recipient: SummaryShareMail["recipient"]): SummaryShareMail => ({
          _tag: "SummaryShareMail",
          to,
          recipient,
          personName: sender.name ?? sender.email,
          personEmail: sender.email,
          expertName: expert.name,
          expertKind: expertKindLabels[expert.kind],
          reportDate: summary.reportDate,
          sharedAt,
          bookingUrl: expert.bookingUrl,
          fileName: summaryFileName,
          pdf: bytes,
        })
        yield* transaction.atomically(
          Effect.gen(function* () {
            yield* shares.record(sender.id, record)
            yield* outbox.enqueue({
              job: { _tag: "ShareSummary", mail: mail(expert.email!, "expert") },
              dedupeKey: `summary-share:${record.id}:expert`,
            })
            yield* outbox.enqueue({
              job: { _tag: "ShareSummary", mail: mail(sender.email, "person") },
              dedupeKey: `summary-share:${record.id}:person`,
            })
          }),
        )
        return record
      })

      const list = Effect.fn("SummarySharing.list")(function* (sender: Pick<User, "id">) {
        return yield* shares.listFor(sender.id)
      })

      return SummarySharing.of({ share, list })
    }),
  )
}
