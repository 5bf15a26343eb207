import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { signInByLink } from "../testing/SignInByLink.ts"
import { CookieJar, request, TestServer, testServer } from "../testing/TestServer.ts"

type Server = TestServer["Service"]
type Funnel = {
  started: number
  completed: number
  emailedReport: number
  invitedFriend: number
  questions: Array<{ question: string; reached: number; left: number }>
  events: Array<{ label: string; count: number }>
}
type Problem = { message: string; code: string }

// Behind a trusted proxy, so each test is its own visitor (X-Forwarded-For).
let clients = 0
const newIp = () => `198.51.100.${++clients}`

const send = (
  server: Server,
  journey: string,
  event: unknown,
  headers: Record<string, string> = {},
) =>
  request(server, "/api/events", {
    method: "POST",
    body: { journey, event },
    headers: { "x-forwarded-for": headers["x-forwarded-for"] ?? newIp(), ...headers },
  })

/** The admin, signed in through the link e-mailed to the address (admins never sign in by typing it). */
const admin = (server: Server) =>
  Effect.map(signInByLink(server, "boss@strand.test"), ({ jar }) => jar)

/** The funnel for the hour around now. */
const funnelNow = (server: Server, jar: CookieJar) => {
  const from = new Date(Date.now() - 30 * 60_000).toISOString()
  const to = new Date(Date.now() + 30 * 60_000).toISOString()
  return request(server, `/api/admin/funnel?from=${from}&to=${to}`, { jar }).pipe(
    Effect.map((response) => {
      assert.strictEqual(response.status, 200, response.text)
      return response.json as Funnel
    }),
  )
}

const started = (funnel: Funnel) => funnel.started

describe("engagement events over HTTP", () => {
  layer(testServer({ adminEmails: ["boss@strand.test"], trustProxy: true }), {
    timeout: 60_000,
    excludeTestServices: true,
  })((it) => {
    it.effect(
      "records a journey's events, sets no cookie, and the admin's funnel counts them",
      () =>
        Effect.gen(function* () {
          const server = yield* TestServer
          const jar = yield* admin(server)
          const before = yield* funnelNow(server, jar)
          const journey = crypto.randomUUID()
          for (const event of [
            { category: "quiz", label: "quiz_start" },
            { category: "quiz", label: "question_view", value: "gender" },
            { category: "quiz", label: "quiz_complete" },
            { category: "referral", label: "share", value: "social" },
          ]) {
            const response = yield* send(server, journey, event)
            assert.strictEqual(response.status, 204, response.text)
            assert.strictEqual(response.text, "")
            assert.deepStrictEqual(response.headers.getSetCookie(), [])
          }
          const after = yield* funnelNow(server, jar)
          assert.strictEqual(started(after), started(before) + 1)
          assert.strictEqual(after.completed, before.completed + 1)
          assert.strictEqual(after.invitedFriend, before.invitedFriend + 1)
          assert.strictEqual(after.emailedReport, before.emailedReport)
          const gender = after.questions.find((row) => row.question === "gender")
          assert.isAtLeast(gender?.reached ?? 0, 1)
        }),
    )

    it.effect("refuses events outside the closed list with a 400", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const unknownLabel = yield* send(server, crypto.randomUUID(), {
          category: "quiz",
          label: "quiz_abandon",
        })
        assert.strictEqual(unknownLabel.status, 400)
        assert.strictEqual((unknownLabel.json as Problem).code, "VALIDATION_ERROR")
        const unknownQuestion = yield* send(server, crypto.randomUUID(), {
          category: "quiz",
          label: "question_view",
          value: "favourite_colour",
        })
        assert.strictEqual(unknownQuestion.status, 400)
        const notAJourney = yield* send(server, "ada@example.com", {
          category: "quiz",
          label: "quiz_start",
        })
        assert.strictEqual(notAJourney.status, 400)
      }),
    )

    it.effect(
      "keeps nothing from a browser that sends Do Not Track or Global Privacy Control",
      () =>
        Effect.gen(function* () {
          const server = yield* TestServer
          const jar = yield* admin(server)
          const before = yield* funnelNow(server, jar)
          const start = { category: "quiz", label: "quiz_start" }
          const dnt = yield* send(server, crypto.randomUUID(), start, { dnt: "1" })
          assert.strictEqual(dnt.status, 204)
          const gpc = yield* send(server, crypto.randomUUID(), start, { "sec-gpc": "1" })
          assert.strictEqual(gpc.status, 204)
          assert.strictEqual(started(yield* funnelNow(server, jar)), started(before))
        }),
    )

    it.effect("follows the CSRF rules of every POST", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const crossSite = yield* send(
          server,
          crypto.randomUUID(),
          { category: "quiz", label: "quiz_start" },
          { "sec-fetch-site": "cross-site" },
        )
        assert.strictEqual(crossSite.status, 403)
        const notJson = yield* request(server, "/api/events", {
          method: "POST",
          rawBody: "journey=x",
          headers: { "content-type": "application/x-www-form-urlencoded" },
        })
        assert.strictEqual(notJson.status, 415)
      }),
    )

    it.effect("takes 300 events per 15 minutes from one address, then answers 429", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const ip = newIp()
        const journey = crypto.randomUUID()
        const view = { category: "quiz", label: "question_view", value: "density" }
        for (let count = 1; count <= 300; count++) {
          const ok = yield* send(server, journey, view, { "x-forwarded-for": ip })
          assert.strictEqual(ok.status, 204)
        }
        const limited = yield* send(server, journey, view, { "x-forwarded-for": ip })
        assert.strictEqual(limited.status, 429)
        assert.strictEqual((limited.json as Problem).code, "RATE_LIMITED")
        assert.strictEqual((yield* send(server, journey, view)).status, 204)
      }),
    )

    it.effect("shows the funnel to admins only, for a period that makes sense", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const period = "from=2026-11-01T00:00:00Z&to=2026-11-08T00:00:00Z"
        const anonymous = yield* request(server, `/api/admin/funnel?${period}`)
        assert.strictEqual(anonymous.status, 401)
        const someone = new CookieJar()
        yield* request(server, "/api/login", {
          method: "POST",
          body: { email: "someone@example.com", name: "Someone" },
          jar: someone,
        })
        const forbidden = yield* request(server, `/api/admin/funnel?${period}`, { jar: someone })
        assert.strictEqual(forbidden.status, 403)

        const jar = yield* admin(server)
        const empty = yield* request(server, `/api/admin/funnel?${period}`, { jar })
        assert.strictEqual(empty.status, 200, empty.text)
        const funnel = empty.json as Funnel & { from: string; to: string }
        assert.strictEqual(funnel.from, "2026-11-01T00:00:00.000Z")
        assert.strictEqual(funnel.started, 0)
        assert.strictEqual(funnel.events.length, 6)

        const backwards = yield* request(
          server,
          "/api/admin/funnel?from=2026-11-08T00:00:00Z&to=2026-11-01T00:00:00Z",
          { jar },
        )
        assert.strictEqual(backwards.status, 400)
        assert.strictEqual(
          (backwards.json as Problem).message,
          "The period must end after it starts",
        )
        const garbled = yield* request(server, "/api/admin/funnel?from=yesterday&to=today", { jar })
        assert.strictEqual(garbled.status, 400)
      }),
    )
  })
})
