/**
 * The e-mail that hands a piece of feedback to Strand's team (FEEDBACK_EMAIL).
 * Plain text only; replying answers the sender when they gave an address.
 *
 * What the app knows (id, time, whether the sender was signed in) comes
 * first, one field per line. What the sender typed follows inside a fence:
 * every line of it starts with "> ", so however it is written, nothing in it
 * can pass for one of the app's lines ("Signed in: yes", "E-mail: …").
 */
import { DateTime } from "effect"
import type { MailMessage } from "../mail/Mailer.ts"
import { withoutBidiControls } from "../text/PlainText.ts"
import type { StoredFeedback } from "./FeedbackStore.ts"

// A header must stay on one line whatever the sender typed as their name.
const oneLine = (text: string) => withoutBidiControls(text).replace(/\s+/g, " ").trim()

/** The sender's words, each line quoted. */
const fenced = (lines: ReadonlyArray<string>) =>
  lines.flatMap((text) => text.split(/\r\n|\r|\n/)).map((line) => (line === "" ? ">" : `> ${line}`))

export const senderFenceStart = '---- Typed by the sender (each line starts with "> ") ----'
export const senderFenceEnd = "---- End of what the sender typed ----"

export const feedbackMail = (to: string, feedback: StoredFeedback): MailMessage => ({
  to,
  subject: `Strand feedback from ${oneLine(feedback.name)}`,
  text: [
    "Feedback from Strand's result page.",
    "",
    `Feedback id: ${feedback.id}`,
    `Received: ${DateTime.formatIso(feedback.createdAt)}`,
    `Signed in: ${feedback.userId === null ? "no" : `yes (user ${feedback.userId})`}`,
    `Rating: ${feedback.rating}`,
    "",
    senderFenceStart,
    ...fenced([
      `From: ${oneLine(feedback.name)}`,
      `E-mail: ${feedback.email ?? "not given"}`,
      "",
      withoutBidiControls(feedback.comments),
    ]),
    senderFenceEnd,
  ].join("\n"),
  ...(feedback.email === null ? {} : { replyTo: feedback.email }),
})
