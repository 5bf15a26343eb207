/** Every e-mail's designed HTML part, rendered from its template. */
import { render } from "@react-email/render"
import type { Mail } from "@strand/domain/mail/Mail"
import { createElement } from "react"
import { FeedbackEmail } from "./FeedbackEmail.ts"
import { ReportEmail } from "./ReportEmail.ts"
import { RetakeReminderEmail } from "./RetakeReminderEmail.ts"
import { SignInLinkEmail } from "./SignInLinkEmail.ts"
import { SummaryShareEmail } from "./SummaryShareEmail.ts"

export interface TemplateOptions {
  /** where people can write to Strand (the report e-mail's footer) */
  readonly contactEmail: string
}

export const mailTemplate = (mail: Mail, options: TemplateOptions) => {
  switch (mail._tag) {
    case "ReportMail":
      return createElement(ReportEmail, { mail, contactEmail: options.contactEmail })
    case "FeedbackMail":
      return createElement(FeedbackEmail, { mail })
    case "SignInLinkMail":
      return createElement(SignInLinkEmail, { mail })
    case "RetakeReminderMail":
      return createElement(RetakeReminderEmail, { mail })
    case "SummaryShareMail":
      return createElement(SummaryShareEmail, { mail })
  }
}

export const renderMailHtml = (mail: Mail, options: TemplateOptions): Promise<string> =>
  render(mailTemplate(mail, options))
