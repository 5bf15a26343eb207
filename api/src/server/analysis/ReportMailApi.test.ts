import { assert, describe, layer } from "@effect/vitest"
import { reportSectionHeadings } from "@strand/domain/analysis/ReportSections"
import { reportMailSubject } from "@strand/domain/mail/ReportMail"
import { Effect } from "effect"
import { mailsTo } from "../testing/MailFolder.ts"
import { analyse, signIn } from "../testing/SignIn.ts"
import { type CookieJar, request, TestServer, testServer } from "../testing/TestServer.ts"

type Server = { readonly url: string }
type Problem = { message: string; code: string }

const quiz = {
  userName: "Amara",
  answers: { gender: "female", hair_texture: "coily", scalp_condition: ["itchy_flaky"] },
  textInputs: {},
}

interface Analysed {
  readonly analysisId: string
  readonly results: { readonly routineSnapshot: string }
}

const sendReport = (server: Server, id: string, jar?: CookieJar) =>
  request(server, `/api/send-report/${id}`, { method: "POST", ...(jar ? { jar } : {}) })

describe("POST /api/send-report/:analysisId", () => {
  layer(testServer(), { timeout: 60_000, excludeTestServices: true })((it) => {
    it.effect("answers 401 without a session", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const response = yield* sendReport(server, crypto.randomUUID())
        assert.strictEqual(response.status, 401)
        assert.strictEqual((response.json as Problem).code, "UNAUTHORIZED")
      }),
    )

    it.effect("e-mails the owner their report, with every section and a link back to it", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const { jar, email } = yield* signIn(server, { name: "Amara" })
        const { analysisId, results } = yield* analyse<Analysed>(server, jar, quiz)
        const response = yield* sendReport(server, analysisId, jar)
        assert.strictEqual(response.status, 200, response.text)
        assert.deepStrictEqual(response.json, {
          success: true,
          message: "Your personalized report has been sent to your email.",
        })

        yield* server.settled
        const mails = yield* mailsTo(server.dataDir, email)
        assert.strictEqual(mails.length, 1)
        const [mail] = mails
        assert.strictEqual(mail?.subject, reportMailSubject)
        assert.strictEqual(mail?.subject, "Your Strand hair and scalp routine")
        const text = mail?.text ?? ""
        assert.isTrue(text.startsWith("Hi Amara,"))
        assert.include(text, results.routineSnapshot)
        for (const heading of reportSectionHeadings) assert.include(text, heading)
        // The configured origin (PUBLIC_URL; unset here, so localhost), not the request's host.
        assert.include(text, `http://localhost:3000/result?analysisId=${analysisId}`)
        const html = mail?.html ?? ""
        assert.match(html, /<h2[^>]*>Your routine snapshot<\/h2>/)
        assert.match(html, /<h2[^>]*>Recommended ingredients &amp; product texture<\/h2>/)
      }),
    )

    it.effect("keeps a report from everyone but its owner, sending nothing", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const owner = yield* signIn(server, { name: "Amara" })
        const other = yield* signIn(server, { name: "Eve" })
        const { analysisId } = yield* analyse<Analysed>(server, owner.jar, quiz)
        for (const id of [analysisId, crypto.randomUUID(), "not-a-uuid"]) {
          const response = yield* sendReport(server, id, other.jar)
          assert.strictEqual(response.status, 404)
          assert.deepStrictEqual(response.json, {
            _tag: "NotFound",
            message: "We couldn't find the analysis you're looking for.",
            code: "NOT_FOUND",
          })
        }
        yield* server.settled
        assert.deepStrictEqual(yield* mailsTo(server.dataDir, other.email), [])
        assert.deepStrictEqual(yield* mailsTo(server.dataDir, owner.email), [])
      }),
    )

    it.effect("sends at most 10 an hour per user, then answers 429 with Retry-After", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const { jar, email } = yield* signIn(server, { name: "Amara" })
        const { analysisId } = yield* analyse<Analysed>(server, jar, quiz)
        for (let attempt = 1; attempt <= 10; attempt++) {
          assert.strictEqual((yield* sendReport(server, analysisId, jar)).status, 200)
        }
        const limited = yield* sendReport(server, analysisId, jar)
        assert.strictEqual(limited.status, 429)
        assert.strictEqual((limited.json as Problem).code, "RATE_LIMITED")
        const retryAfter = Number(limited.headers.get("retry-after"))
        assert.isTrue(retryAfter > 0 && retryAfter <= 3600, `Retry-After: ${retryAfter}`)
        yield* server.settled
        assert.strictEqual((yield* mailsTo(server.dataDir, email)).length, 10)
        // another user is not held back by it
        const other = yield* signIn(server, { name: "Amara" })
        const theirs = yield* analyse<Analysed>(server, other.jar, quiz)
        assert.strictEqual((yield* sendReport(server, theirs.analysisId, other.jar)).status, 200)
      }),
    )
  })

  // Nothing listens on port 1: every e-mail fails as "Unreachable".
  const mailDown = testServer(
    {},
    {
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: "smtp://127.0.0.1:1",
      // the next attempt a minute away, so the job is seen waiting for it
      OUTBOX_FIRST_RETRY_SECONDS: "60",
    },
  )

  layer(mailDown, { timeout: 60_000, excludeTestServices: true })(
    "with the mail server down",
    (it) => {
      it.effect("answers sent once the e-mail is safely queued; the outbox keeps retrying it", () =>
        Effect.gen(function* () {
          const server = yield* TestServer
          const { jar } = yield* signIn(server, { name: "Amara" })
          const { analysisId } = yield* analyse<Analysed>(server, jar, quiz)
          const response = yield* sendReport(server, analysisId, jar)
          assert.strictEqual(response.status, 200, response.text)
          assert.deepStrictEqual(response.json, {
            success: true,
            message: "Your personalized report has been sent to your email.",
          })
          // The first attempt fails (nothing listens); the job waits for its next one.
          yield* server.settled
          const jobs = yield* server.outbox.list({ limit: 10 })
          const report = jobs.find((job) => job.description.startsWith("Report e-mail to"))
          assert.strictEqual(report?.status, "pending")
          assert.isAtLeast(report?.attempts ?? 0, 1)
          assert.match(report?.lastError ?? "", /^Unreachable: Could not reach the SMTP server/)
        }),
      )
    },
  )
})
