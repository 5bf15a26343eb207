/**
 * The designed feedback e-mail to Strand's team: the facts Strand knows in a
 * table, then everything the sender typed (name, address, comments) in a
 * labelled quote, apart from them, so their words cannot pass for Strand's.
 */
import { Text } from "@react-email/text"
import {
  type FeedbackMail,
  feedbackFacts,
  senderWords,
  senderWordsLabel,
} from "@strand/domain/mail/FeedbackMail"
import { EmailFrame, h, palette, TheirWords, text } from "./EmailFrame.ts"

export const feedbackWhy =
  "You are receiving this because your address is Strand's feedback address (FEEDBACK_EMAIL)."

const cell = { ...text, margin: 0, padding: "2px 16px 2px 0", verticalAlign: "top" } as const

export function FeedbackEmail({ mail }: { readonly mail: FeedbackMail }) {
  return h(
    EmailFrame,
    { preview: "New feedback from the result page", why: feedbackWhy },
    h(
      Text,
      { style: { ...text, fontWeight: 600, color: palette.ink900 } },
      "New feedback from the result page",
    ),
    h(
      "table",
      { role: "presentation", cellPadding: 0, cellSpacing: 0, style: { margin: "0 0 12px" } },
      h(
        "tbody",
        null,
        ...feedbackFacts(mail).map(([label, value]) =>
          h(
            "tr",
            { key: label },
            h("td", { style: { ...cell, color: palette.ink500 } }, label),
            h("td", { style: { ...cell, wordBreak: "break-all" } }, value),
          ),
        ),
      ),
    ),
    h(TheirWords, { label: senderWordsLabel, words: senderWords(mail) }),
  )
}
