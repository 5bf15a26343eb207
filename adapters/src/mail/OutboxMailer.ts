/**
 * The default mailer (MAIL_TRANSPORT=outbox): every message becomes one
 * RFC 5322 `.eml` file in a folder instead of leaving the machine, so sign-in
 * links work on a laptop with no mail server. Any mail client opens the files.
 *
 * Names sort by send time (`2026-11-21T23-59-01-123Z-000000-1a2b3c4d.eml`):
 * the instant from the Effect Clock, a counter for messages within the same
 * millisecond, and a random part so two processes never collide. Each file
 * is written under a hidden temporary name and renamed into place, so a
 * reader listing `*.eml` never sees half a message.
 */
import { mkdir, rename, rm, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { MailError, Mailer, type MailMessage } from "@strand/domain/mail/Mailer"
import { DateTime, Effect, Layer, Predicate } from "effect"
import { createTransport } from "nodemailer"

export interface OutboxMailerOptions {
  /** The outbox folder; created if missing. */
  readonly dir: string
  /** The From header, e.g. `Strand <hello@strand.example>`. */
  readonly from: string
}

const errorCode = (cause: unknown) =>
  Predicate.hasProperty(cause, "code") && Predicate.isString(cause.code) ? cause.code : "unknown"

export const outboxMailer = (options: OutboxMailerOptions): Layer.Layer<Mailer> =>
  Layer.effect(
    Mailer,
    Effect.gen(function* () {
      yield* Effect.tryPromise({
        try: () => mkdir(options.dir, { recursive: true }),
        catch: (cause) =>
          new Error(`Could not create the mail outbox folder "${options.dir}"`, { cause }),
      }).pipe(Effect.orDie)

      // Only composes messages (no network): nodemailer renders the MIME text.
      const composer = createTransport({ streamTransport: true, buffer: true, newline: "unix" })

      let lastMillis = Number.NaN
      let sameMillisecond = 0
      const fileName = (now: DateTime.Utc) => {
        const millis = DateTime.toEpochMillis(now)
        sameMillisecond = millis === lastMillis ? sameMillisecond + 1 : 0
        lastMillis = millis
        const instant = DateTime.formatIso(now).replaceAll(":", "-").replace(".", "-")
        const counter = String(sameMillisecond).padStart(6, "0")
        return `${instant}-${counter}-${crypto.randomUUID().slice(0, 8)}.eml`
      }

      const send = Effect.fn("Mailer.send")(function* (message: MailMessage) {
        const now = yield* DateTime.now
        const name = fileName(now)
        const info = yield* Effect.tryPromise({
          try: () =>
            composer.sendMail({
              from: options.from,
              to: message.to,
              subject: message.subject,
              text: message.text,
              date: DateTime.toDateUtc(now),
              ...(message.html === undefined ? {} : { html: message.html }),
              ...(message.replyTo === undefined ? {} : { replyTo: message.replyTo }),
            }),
          catch: (cause) =>
            new MailError({
              reason: "Unknown",
              message: `Could not compose the message (${errorCode(cause)})`,
            }),
        })
        if (!Buffer.isBuffer(info.message)) {
          return yield* new MailError({
            reason: "Unknown",
            message: "The message composer returned a stream instead of a buffer",
          })
        }
        const eml = info.message
        const temporary = join(options.dir, `.${name}.tmp`)
        yield* Effect.tryPromise({
          try: async () => {
            await writeFile(temporary, eml, { flag: "wx" })
            await rename(temporary, join(options.dir, name))
          },
          catch: (cause) =>
            new MailError({
              reason: "Unknown",
              message: `Could not write to the mail outbox (${errorCode(cause)})`,
            }),
        }).pipe(
          Effect.tapError(() =>
            Effect.promise(() => rm(temporary, { force: true }).catch(() => undefined)),
          ),
        )
      })

      return Mailer.of({ send })
    }),
  )
