/**
 * The test server's mail folder (`${dataDir}/mail/*.eml`, MAIL_TRANSPORT=folder)
 * read the way a mail client reads it, with mailparser. Messages leave through
 * the outbox worker: wait for `TestServer.settled` before reading.
 */
import { readdir, readFile } from "node:fs/promises"
import { join } from "node:path"
import { Effect } from "effect"
import { type AddressObject, simpleParser } from "mailparser"

export interface FolderMail {
  readonly to: ReadonlyArray<string>
  readonly replyTo: ReadonlyArray<string>
  readonly subject: string
  readonly text: string
  /** "" when the message has no HTML part */
  readonly html: string
}

const addresses = (field: AddressObject | ReadonlyArray<AddressObject> | undefined) =>
  (field === undefined ? [] : "value" in field ? [field] : field).flatMap((group) =>
    group.value.flatMap((entry) => (entry.address === undefined ? [] : [entry.address])),
  )

/** Every message in the mail folder, oldest first (none when nothing was sent yet). */
export const mailFolder = (dataDir: string) =>
  Effect.promise(async () => {
    const dir = join(dataDir, "mail")
    const names = await readdir(dir).catch(() => [] as Array<string>)
    return Promise.all(
      names
        .filter((name) => name.endsWith(".eml"))
        .sort()
        .map(async (name): Promise<FolderMail> => {
          const parsed = await simpleParser(await readFile(join(dir, name)))
          return {
            to: addresses(parsed.to),
            replyTo: addresses(parsed.replyTo),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: parsed.html === false ? "" : parsed.html,
          }
        }),
    )
  })

/** The messages sent to `address`, oldest first. */
export const mailsTo = (dataDir: string, address: string) =>
  Effect.map(mailFolder(dataDir), (mails) =>
    mails.filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase())),
  )

/** The token of the newest sign-in link e-mailed to `address`, if any. */
export const latestSignInToken = (dataDir: string, address: string) =>
  Effect.map(mailsTo(dataDir, address), (mails) => {
    const links = mails.flatMap((mail) => [
      ...mail.text.matchAll(/\/auth\/confirm\?token=([A-Za-z0-9_-]+)/g),
    ])
    return links.at(-1)?.[1]
  })
