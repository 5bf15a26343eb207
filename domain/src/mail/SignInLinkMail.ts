/** The e-mail that carries a sign-in link, as data and as plain text. */
import { Schema } from "effect"
import { signInLinkMinutes } from "../session/SignInLinkStore.ts"

export const signInLinkSubject = "Your Strand sign-in link"

export const SignInLinkMail = Schema.TaggedStruct("SignInLinkMail", {
  to: Schema.String,
  /** Secret until used: the outbox forgets it once the message is delivered. */
  link: Schema.String,
  minutes: Schema.Number,
})
export type SignInLinkMail = typeof SignInLinkMail.Type

export const signInLinkMail = (to: string, link: string): SignInLinkMail => ({
  _tag: "SignInLinkMail",
  to,
  link,
  minutes: signInLinkMinutes,
})

export const signInLinkWords = {
  intro: "Open this link to sign in to Strand:",
  button: "Sign in to Strand",
  validity: (minutes: number) => `It works once, for the next ${minutes} minutes.`,
  why: "If you did not ask to sign in, you can ignore this e-mail: nothing happens without the link.",
} as const

export const signInLinkText = (mail: SignInLinkMail) =>
  [
    "Hello,",
    "",
    signInLinkWords.intro,
    mail.link,
    "",
    signInLinkWords.validity(mail.minutes),
    signInLinkWords.why,
    "",
    "Strand",
  ].join("\n")
