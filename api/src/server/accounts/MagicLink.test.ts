import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { CookieJar, request, TestServer, testServer } from "../testing/TestServer.ts"

const unique = () => crypto.randomUUID().slice(0, 8)

/** The sign-in links e-mailed so far, oldest first, read from the mail folder. */
const mailedLinks = (dataDir: string): Array<string> => {
  const folder = join(dataDir, "mail")
  return readdirSync(folder)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .flatMap((name) => {
      // quoted-printable may wrap long lines with "=\n"
      const text = readFileSync(join(folder, name), "utf8")
        .replaceAll("=\n", "")
        .replaceAll("=3D", "=")
      return [...text.matchAll(/http:\/\/\S+\/auth\/confirm\?token=[A-Za-z0-9_-]+/g)].map(
        (m) => m[0],
      )
    })
}

const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? ""

describe("AUTH_MODE=magic-link", () => {
  layer(testServer({ authMode: "magic-link" }), { timeout: 60_000, excludeTestServices: true })(
    (it) => {
      it.effect("e-mails a single-use link instead of signing in, and the link signs in once", () =>
        Effect.gen(function* () {
          const server = yield* TestServer
          const email = `link-${unique()}@example.com`
          const jar = new CookieJar()
          const login = yield* request(server, "/api/login", {
            method: "POST",
            body: { email, name: "Lin" },
            jar,
          })
          assert.strictEqual(login.status, 200)
          assert.deepInclude(login.json as object, { checkEmail: true })
          assert.strictEqual(jar.cookies.size, 0)
          assert.strictEqual((yield* request(server, "/api/user", { jar })).status, 401)

          yield* server.settled
          const link = mailedLinks(server.dataDir).at(-1) ?? ""
          assert.match(link, /\/auth\/confirm\?token=[A-Za-z0-9_-]{43}$/)
          const confirmed = yield* request(server, "/api/login/confirm", {
            method: "POST",
            body: { token: tokenOf(link) },
            jar,
          })
          assert.strictEqual(confirmed.status, 200)
          assert.strictEqual((confirmed.json as { email: string }).email, email)
          assert.strictEqual((yield* request(server, "/api/user", { jar })).status, 200)

          const replay = yield* request(server, "/api/login/confirm", {
            method: "POST",
            body: { token: tokenOf(link) },
          })
          assert.strictEqual(replay.status, 410)
          assert.strictEqual((replay.json as { code: string }).code, "LINK_EXPIRED")
        }),
      )

      it.effect("a newer link makes the older one useless", () =>
        Effect.gen(function* () {
          const server = yield* TestServer
          const email = `twice-${unique()}@example.com`
          yield* request(server, "/api/login", { method: "POST", body: { email } })
          yield* server.settled
          const older = mailedLinks(server.dataDir).at(-1) ?? ""
          yield* request(server, "/api/login", { method: "POST", body: { email } })
          yield* server.settled
          const newer = mailedLinks(server.dataDir).at(-1) ?? ""
          assert.notStrictEqual(older, newer)
          const withOlder = yield* request(server, "/api/login/confirm", {
            method: "POST",
            body: { token: tokenOf(older) },
          })
          assert.strictEqual(withOlder.status, 410)
          const withNewer = yield* request(server, "/api/login/confirm", {
            method: "POST",
            body: { token: tokenOf(newer) },
          })
          assert.strictEqual(withNewer.status, 200)
        }),
      )

      it.effect("joining the waitlist also sends a link rather than signing in", () =>
        Effect.gen(function* () {
          const server = yield* TestServer
          const jar = new CookieJar()
          const joined = yield* request(server, "/api/waitlist", {
            method: "POST",
            body: { name: "Jo", email: `jo-${unique()}@example.com` },
            jar,
          })
          assert.strictEqual(joined.status, 200)
          assert.deepInclude(joined.json as object, { success: true, checkEmail: true })
          assert.strictEqual(jar.cookies.size, 0)
        }),
      )

      it.effect(
        "a stale or bogus link, or asking for a new one, leaves the session as it was",
        () =>
          Effect.gen(function* () {
            const server = yield* TestServer
            const email = `stays-${unique()}@example.com`
            yield* request(server, "/api/login", { method: "POST", body: { email } })
            yield* server.settled
            const used = tokenOf(mailedLinks(server.dataDir).at(-1) ?? "")
            const jar = new CookieJar()
            const confirmed = yield* request(server, "/api/login/confirm", {
              method: "POST",
              body: { token: used },
              jar,
            })
            assert.strictEqual(confirmed.status, 200)

            for (const token of [used, "bogus-token-that-was-never-sent"]) {
              const refused = yield* request(server, "/api/login/confirm", {
                method: "POST",
                body: { token },
                jar,
              })
              assert.strictEqual(refused.status, 410)
              assert.strictEqual((yield* request(server, "/api/user", { jar })).status, 200, token)
            }
            // A new link is only a link: the session ends when the new one is made.
            const asked = yield* request(server, "/api/login", {
              method: "POST",
              body: { email },
              jar,
            })
            assert.deepInclude(asked.json as object, { checkEmail: true })
            assert.strictEqual((yield* request(server, "/api/user", { jar })).status, 200)
            yield* server.settled
            const before = jar.header
            const replaced = yield* request(server, "/api/login/confirm", {
              method: "POST",
              body: { token: tokenOf(mailedLinks(server.dataDir).at(-1) ?? "") },
              jar,
            })
            assert.strictEqual(replaced.status, 200)
            // The old cookie no longer signs anyone in.
            const old = yield* request(server, "/api/user", { headers: { cookie: before } })
            assert.strictEqual(old.status, 401)
          }),
      )
    },
  )
})
