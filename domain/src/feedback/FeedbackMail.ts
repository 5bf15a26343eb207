/**
 * The e-mail that hands a piece of feedback to Strand's team (FEEDBACK_EMAIL),
 * as data and as plain text. Replying answers the sender when they gave an
 * address. What the sender wrote (name, comments) is kept apart from what
 * Strand wrote: the subject carries the name cleaned to one line, and the
 * body shows their words after a marked line, never as headers or markup.
 */
import { DateTime, Schema } from "effect"
import { headerText } from "../mail/MailHeader.ts"
import type { StoredFeedback } from "./FeedbackStore.ts"

export const FeedbackMail = Schema.TaggedStruct("FeedbackMail", {
  to: Schema.String,
  feedbackId: Schema.String,
  /** written by the sender */
  name: Schema.String,
  email: Schema.NullOr(Schema.String),
  userId: Schema.NullOr(Schema.String),
  rating: Schema.String,
  /** ISO 8601 */
  receivedAt: Schema.String,
  /** written by the sender */
  comments: Schema.String,
})
export type FeedbackMail = typeof FeedbackMail.Type

export const feedbackMail = (to: string, feedback: StoredFeedback): FeedbackMail => ({
  _tag: "FeedbackMail",
  to,
  feedbackId: feedback.id,
  name: feedback.name,
  email: feedback.email,
  userId: feedback.userId,
  rating: feedback.rating,
  receivedAt: DateTime.formatIso(feedback.createdAt),
  comments: feedback.comments,
})

export const feedbackSubject = (mail: FeedbackMail) =>
  `Strand feedback from ${headerText(mail.name) || "Anonymous"}`

/** The facts Strand knows about a piece of feedback, as label and value. */
export const feedbackFacts = (mail: FeedbackMail): ReadonlyArray<readonly [string, string]> => [
  ["From", mail.name],
  ["E-mail", mail.email ?? "not given"],
  ["Signed in", mail.userId === null ? "no" : `yes (user ${mail.userId})`],
  ["Rating", mail.rating],
  ["Received", mail.receivedAt],
  ["Feedback id", mail.feedbackId],
]

export const feedbackCommentsLabel = "Their feedback, as they wrote it:"

export const feedbackText = (mail: FeedbackMail) =>
  [
    ...feedbackFacts(mail).map(([label, value]) => `${label}: ${value}`),
    "",
    feedbackCommentsLabel,
    mail.comments,
  ].join("\n")
