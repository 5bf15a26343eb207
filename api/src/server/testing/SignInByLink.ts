/**
 * Signing in as an address that must prove itself (an admin's, or anyone's
 * in magic-link mode): ask for the link, read it where the server's mail
 * went, confirm it. Tests use it wherever they need an admin.
 */
import { assert } from "@effect/vitest"
import type { SmtpSink } from "@strand/adapters/testing/SmtpSink"
import { Effect } from "effect"
import { latestSignInToken } from "./MailFolder.ts"
import { mailTo } from "./SmtpTestServer.ts"
import { CookieJar, request } from "./TestServer.ts"

/**
 * Where the link arrives. `watch` is called just before the link is asked
 * for; its effect gives the token of the link that request sends.
 */
export interface Mailbox {
  readonly watch: (email: string) => Effect.Effect<string | undefined, Error>
}

const tokenIn = (text: string) =>
  [...text.matchAll(/\/auth\/confirm\?token=([A-Za-z0-9_-]+)/g)].at(-1)?.[1]

/** The server's mail folder (its default transport): the link leaves through the outbox worker. */
export const mailFolderOf = (server: {
  readonly dataDir: string
  readonly settled: Effect.Effect<void>
}): Mailbox => ({
  watch: (email) => Effect.andThen(server.settled, latestSignInToken(server.dataDir, email)),
})

/** A real SMTP listener the server sends to: the next message to the address. */
export const smtpMailbox = (sink: SmtpSink): Mailbox => ({
  watch: (email) => {
    const before = sink.messagesTo(email).length
    return Effect.map(mailTo(sink, email, before + 1), (mails) => tokenIn(mails.at(-1)?.text ?? ""))
  },
})

export const signInByLink = (
  server: { readonly url: string; readonly dataDir: string; readonly settled: Effect.Effect<void> },
  email: string,
  mailbox: Mailbox = mailFolderOf(server),
) =>
  Effect.gen(function* () {
    const jar = new CookieJar()
    const token = mailbox.watch(email)
    const asked = yield* request(server, "/api/login", { method: "POST", body: { email }, jar })
    assert.deepInclude(asked.json as object, { checkEmail: true })
    const confirmed = yield* request(server, "/api/login/confirm", {
      method: "POST",
      body: { token: yield* token },
      jar,
    })
    assert.strictEqual(confirmed.status, 200, confirmed.text)
    return { jar, user: confirmed.json as { readonly email: string; readonly isAdmin: boolean } }
  })
