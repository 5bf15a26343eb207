/**
 * The designed e-mails of a summary sent to an expert: the expert's (who
 * asked, that the PDF is attached and is no diagnosis, reply to reach them)
 * and the person's copy (to whom and when, the same PDF, how to book).
 */
import { Link } from "@react-email/link"
import { Text } from "@react-email/text"
import { type SummaryShareMail, summaryShareWords } from "@strand/domain/mail/SummaryShareMail"
import { EmailFrame, h, palette, text } from "./EmailFrame.ts"

export function SummaryShareEmail({ mail }: { readonly mail: SummaryShareMail }) {
  const words = summaryShareWords
  if (mail.recipient === "expert")
    return h(
      EmailFrame,
      { preview: words.expertIntro(mail), why: words.expertWhy },
      h(Text, { style: text }, words.expertGreeting(mail)),
      h(Text, { style: text }, words.expertIntro(mail)),
      h(Text, { style: text }, words.expertReply(mail)),
    )
  return h(
    EmailFrame,
    { preview: words.personIntro(mail), why: words.personWhy },
    h(Text, { style: text }, words.personGreeting(mail)),
    h(Text, { style: text }, words.personIntro(mail)),
    mail.bookingUrl === null
      ? null
      : h(
          Text,
          { style: text },
          h(Link, { href: mail.bookingUrl, style: { color: palette.clay700 } }, words.personBook),
        ),
  )
}
