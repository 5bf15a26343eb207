/**
 * How Strand's e-mail leaves, chosen by MAIL_TRANSPORT: a mail folder in the
 * data folder (the default, for a laptop) or SMTP. Adding one is its adapter
 * file and one line here.
 */
import type { Mailer } from "@strand/domain/mail/Mailer"
import { Config } from "effect"
import { type Chosen, chooseProvider, type Provider } from "../config/Provider.ts"
import { folder } from "./MailFolderMailer.ts"
import type { MailShared } from "./MailShared.ts"
import { smtp } from "./SmtpMailer.ts"

const mailTransports: ReadonlyArray<Provider<Mailer, MailShared>> = [folder, smtp]

export interface MailConfig {
  readonly transport: Chosen<Mailer, MailShared>
  /** MAIL_FROM: the From of every e-mail Strand sends. */
  readonly from: string
}

export const mailConfig: Config.Config<MailConfig> = Config.all({
  // "outbox" was the folder's first name (too like the outbox that hands mail
  // over): setups that still say it keep working, with a warning at start
  transport: chooseProvider("MAIL_TRANSPORT", mailTransports, folder.id, { outbox: folder.id }),
  from: Config.String("MAIL_FROM").pipe(Config.withDefault("Strand <hello@strand.local>")),
})

/** The chosen transport's layer, writing into `dataDir` when it keeps mail. */
export const mailerLayer = (config: MailConfig, dataDir: string) =>
  config.transport.layer({ dataDir, from: config.from })
