/**
 * The e-mail that hands a piece of feedback to Strand's team (FEEDBACK_EMAIL),
 * as data and as plain text; the designed HTML is a template in the adapters.
 * Replying answers the sender when they gave an address.
 *
 * What the app knows (id, time, whether the sender was signed in) comes
 * first, one field per line. What the sender typed (their name, address and
 * comments) follows inside a fence: every line of it starts with "> ", so
 * however it is written, nothing in it can pass for one of the app's lines
 * ("Signed in: yes", "E-mail: …"). The HTML keeps the same split: the app's
 * facts in a table, the sender's words in a labelled quote below it.
 */
import { Schema } from "effect"
import { withoutBidiControls } from "../text/TextFields.ts"
import { headerText } from "./MailHeader.ts"

export const FeedbackMail = Schema.TaggedStruct("FeedbackMail", {
  to: Schema.String,
  feedbackId: Schema.String,
  /** written by the sender */
  name: Schema.String,
  /** written by the sender */
  email: Schema.NullOr(Schema.String),
  userId: Schema.NullOr(Schema.String),
  rating: Schema.String,
  /** ISO 8601 */
  receivedAt: Schema.String,
  /** written by the sender */
  comments: Schema.String,
})
export type FeedbackMail = typeof FeedbackMail.Type

/** One line, without bidi overrides, whatever the sender typed as their name. */
export const feedbackSubject = (mail: FeedbackMail) =>
  `Strand feedback from ${headerText(withoutBidiControls(mail.name)) || "Anonymous"}`

/** What Strand knows about a piece of feedback, as label and value. */
export const feedbackFacts = (mail: FeedbackMail): ReadonlyArray<readonly [string, string]> => [
  ["Feedback id", mail.feedbackId],
  ["Received", mail.receivedAt],
  ["Signed in", mail.userId === null ? "no" : `yes (user ${mail.userId})`],
  ["Rating", mail.rating],
]

export const senderFenceStart = '---- Typed by the sender (each line starts with "> ") ----'
export const senderFenceEnd = "---- End of what the sender typed ----"
/** The label of the quote that holds the sender's words in the HTML. */
export const senderWordsLabel = "Typed by the sender"

/** Everything the sender typed (name, address, comments), as one text. */
export const senderWords = (mail: FeedbackMail): string =>
  withoutBidiControls(
    [`From: ${mail.name}`, `E-mail: ${mail.email ?? "not given"}`, "", mail.comments].join("\n"),
  )

/** The sender's words, each line quoted. */
const fenced = (text: string) =>
  text.split(/\r\n|\r|\n/).map((line) => (line === "" ? ">" : `> ${line}`))

export const feedbackText = (mail: FeedbackMail) =>
  [
    "Feedback from Strand's result page.",
    "",
    ...feedbackFacts(mail).map(([label, value]) => `${label}: ${value}`),
    "",
    senderFenceStart,
    ...fenced(senderWords(mail)),
    senderFenceEnd,
  ].join("\n")
