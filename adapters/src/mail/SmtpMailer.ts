/**
 * The mailer for real delivery (MAIL_TRANSPORT=smtp): nodemailer's pooled
 * SMTP transport to the server in SMTP_URL (`smtp://user:pass@host:587` or
 * `smtps://…`), as many connections kept open as the outbox worker sends
 * e-mails at once, each reused for up to 100 messages, so a burst of mail
 * does not open (and authenticate) one connection per message. Failures
 * become MailError reasons the caller can act on.
 * Error messages are built from codes only: an SMTP server's reply often
 * quotes the recipient's address, which must never reach the logs.
 */
import { defaultDeliveryPolicy } from "@strand/domain/delivery/OutboxDelivery"
import { MailError, Mailer, type MailFailure, type MailMessage } from "@strand/domain/mail/Mailer"
import { Config, Effect, Layer, Predicate, Redacted } from "effect"
import { createTransport } from "nodemailer"
import { provider, requiredSecret } from "../config/Provider.ts"
import { nodemailerAttachments } from "./Attachments.ts"
import { refuseHeaderInjection } from "./MailHeaders.ts"
import type { MailShared } from "./MailShared.ts"

export interface SmtpMailerOptions {
  readonly url: Redacted.Redacted<string>
  /** The From header, e.g. `Strand <hello@strand.example>`. */
  readonly from: string
}

// Long enough for a slow provider, short enough that the outbox worker moves
// on from a dead server and tries it again later.
const timeoutMillis = 10_000

const unreachableCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ESOCKET",
  "ECONNECTION",
  "EDNS",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
])

const stringField = (cause: unknown, field: string) =>
  Predicate.hasProperty(cause, field) && Predicate.isString(cause[field]) ? cause[field] : undefined

const numberField = (cause: unknown, field: string) =>
  Predicate.hasProperty(cause, field) && Predicate.isNumber(cause[field]) ? cause[field] : undefined

/** Classifies a nodemailer error by its code and SMTP response code. */
export const classifySmtpFailure = (cause: unknown): MailError => {
  const code = stringField(cause, "code")
  const originalCode = stringField(cause, "originalCode")
  const responseCode = numberField(cause, "responseCode")
  const command = stringField(cause, "command")
  const details = [code, originalCode, responseCode, command && `at ${command}`]
    .filter((part) => part !== undefined && part !== "")
    .join(" ")
  const reason: MailFailure =
    responseCode !== undefined && responseCode >= 500 && responseCode < 600
      ? "Rejected"
      : (code !== undefined && unreachableCodes.has(code)) ||
          (originalCode !== undefined && unreachableCodes.has(originalCode))
        ? "Unreachable"
        : "Unknown"
  const summary = {
    Rejected: "The SMTP server rejected the message",
    Unreachable: "Could not reach the SMTP server",
    Unknown: "Sending through the SMTP server failed",
  }[reason]
  return new MailError({ reason, message: details === "" ? summary : `${summary} (${details})` })
}

export const smtpMailer = (options: SmtpMailerOptions): Layer.Layer<Mailer> =>
  Layer.effect(
    Mailer,
    Effect.gen(function* () {
      const transporter = yield* Effect.acquireRelease(
        Effect.sync(() =>
          createTransport({
            url: Redacted.value(options.url),
            pool: true,
            maxConnections: defaultDeliveryPolicy.mailSenders,
            maxMessages: 100,
            connectionTimeout: timeoutMillis,
            greetingTimeout: timeoutMillis,
            socketTimeout: timeoutMillis,
            // nodemailer's own logger would print envelopes (addresses).
            logger: false,
            debug: false,
          }),
        ),
        (transporter) => Effect.sync(() => transporter.close()),
      )

      const send = Effect.fn("Mailer.send")(function* (message: MailMessage) {
        yield* refuseHeaderInjection(message)
        yield* Effect.tryPromise({
          try: () =>
            transporter.sendMail({
              from: options.from,
              to: message.to,
              subject: message.subject,
              text: message.text,
              ...(message.html === undefined ? {} : { html: message.html }),
              ...(message.replyTo === undefined ? {} : { replyTo: message.replyTo }),
              ...(message.messageId === undefined ? {} : { messageId: message.messageId }),
              ...nodemailerAttachments(message),
            }),
          catch: classifySmtpFailure,
        })
      })

      return Mailer.of({ send })
    }),
  )

/** MAIL_TRANSPORT=smtp with SMTP_URL. */
export const smtp = provider({
  id: "smtp",
  label: "SMTP",
  config: Config.all({ url: requiredSecret("SMTP_URL", "e.g. smtp://user:pass@host:587") }),
  layer: (settings, shared: MailShared) => smtpMailer({ url: settings.url, from: shared.from }),
})
