/**
 * An e2e app's mail folder (MAIL_TRANSPORT=folder: `${STRAND_DATA_DIR}/mail/*.eml`),
 * read as a mail client reads it. Mail leaves through the outbox worker a
 * moment after the request, so callers poll (`expect.poll`).
 */
import { readdir, readFile } from "node:fs/promises"
import { join } from "node:path"
import { simpleParser } from "mailparser"
import { appDataDirs } from "../ports.ts"

/** The newest sign-in link e-mailed to `address` by the app keeping its data in `dataDir`. */
export const signInLinkFor = async (
  address: string,
  dataDir: string = appDataDirs.main,
): Promise<string | undefined> => {
  const dir = join(dataDir, "mail")
  const names = (await readdir(dir).catch(() => [] as Array<string>))
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .reverse()
  for (const name of names) {
    const mail = await simpleParser(await readFile(join(dir, name)))
    const to = mail.to === undefined ? [] : "value" in mail.to ? [mail.to] : mail.to
    if (!to.some((group) => group.value.some((entry) => entry.address === address))) continue
    const link = /https?:\/\/\S+\/auth\/confirm\?token=[A-Za-z0-9_-]+/.exec(mail.text ?? "")?.[0]
    if (link !== undefined) return link
  }
  return undefined
}

/** Every message e-mailed to `address` by the main app so far, as a mail client reads it. */
export const mailTo = async (address: string, dataDir: string = appDataDirs.main) => {
  const dir = join(dataDir, "mail")
  const names = (await readdir(dir).catch(() => [] as Array<string>))
    .filter((name) => name.endsWith(".eml"))
    .sort()
  const mails = await Promise.all(
    names.map(async (name) => simpleParser(await readFile(join(dir, name)))),
  )
  return mails.filter((mail) => {
    const to = mail.to === undefined ? [] : "value" in mail.to ? [mail.to] : mail.to
    return to.some((group) => group.value.some((entry) => entry.address === address))
  })
}
