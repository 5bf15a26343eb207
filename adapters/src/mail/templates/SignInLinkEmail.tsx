/** The designed sign-in link e-mail: one button, the link as text, how long it works. */

import { Link, Section, Text } from "@react-email/components"
import { type SignInLinkMail, signInLinkWords } from "@strand/domain/accounts/SignInLinkMail"
import { ActionLink, EmailFrame, palette, text } from "./EmailFrame.tsx"

export function SignInLinkEmail({ mail }: { readonly mail: SignInLinkMail }) {
  return (
    <EmailFrame preview={signInLinkWords.validity(mail.minutes)} why={signInLinkWords.why}>
      <Text style={text}>Hello,</Text>
      <Text style={text}>{signInLinkWords.intro}</Text>
      <Section style={{ margin: "4px 0 12px" }}>
        <ActionLink href={mail.link}>{signInLinkWords.button}</ActionLink>
      </Section>
      <Text style={{ ...text, fontSize: "13px", color: palette.ink500 }}>
        Or paste this into your browser:{" "}
        <Link href={mail.link} style={{ color: palette.clay700, wordBreak: "break-all" }}>
          {mail.link}
        </Link>
      </Text>
      <Text style={text}>{signInLinkWords.validity(mail.minutes)}</Text>
    </EmailFrame>
  )
}
