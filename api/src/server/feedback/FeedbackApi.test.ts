import { assert, describe, layer } from "@effect/vitest"
import { databaseLayer } from "@strand/adapters/db/Database"
import { PgFeedbackStore } from "@strand/adapters/feedback/PgFeedbackStore"
import { temporaryPostgresDatabase } from "@strand/adapters/testing/TestDatabase"
import { FeedbackStore } from "@strand/domain/feedback/FeedbackStore"
import { Effect, Layer, Option } from "effect"
import { inject } from "vitest"
import { mailsTo } from "../testing/MailFolder.ts"
import { signIn } from "../testing/SignIn.ts"
import { type CookieJar, request, TestServer, testServer } from "../testing/TestServer.ts"

type Server = { readonly url: string }
type Problem = { message: string; code: string; issues?: Array<{ path: unknown[] }> }

const team = "feedback@strand.test"
const unique = () => crypto.randomUUID().slice(0, 8)
const sent = { success: true, message: "Your feedback has been sent to our team." }

/**
 * The test server on a database of its own, with a FeedbackStore reading that
 * same database, so a test can see what was stored. A real PostgreSQL in both
 * lanes: the embedded database admits only the server's own connection.
 * Behind a trusted proxy, so each test is its own client IP (X-Forwarded-For)
 * and their per-IP limits do not add up.
 */
const feedbackServer = (environment: Readonly<Record<string, string>> = {}) =>
  Layer.unwrap(
    Effect.map(temporaryPostgresDatabase(inject("postgresUrl")), (url) =>
      Layer.mergeAll(
        testServer({ databaseUrl: Option.some(url), trustProxy: true }, environment),
        PgFeedbackStore.pipe(Layer.provide(databaseLayer({ url }))),
      ),
    ),
  )

// Every server has a database (and so rate-limit counters) of its own.
let clients = 0
const newIp = () => `203.0.113.${++clients}`

const sendFeedback = (server: Server, body: unknown, from: { ip?: string; jar?: CookieJar }) =>
  request(server, "/api/feedback", {
    method: "POST",
    body,
    headers: { "x-forwarded-for": from.ip ?? newIp() },
    ...(from.jar ? { jar: from.jar } : {}),
  })

/** The stored feedback whose comments are exactly `comments`. */
const storedWith = (comments: string) =>
  FeedbackStore.pipe(
    Effect.flatMap((store) => store.list),
    Effect.map((all) => all.filter((feedback) => feedback.comments === comments)),
  )

