/**
 * The e-mails of a summary sent to an expert: the expert's, with the one-page
 * PDF attached and the person's address to reply to, and the person's copy,
 * with the same PDF. Nothing else of the report goes: the summary and the
 * person's e-mail address are all the expert receives.
 */
import { Schema } from "effect"
import { longDate } from "../text/LongDate.ts"
import { headerText } from "./MailHeader.ts"

export const SummaryShareMail = Schema.TaggedStruct("SummaryShareMail", {
  to: Schema.String,
  /** The expert's message, or the person's copy of it. */
  recipient: Schema.Literals(["expert", "person"]),
  /** The person's name, or their address when the account has none. */
  personName: Schema.String,
  personEmail: Schema.String,
  expertName: Schema.String,
  /** "Dermatologist" */
  expertKind: Schema.String,
  reportDate: Schema.DateTimeUtcFromString,
  sharedAt: Schema.DateTimeUtcFromString,
  bookingUrl: Schema.NullOr(Schema.String),
  fileName: Schema.String,
  /** The summary as DoctorSummaryPdf rendered it when the person sent it. */
  pdf: Schema.Uint8ArrayFromBase64,
})
export type SummaryShareMail = typeof SummaryShareMail.Type

export const summaryFileName = "hair-and-scalp-summary.pdf"

export const summaryShareSubject = (mail: SummaryShareMail) =>
  headerText(
    mail.recipient === "expert"
      ? `Hair and scalp summary from ${mail.personName}`
      : `Your summary was sent to ${mail.expertName}`,
  )

/** The words of both messages, shared by the text and the HTML parts. */
export const summaryShareWords = {
  expertGreeting: (mail: SummaryShareMail) => `Hello ${mail.expertName},`,
  expertIntro: (mail: SummaryShareMail) =>
    `${mail.personName} (${mail.personEmail}) asked Strand to send you their hair and scalp summary. It is attached as a one-page PDF: what they reported in Strand's questionnaire, in their own words where they typed them. It is not a diagnosis.`,
  expertReply: (mail: SummaryShareMail) =>
    `Reply to this e-mail to reach ${mail.personName} directly; Strand does not see your reply.`,
  expertWhy:
    "You received this because you are listed in Strand's directory of experts and the person chose you.",
  personGreeting: (mail: SummaryShareMail) => `Hello ${mail.personName},`,
  personIntro: (mail: SummaryShareMail) =>
    `You sent your hair and scalp summary from your report of ${longDate(mail.reportDate)} to ${mail.expertName} (${mail.expertKind}) on ${longDate(mail.sharedAt)}. The PDF attached is exactly what they received, with your e-mail address so they can reply.`,
  personBook: "Book with them",
  personWhy: "You received this copy because you sent your summary to an expert from Strand.",
} as const

export const summaryShareText = (mail: SummaryShareMail) =>
  (mail.recipient === "expert"
    ? [
        summaryShareWords.expertGreeting(mail),
        "",
        summaryShareWords.expertIntro(mail),
        "",
        summaryShareWords.expertReply(mail),
        "",
        summaryShareWords.expertWhy,
      ]
    : [
        summaryShareWords.personGreeting(mail),
        "",
        summaryShareWords.personIntro(mail),
        ...(mail.bookingUrl === null
          ? []
          : ["", `${summaryShareWords.personBook}: ${mail.bookingUrl}`]),
        "",
        summaryShareWords.personWhy,
      ]
  )
    .concat(["", "Strand"])
    .join("\n")
