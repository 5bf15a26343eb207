/**
 * Composes every e-mail: subject, recipient and plain text from the domain
 * (mailEnvelope), and the designed HTML part rendered from the React Email
 * templates. Rendering is pure: it cannot fail for a well-formed Mail, so a
 * failure is a defect.
 */

import { render } from "@react-email/render"
import type { Mail } from "@strand/domain/mail/Mail"
import { mailEnvelope } from "@strand/domain/mail/Mail"
import { MailComposer } from "@strand/domain/mail/Mailer"
import { Effect, Layer } from "effect"
import { createElement } from "react"
import { FeedbackEmail } from "./templates/FeedbackEmail.ts"
import { ReportEmail } from "./templates/ReportEmail.ts"
import { SignInLinkEmail } from "./templates/SignInLinkEmail.ts"

export interface ComposerOptions {
  /** where people can write to Strand (the report e-mail's footer) */
  readonly contactEmail: string
}

export const mailTemplate = (mail: Mail, options: ComposerOptions) => {
  switch (mail._tag) {
    case "ReportMail":
      return createElement(ReportEmail, { mail, contactEmail: options.contactEmail })
    case "FeedbackMail":
      return createElement(FeedbackEmail, { mail })
    case "SignInLinkMail":
      return createElement(SignInLinkEmail, { mail })
  }
}

/** The message's HTML part. */
export const renderMailHtml = (mail: Mail, options: ComposerOptions) =>
  Effect.promise(() => render(mailTemplate(mail, options)))

export const reactEmailComposer = (options: ComposerOptions) =>
  Layer.succeed(
    MailComposer,
    MailComposer.of({
      compose: Effect.fn("MailComposer.compose")(function* (mail: Mail) {
        const html = yield* renderMailHtml(mail, options)
        return { ...mailEnvelope(mail, options.contactEmail), html }
      }),
    }),
  )
