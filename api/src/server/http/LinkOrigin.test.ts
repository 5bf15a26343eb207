/**
 * Absolute links in e-mails come from PUBLIC_URL only:
 * a sign-in link built from the request's Host or X-Forwarded-Host let
 * anyone request a link for a victim that, once clicked, handed the token to
 * the requester's host.
 */
import { assert, describe, layer } from "@effect/vitest"
import { sources } from "@strand/domain/analyst/Sources"
import { Effect, Option } from "effect"
import { mailsTo } from "../testing/MailFolder.ts"
import { analysisOf, signIn } from "../testing/SignIn.ts"
import { request, TestServer, testServer } from "../testing/TestServer.ts"

/** The addresses of the sources the report e-mail cites in its evidence notes. */
const evidenceAddresses = new Set(
  Object.values(sources).flatMap((source) => ("url" in source ? [source.url] : [])),
)

const unique = () => crypto.randomUUID().slice(0, 8)
const attacker = { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" }
/** The links a reader can follow: every URL of a text part, every href of an HTML part (not its doctype). */
const linksIn = (text: string) =>
  text.includes("<html")
    ? [...text.matchAll(/href="(https?:\/\/[^"]+)"/g)].map((m) => m[1] ?? "")
    : [...text.matchAll(/https?:\/\/[^\s"<>]+/g)].map((m) => m[0])

describe("links in e-mails", () => {
  layer(
    testServer({
      authMode: "magic-link",
      trustProxy: true,
      publicUrl: Option.some("https://strand.example"),
    }),
    { timeout: 60_000, excludeTestServices: true },
  )((it) => {
    it.effect("a sign-in link points at PUBLIC_URL whatever host the request names", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const email = `victim-${unique()}@example.com`
        const asked = yield* request(server, "/api/login", {
          method: "POST",
          body: { email },
          headers: attacker,
        })
        assert.strictEqual(asked.status, 200, asked.text)
        yield* server.settled
        const [mail] = yield* mailsTo(server.dataDir, email)
        const links = linksIn(mail?.text ?? "")
        assert.isNotEmpty(links)
        for (const link of links)
          assert.match(link, /^https:\/\/strand\.example\/auth\/confirm\?token=/)
      }),
    )
  })

  layer(testServer({ trustProxy: true }), { timeout: 60_000, excludeTestServices: true })((it) => {
    it.effect(
      "without PUBLIC_URL, the report link points at localhost, never the request's host",
      () =>
        Effect.gen(function* () {
          const server = yield* TestServer
          const { jar, email } = yield* signIn(server)
          const analysisId = yield* analysisOf(server, jar, {
            gender: "male",
            hair_length_male: "short",
          })
          const sent = yield* request(server, `/api/send-report/${analysisId}`, {
            method: "POST",
            jar,
            headers: attacker,
          })
          assert.strictEqual(sent.status, 200, sent.text)
          yield* server.settled
          const [mail] = yield* mailsTo(server.dataDir, email)
          for (const text of [mail?.text ?? "", mail?.html ?? ""]) {
            const links = linksIn(text)
            assert.isNotEmpty(links)
            // Strand's own links; the rest are the evidence notes' sources, never the request's host.
            for (const link of links.filter((l) => !evidenceAddresses.has(l)))
              assert.match(link, /^http:\/\/localhost:3000\//)
            assert.isTrue(links.some((l) => l.startsWith("http://localhost:3000/")))
          }
        }),
    )
  })
})
