/** The designed retake reminder: why now, one button to the quiz, the last report, one-click stop. */
import { Link } from "@react-email/link"
import { Section } from "@react-email/section"
import { Text } from "@react-email/text"
import {
  type RetakeReminderMail,
  retakeReminderWords,
} from "@strand/domain/mail/RetakeReminderMail"
import { ActionLink, EmailFrame, h, palette, text } from "./EmailFrame.ts"

const small = { ...text, fontSize: "13px", color: palette.ink500 }

export function RetakeReminderEmail({ mail }: { readonly mail: RetakeReminderMail }) {
  return h(
    EmailFrame,
    { preview: retakeReminderWords.intro(mail.reportDate), why: retakeReminderWords.why },
    h(Text, { style: text }, retakeReminderWords.greeting(mail.name)),
    h(Text, { style: text }, retakeReminderWords.intro(mail.reportDate)),
    mail.because.length === 0
      ? null
      : h(Text, { style: text }, retakeReminderWords.sooner(mail.because)),
    h(
      Section,
      { style: { margin: "4px 0 12px" } },
      h(ActionLink, { href: mail.quizLink }, retakeReminderWords.button),
    ),
    h(
      Text,
      { style: text },
      h(
        Link,
        { href: mail.reportLink, style: { color: palette.clay700 } },
        retakeReminderWords.report,
      ),
    ),
    h(Text, { style: text }, retakeReminderWords.compare),
    h(
      Text,
      { style: small },
      h(
        Link,
        { href: mail.optOutLink, style: { color: palette.clay700 } },
        retakeReminderWords.optOut,
      ),
    ),
  )
}
