/**
 * Every e-mail Strand sends, as data: what the outbox keeps until delivery
 * and what the templates design. `mailEnvelope` gives the parts every
 * message has whatever its design: recipient, one-line subject, plain text,
 * and the files it carries.
 */
import { Schema } from "effect"
import { FeedbackMail, feedbackSubject, feedbackText } from "./FeedbackMail.ts"
import type { MailMessage } from "./Mailer.ts"
import { headerText } from "./MailHeader.ts"
import { ReportMail, reportMailSubject, reportMailText } from "./ReportMail.ts"
import {
  RetakeReminderMail,
  retakeReminderSubject,
  retakeReminderText,
} from "./RetakeReminderMail.ts"
import { SignInLinkMail, signInLinkSubject, signInLinkText } from "./SignInLinkMail.ts"
import { SummaryShareMail, summaryShareSubject, summaryShareText } from "./SummaryShareMail.ts"

export const Mail = Schema.Union([
  ReportMail,
  FeedbackMail,
  SignInLinkMail,
  RetakeReminderMail,
  SummaryShareMail,
])
export type Mail = typeof Mail.Type

/** A short description for admins (the outbox page); never the body or a link. */
export const describeMail = (mail: Mail): string => {
  switch (mail._tag) {
    case "ReportMail":
      return `Report e-mail to ${mail.to}`
    case "FeedbackMail":
      return `Feedback e-mail to ${mail.to}`
    case "SignInLinkMail":
      return `Sign-in link e-mail to ${mail.to}`
    case "RetakeReminderMail":
      return `Retake reminder e-mail to ${mail.to}`
    case "SummaryShareMail":
      return mail.recipient === "expert"
        ? `Doctor's summary to the expert ${mail.to}`
        : `Copy of a doctor's summary to ${mail.to}`
  }
}

/**
 * The message without its HTML part. `contactEmail` is where people can
 * write back to Strand (the footer of the report e-mail).
 */
export const mailEnvelope = (mail: Mail, contactEmail: string): MailMessage => {
  switch (mail._tag) {
    case "ReportMail":
      return {
        to: mail.to,
        subject: headerText(reportMailSubject),
        text: reportMailText(mail, contactEmail),
      }
    case "FeedbackMail":
      return {
        to: mail.to,
        subject: feedbackSubject(mail),
        text: feedbackText(mail),
        ...(mail.email === null ? {} : { replyTo: mail.email }),
      }
    case "SignInLinkMail":
      return { to: mail.to, subject: headerText(signInLinkSubject), text: signInLinkText(mail) }
    case "RetakeReminderMail":
      return {
        to: mail.to,
        subject: headerText(retakeReminderSubject),
        text: retakeReminderText(mail),
      }
    case "SummaryShareMail":
      return {
        to: mail.to,
        subject: summaryShareSubject(mail),
        text: summaryShareText(mail),
        // The expert replies to the person, not to Strand.
        ...(mail.recipient === "expert" ? { replyTo: mail.personEmail } : {}),
        attachments: [
          { filename: mail.fileName, contentType: "application/pdf", content: mail.pdf },
        ],
      }
  }
}
