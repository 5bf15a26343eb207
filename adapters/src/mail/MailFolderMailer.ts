/**
 * The default mailer (MAIL_TRANSPORT=folder): every
 * message becomes one RFC 5322 `.eml` file in a mail folder instead of
 * leaving the machine, so sign-in links work on a laptop with no mail
 * server. Any mail client opens the files.
 *
 * Names sort by send time (`2026-11-21T23-59-01-123Z-000000-1a2b3c4d.eml`):
 * the instant from the Effect Clock, a counter for messages within the same
 * millisecond, and a random part so two processes never collide. A message
 * with a Message-ID takes a digest of it as that last part instead, and is
 * not written again when a file with it is already there: a message the
 * outbox delivers twice (after a crash) is in the folder once. Each file is
 * written under a hidden temporary name and renamed into place, so a reader
 * listing `*.eml` never sees half a message.
 */
import { createHash } from "node:crypto"
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { MailError, Mailer, type MailMessage } from "@strand/domain/mail/Mailer"
import { Config, DateTime, Effect, Layer, Predicate } from "effect"
import { createTransport } from "nodemailer"
import { provider } from "../config/Provider.ts"
import { nodemailerAttachments } from "./Attachments.ts"
import { refuseHeaderInjection } from "./MailHeaders.ts"
import type { MailShared } from "./MailShared.ts"

export interface MailFolderMailerOptions {
  /** The mail folder; created if missing. */
  readonly dir: string
  /** The From header, e.g. `Strand <hello@strand.example>`. */
  readonly from: string
}

// 8 hex characters: random, or a digest of the Message-ID so a repeat is recognised
const idPart = (messageId: string | undefined) =>
  messageId === undefined
    ? crypto.randomUUID().slice(0, 8)
    : createHash("sha256").update(messageId).digest("hex").slice(0, 8)

const errorCode = (cause: unknown) =>
  Predicate.hasProperty(cause, "code") && Predicate.isString(cause.code) ? cause.code : "unknown"

export const mailFolderMailer = (options: MailFolderMailerOptions): Layer.Layer<Mailer> =>
  Layer.effect(
    Mailer,
    Effect.gen(function* () {
      yield* Effect.tryPromise({
        try: () => mkdir(options.dir, { recursive: true }),
        catch: (cause) => new Error(`Could not create the mail folder "${options.dir}"`, { cause }),
      }).pipe(Effect.orDie)

      // Only composes messages (no network): nodemailer renders the MIME text.
      const composer = createTransport({ streamTransport: true, buffer: true, newline: "unix" })

      let lastMillis = Number.NaN
      let sameMillisecond = 0
      const fileName = (now: DateTime.Utc, messageId: string | undefined) => {
        const millis = DateTime.toEpochMillis(now)
        sameMillisecond = millis === lastMillis ? sameMillisecond + 1 : 0
        lastMillis = millis
        const instant = DateTime.formatIso(now).replaceAll(":", "-").replace(".", "-")
        const counter = String(sameMillisecond).padStart(6, "0")
        return `${instant}-${counter}-${idPart(messageId)}.eml`
      }

      const alreadyWritten = (messageId: string | undefined) =>
        messageId === undefined
          ? Effect.succeed(false)
          : Effect.promise(async () =>
              (await readdir(options.dir).catch(() => [] as Array<string>)).some((name) =>
                name.endsWith(`-${idPart(messageId)}.eml`),
              ),
            )

      const send = Effect.fn("Mailer.send")(function* (message: MailMessage) {
        yield* refuseHeaderInjection(message)
        if (yield* alreadyWritten(message.messageId)) return
        const now = yield* DateTime.now
        const name = fileName(now, message.messageId)
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
              ...(message.messageId === undefined ? {} : { messageId: message.messageId }),
              ...nodemailerAttachments(message),
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
              message: `Could not write to the mail folder (${errorCode(cause)})`,
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

/** Where MAIL_TRANSPORT=folder writes, inside the data folder. */
export const mailFolder = (dataDir: string) => join(dataDir, "mail")

/** MAIL_TRANSPORT=folder, the default: nothing to set. */
export const folder = provider({
  id: "folder",
  label: "Mail folder",
  config: Config.succeed(undefined),
  layer: (_, shared: MailShared) =>
    mailFolderMailer({ dir: mailFolder(shared.dataDir), from: shared.from }),
})
