/** The e2e server's mail outbox (MAIL_TRANSPORT=outbox), read as a mail client reads it. */
import { readdir, readFile } from "node:fs/promises"
import { join } from "node:path"
import { simpleParser } from "mailparser"

const outboxDir = () => join(process.env.STRAND_E2E_DATA_DIR ?? "", "outbox")

/** The newest sign-in link e-mailed to `address`, once it has arrived. */
export const signInLinkFor = async (address: string): Promise<string | undefined> => {
  const names = (await readdir(outboxDir()).catch(() => [] as Array<string>))
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .reverse()
  for (const name of names) {
    const mail = await simpleParser(await readFile(join(outboxDir(), name)))
    const to = mail.to === undefined ? [] : "value" in mail.to ? [mail.to] : mail.to
    if (!to.some((group) => group.value.some((entry) => entry.address === address))) continue
    const link = /https?:\/\/\S+\/auth\/confirm\?token=[A-Za-z0-9_-]+/.exec(mail.text ?? "")?.[0]
    if (link !== undefined) return link
  }
  return undefined
}
