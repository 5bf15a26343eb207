/** The e-mail that carries a sign-in link. */
import type { MailMessage } from "../mail/Mailer.ts"
import { signInLinkMinutes } from "./SignInLinkStore.ts"

export const signInLinkMail = (to: string, link: string): MailMessage => ({
  to,
  subject: "Your Strand sign-in link",
  text: [
    "Hello,",
    "",
    "Open this link to sign in to Strand:",
    link,
    "",
    `It works once, for the next ${signInLinkMinutes} minutes.`,
    "If you did not ask to sign in, you can ignore this e-mail: nothing happens without the link.",
    "",
    "Strand",
  ].join("\n"),
})
