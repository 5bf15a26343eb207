/**
 * The e-mail that hands a piece of feedback to Strand's team (FEEDBACK_EMAIL).
 * Plain text only; replying answers the sender when they gave an address.
 */
import { DateTime } from "effect"
import type { MailMessage } from "../mail/Mailer.ts"
import type { StoredFeedback } from "./FeedbackStore.ts"

// A header must stay on one line whatever the sender typed as their name.
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim()

export const feedbackMail = (to: string, feedback: StoredFeedback): MailMessage => ({
  to,
  subject: `Strand feedback from ${oneLine(feedback.name)}`,
  text: [
    `From: ${feedback.name}`,
    `E-mail: ${feedback.email ?? "not given"}`,
    `Signed in: ${feedback.userId === null ? "no" : `yes (user ${feedback.userId})`}`,
    `Rating: ${feedback.rating}`,
    `Received: ${DateTime.formatIso(feedback.createdAt)}`,
    `Feedback id: ${feedback.id}`,
    "",
    feedback.comments,
  ].join("\n"),
  ...(feedback.email === null ? {} : { replyTo: feedback.email }),
})
