/**
 * Picks the mailer the configuration asks for: the mail folder
 * `${dataDir}/mail` (default) or SMTP. Choosing SMTP without SMTP_URL stops
 * the app at startup rather than at the first sign-in e-mail.
 */
import { join } from "node:path"
import { Mailer } from "@strand/domain/mail/Mailer"
import { Effect, Layer, Option, type Redacted } from "effect"
import { mailFolderMailer } from "./MailFolderMailer.ts"
import { smtpMailer } from "./SmtpMailer.ts"

export interface MailerConfig {
  /** `folder` (MAIL_TRANSPORT=outbox is read as `folder`, its old name) or `smtp` */
  readonly transport: "folder" | "smtp"
  readonly smtpUrl: Option.Option<Redacted.Redacted<string>>
  readonly dataDir: string
  /** The From header of every message. */
  readonly from: string
}

/** Where MAIL_TRANSPORT=folder writes, inside the data folder. */
export const mailFolder = (dataDir: string) => join(dataDir, "mail")

export const mailerFromConfig = (config: MailerConfig): Layer.Layer<Mailer> => {
  if (config.transport === "folder") {
    return mailFolderMailer({ dir: mailFolder(config.dataDir), from: config.from })
  }
  return Option.match(config.smtpUrl, {
    onNone: () =>
      Layer.effect(
        Mailer,
        Effect.die(
          new Error(
            "MAIL_TRANSPORT=smtp needs SMTP_URL (e.g. smtp://user:pass@host:587); it is not set",
          ),
        ),
      ),
    onSome: (url) => smtpMailer({ url, from: config.from }),
  })
}
