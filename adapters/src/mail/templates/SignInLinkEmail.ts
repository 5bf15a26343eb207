/** The designed sign-in link e-mail: one button, the link as text, how long it works. */
import { Link } from "@react-email/link"
import { Section } from "@react-email/section"
import { Text } from "@react-email/text"
import { type SignInLinkMail, signInLinkWords } from "@strand/domain/mail/SignInLinkMail"
import { ActionLink, EmailFrame, h, palette, text } from "./EmailFrame.ts"

export function SignInLinkEmail({ mail }: { readonly mail: SignInLinkMail }) {
  return h(
    EmailFrame,
    { preview: signInLinkWords.validity(mail.minutes), why: signInLinkWords.why },
    h(Text, { style: text }, "Hello,"),
    h(Text, { style: text }, signInLinkWords.intro),
    h(
      Section,
      { style: { margin: "4px 0 12px" } },
      h(ActionLink, { href: mail.link }, signInLinkWords.button),
    ),
    h(
      Text,
      { style: { ...text, fontSize: "13px", color: palette.ink500 } },
      "Or paste this into your browser: ",
      h(
        Link,
        { href: mail.link, style: { color: palette.clay700, wordBreak: "break-all" } },
        mail.link,
      ),
    ),
    h(Text, { style: text }, signInLinkWords.validity(mail.minutes)),
  )
}
