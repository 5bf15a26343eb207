/**
 * Port: whatever hands an e-mail (sign-in links, report notices) to someone who
 * delivers it. Adapters write it to a local outbox folder (the default, for
 * development and single-machine launches) or send it to an SMTP server.
 * A successful `send` means the message was accepted for delivery, not that it
 * reached the inbox.
 */
import { Context, type Effect, Schema } from "effect"

export interface MailMessage {
  /** One recipient address. */
  readonly to: string
  readonly subject: string
  /** The plain-text body; every message has one. */
  readonly text: string
  /** An optional HTML alternative to `text`. */
  readonly html?: string
  readonly replyTo?: string
}

/**
 * - Unreachable: the mail server could not be reached or timed out; retrying later may help.
 * - Rejected: the server refused the message or its recipient for good (5xx).
 * - Unknown: anything else.
 */
export const MailFailure = Schema.Literals(["Unreachable", "Rejected", "Unknown"])
export type MailFailure = typeof MailFailure.Type

export class MailError extends Schema.TaggedError<MailError>()("MailError", {
  reason: MailFailure,
  /** Never contains the recipient's address or the message body. */
  message: Schema.String,
}) {}

export class Mailer extends Context.Service<
  Mailer,
  {
    send(message: MailMessage): Effect.Effect<void, MailError>
  }
>()("@strand/domain/mail/Mailer") {}
