/**
 * Signing in as an address that must prove itself (an admin's, or anyone's
 * in magic-link mode): ask for the link, read it from the mail folder,
 * confirm it. Tests use it wherever they need an admin.
 */
import { assert } from "@effect/vitest"
import { Effect } from "effect"
import { latestSignInToken } from "./MailFolder.ts"
import { CookieJar, request } from "./TestServer.ts"

export const signInByLink = (
  server: { url: string; dataDir: string; settled: Effect.Effect<void> },
  email: string,
) =>
  Effect.gen(function* () {
    const jar = new CookieJar()
    const asked = yield* request(server, "/api/login", { method: "POST", body: { email }, jar })
    assert.deepInclude(asked.json as object, { checkEmail: true })
    // The link leaves through the outbox worker.
    yield* server.settled
    const token = yield* latestSignInToken(server.dataDir, email)
    const confirmed = yield* request(server, "/api/login/confirm", {
      method: "POST",
      body: { token },
      jar,
    })
    assert.strictEqual(confirmed.status, 200, confirmed.text)
    return { jar, user: confirmed.json as unknown }
  })
