/**
 * Port: turns a queued `Mail` into the message to send: subject, plain text
 * and designed HTML (the templates are in the adapters).
 */
import { Context, type Effect } from "effect"
import type { Mail } from "./Mail.ts"
import type { MailMessage } from "./Mailer.ts"

export class MailComposer extends Context.Service<
  MailComposer,
  {
    compose(mail: Mail): Effect.Effect<MailMessage>
  }
>()("@strand/domain/mail/MailComposer") {}
