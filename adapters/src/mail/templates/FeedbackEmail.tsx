/**
 * The designed feedback e-mail to Strand's team: the facts Strand knows in a
 * table, then the sender's own words in a labelled quote, apart from them.
 */

import { Text } from "@react-email/components"
import {
  type FeedbackMail,
  feedbackCommentsLabel,
  feedbackFacts,
} from "@strand/domain/feedback/FeedbackMail"
import { EmailFrame, palette, TheirWords, text } from "./EmailFrame.tsx"

export const feedbackWhy =
  "You are receiving this because your address is Strand's feedback address (FEEDBACK_EMAIL)."

export function FeedbackEmail({ mail }: { readonly mail: FeedbackMail }) {
  return (
    <EmailFrame preview="New feedback from the result page" why={feedbackWhy}>
      <Text style={{ ...text, fontWeight: 600, color: palette.ink900 }}>
        New feedback from the result page
      </Text>
      <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: "0 0 12px" }}>
        <tbody>
          {feedbackFacts(mail).map(([label, value]) => (
            <tr key={label}>
              <td
                style={{
                  ...text,
                  margin: 0,
                  padding: "2px 16px 2px 0",
                  color: palette.ink500,
                  verticalAlign: "top",
                }}
              >
                {label}
              </td>
              <td style={{ ...text, margin: 0, padding: "2px 0", wordBreak: "break-all" }}>
                {value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <TheirWords label={feedbackCommentsLabel}>{mail.comments}</TheirWords>
    </EmailFrame>
  )
}