describe("POST /api/feedback", () => {
  layer(feedbackServer(), { timeout: 60_000, excludeTestServices: true })((it) => {
    it.effect("refuses blank comments with 'Please enter some feedback', storing nothing", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const before = (yield* (yield* FeedbackStore).list).length
        const blank = yield* sendFeedback(
          server,
          { name: "Anonymous", email: "", rating: "n/a", comments: "  \n " },
          {},
        )
        assert.strictEqual(blank.status, 400)
        const problem = blank.json as Problem
        assert.strictEqual(problem.code, "VALIDATION_ERROR")
        assert.strictEqual(problem.message, "Please enter some feedback")
        assert.deepStrictEqual(problem.issues?.[0]?.path, ["comments"])

        const missing = yield* sendFeedback(server, { name: "Ada" }, {})
        assert.strictEqual(missing.status, 400)
        assert.strictEqual((missing.json as Problem).message, "Required")
        const tooLong = yield* sendFeedback(server, { comments: "x".repeat(5001) }, {})
        assert.strictEqual(
          (tooLong.json as Problem).message,
          "Feedback must be at most 5000 characters",
        )
        const badEmail = yield* sendFeedback(server, { email: "ada@", comments: "Hi" }, {})
        assert.strictEqual((badEmail.json as Problem).message, "Please enter a valid email address")
        const longName = yield* sendFeedback(server, { name: "n".repeat(101), comments: "Hi" }, {})
        assert.strictEqual(
          (longName.json as Problem).message,
          "Name must be at most 100 characters",
        )

        assert.strictEqual((yield* (yield* FeedbackStore).list).length, before)
      }),
    )

    it.effect("stores an anonymous visitor's feedback and e-mails it to FEEDBACK_EMAIL", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const comments = `Loved the weekly rhythm ${unique()}`
        const response = yield* sendFeedback(
          server,
          { name: "", email: "", rating: "n/a", comments: ` ${comments} ` },
          {},
        )
        assert.strictEqual(response.status, 200, response.text)
        assert.deepStrictEqual(response.json, sent)

        const [stored, ...others] = yield* storedWith(comments)
        assert.strictEqual(others.length, 0)
        assert.strictEqual(stored?.name, "Anonymous")
        assert.isNull(stored?.email)
        assert.isNull(stored?.userId)
        assert.strictEqual(stored?.rating, "n/a")

        yield* server.settled
        const mails = (yield* mailsTo(server.dataDir, team)).filter((mail) =>
          mail.text.includes(comments),
        )
        assert.strictEqual(mails.length, 1)
        assert.strictEqual(mails[0]?.subject, "Strand feedback from Anonymous")
        assert.include(mails[0]?.text, "From: Anonymous")
        assert.deepStrictEqual(mails[0]?.replyTo, [])
      }),
    )

    it.effect("links a signed-in sender's feedback to their account", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const { jar, email } = yield* signIn(server, { name: "Ada" })
        const comments = `Signed-in thoughts ${unique()}`
        const response = yield* sendFeedback(server, { comments }, { jar })
        assert.strictEqual(response.status, 200, response.text)
        assert.deepStrictEqual(response.json, sent)
        const [stored] = yield* storedWith(comments)
        assert.isNotNull(stored?.userId)
        assert.strictEqual(stored?.name, "Ada")
        assert.strictEqual(stored?.email, email)
        yield* server.settled
        const [mail] = (yield* mailsTo(server.dataDir, team)).filter((m) =>
          m.text.includes(comments),
        )
        assert.deepStrictEqual(mail?.replyTo, [email])
      }),
    )

    it.effect("takes 10 an hour per IP address when anonymous, then answers 429", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const ip = newIp()
        for (let attempt = 1; attempt <= 10; attempt++) {
          const ok = yield* sendFeedback(server, { comments: `Note ${attempt}` }, { ip })
          assert.strictEqual(ok.status, 200, ok.text)
        }
        const limited = yield* sendFeedback(server, { comments: "One too many" }, { ip })
        assert.strictEqual(limited.status, 429)
        assert.strictEqual((limited.json as Problem).code, "RATE_LIMITED")
        assert.isTrue(Number(limited.headers.get("retry-after")) > 0)
        assert.deepStrictEqual(yield* storedWith("One too many"), [])
        // another address is not held back by it
        assert.strictEqual((yield* sendFeedback(server, { comments: "Hi" }, {})).status, 200)
      }),
    )

    it.effect("takes 10 an hour per user when signed in, wherever they send from", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const { jar } = yield* signIn(server)
        for (let attempt = 1; attempt <= 10; attempt++) {
          // a new address every time: the limit follows the account
          const ok = yield* sendFeedback(server, { comments: `Note ${attempt}` }, { jar })
          assert.strictEqual(ok.status, 200, ok.text)
        }
        const limited = yield* sendFeedback(server, { comments: "Again" }, { jar })
        assert.strictEqual(limited.status, 429)
        assert.isTrue(Number(limited.headers.get("retry-after")) > 0)
      }),
    )
  })

  // Nothing listens on port 1: every e-mail fails as "Unreachable".
  const mailDown = feedbackServer({ MAIL_TRANSPORT: "smtp", SMTP_URL: "smtp://127.0.0.1:1" })

  layer(mailDown, { timeout: 60_000, excludeTestServices: true })(
    "with the mail server down",
    (it) => {
      it.effect("still thanks the sender: the feedback is stored", () =>
        Effect.gen(function* () {
          const server = yield* TestServer
          const comments = `Kept despite the outage ${unique()}`
          const response = yield* sendFeedback(server, { comments }, {})
          assert.strictEqual(response.status, 200, response.text)
          assert.deepStrictEqual(response.json, sent)
          assert.strictEqual((yield* storedWith(comments)).length, 1)
        }),
      )
    },
  )
})
