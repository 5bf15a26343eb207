/**
 * Port: whatever hands an e-mail (sign-in links, reports, feedback) to someone
 * who delivers it. Adapters write it to a local mail folder (the default, for
 * development and single-machine launches) or send it to an SMTP server.
 * A successful `send` means the message was accepted for delivery, not that it
 * reached the inbox. Use cases never call it directly: they queue a `Mail` in
 * the outbox, whose worker composes it (`MailComposer`) and sends it.
 */
import { Context, type Effect, Schema } from "effect"

/** A file sent with a message (the doctor's summary as a PDF). */
export interface MailAttachment {
  readonly filename: string
  readonly contentType: string
  readonly content: Uint8Array
}

export interface MailMessage {
  /** One recipient address. */
  readonly to: string
  readonly subject: string
  /** The plain-text body; every message has one. */
  readonly text: string
  /** An optional HTML alternative to `text`. */
  readonly html?: string
  readonly replyTo?: string
  /**
   * A stable Message-ID (`<id@host>`): a message sent again after a retry
   * carries the same one, so mail stores recognise the duplicate, and the
   * mail folder writes it only once.
   */
  readonly messageId?: string
  readonly attachments?: ReadonlyArray<MailAttachment>
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
