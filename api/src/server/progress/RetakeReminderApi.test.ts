/**
 * The retake reminder end to end: one e-mail, queued in the
 * outbox for the report's retake date (brought forward by life events),
 * delivered to a real SMTP listener when that date comes, its links built
 * from PUBLIC_URL, and stopped with one click (or from the page) before or
 * after it left.
 */
import { assert, describe, layer } from "@effect/vitest"
import { rateLimits } from "@strand/domain/ratelimit/RateLimits"
import { DateTime, Effect, Option } from "effect"
import { eventually, until } from "../testing/Eventually.ts"
import { analyse, quizBody, signIn } from "../testing/SignIn.ts"
import { SmtpTestSink, smtpTestServer } from "../testing/SmtpTestServer.ts"
import { type CookieJar, request, TestServer, testServer } from "../testing/TestServer.ts"

const publicUrl = "https://strand.example"
const unique = () => crypto.randomUUID().slice(0, 8)

const server = smtpTestServer({ publicUrl: Option.some(publicUrl) })

interface Status {
  success: true
  status: {
    latest: {
      analysisId: string
      createdAt: string
      retakeOn: string
      because: Array<string>
    } | null
    reminder: { analysisId: string; remindOn: string } | null
  }
}

const reminder = (url: string, jar: CookieJar, method: "GET" | "POST" | "DELETE") =>
  request({ url }, "/api/retake-reminder", { method, jar })

/** The reminder jobs waiting for this address. */
const waitingFor = (email: string) =>
  Effect.gen(function* () {
    const { outbox } = yield* TestServer
    const jobs = yield* outbox.list({ limit: 1000 })
    return jobs.filter((job) => job.kind === "SendReminder" && job.description.includes(email))
  })

const weeksBetween = (from: string, to: string) =>
  (Date.parse(to) - Date.parse(from)) / (7 * 24 * 3600 * 1000)

const coloured = {
  gender: "female",
  hair_texture: "wavy",
  hair_state: ["coloured"],
  symptoms: ["sudden_shedding"],
  health_background: ["recent_trigger"],
}

describe("the retake reminder", () => {
  layer(server, { timeout: 90_000, excludeTestServices: true })((it) => {
    it.effect(
      "queues one e-mail for the retake date and delivers it then, with links from PUBLIC_URL and a one-click stop",
      () =>
        Effect.gen(function* () {
          const { url, sql, settled } = yield* TestServer
          const sink = yield* SmtpTestSink
          const { jar, email } = yield* signIn({ url })

          // Before any report there is no date to remind of.
          const empty = yield* reminder(url, jar, "GET")
          assert.strictEqual(empty.status, 200, empty.text)
          assert.deepStrictEqual((empty.json as Status).status, { latest: null, reminder: null })
          const refused = yield* reminder(url, jar, "POST")
          assert.strictEqual(refused.status, 409, refused.text)
          assert.strictEqual((refused.json as { code: string }).code, "REMINDER_UNAVAILABLE")

          const { analysisId } = yield* analyse({ url }, jar, quizBody(coloured))
          const before = (yield* reminder(url, jar, "GET")).json as Status
          const latest = before.status.latest!
          assert.strictEqual(latest.analysisId, analysisId)
          // Shedding after a trigger alone waits 12 weeks; the new colour brings it to 6.
          assert.closeTo(weeksBetween(latest.createdAt, latest.retakeOn), 6, 0.01)
          assert.match(latest.because.join(" "), /your hair is coloured/)
          assert.isNull(before.status.reminder)

          const optedIn = yield* reminder(url, jar, "POST")
          assert.strictEqual(optedIn.status, 200, optedIn.text)
          assert.deepStrictEqual((optedIn.json as Status).status.reminder, {
            analysisId,
            remindOn: latest.retakeOn,
          })
          // Asking twice keeps one reminder: the first e-mail is withdrawn.
          assert.strictEqual((yield* reminder(url, jar, "POST")).status, 200)
          const [job, ...more] = yield* waitingFor(email)
          assert.deepStrictEqual(more, [])
          assert.strictEqual(job?.status, "pending")
          assert.strictEqual(
            job?.nextAttemptAt && DateTime.formatIso(job.nextAttemptAt),
            latest.retakeOn,
          )
          // Weeks away: nothing leaves now.
          yield* settled
          assert.deepStrictEqual(sink.messagesTo(email), [])

          // The date comes.
          yield* sql`UPDATE outbox SET run_at = now() WHERE kind = 'SendReminder' AND description LIKE ${`%${email}`}`
          const [mail] = yield* eventually(
            Effect.suspend(() => {
              const mails = sink.messagesTo(email)
              return Effect.as(until(mails.length >= 1, `a reminder to ${email}`), mails)
            }),
          )
          assert.strictEqual(mail?.subject, "Time to take the Strand hair quiz again")
          assert.include(mail?.text, "Hello Nia,")
          assert.include(mail?.text, `Take the quiz again: ${publicUrl}/quiz`)
          assert.include(mail?.text, `${publicUrl}/result?analysisId=${analysisId}`)
          assert.include(mail?.text, "It came sooner than usual because your hair is coloured")
          const stopLink =
            /https:\/\/strand\.example\/reminder\/stop\?token=[A-Za-z0-9_-]{32}/.exec(
              mail?.text ?? "",
            )?.[0] ?? ""
          assert.notStrictEqual(stopLink, "", mail?.text)
          assert.include(mail?.html, `href="${stopLink}"`)
          assert.include(mail?.html, `href="${publicUrl}/quiz"`)
          // Never the address the request came to.
          assert.notInclude(mail?.text, "127.0.0.1")

          // One click stops it; a second click finds nothing left, which is fine.
          const token = new URL(stopLink).searchParams.get("token")
          const stopped = yield* request({ url }, "/api/retake-reminder/stop", {
            method: "POST",
            body: { token },
          })
          assert.strictEqual(stopped.status, 200, stopped.text)
          assert.deepStrictEqual(stopped.json, { success: true, stopped: true })
          const again = yield* request({ url }, "/api/retake-reminder/stop", {
            method: "POST",
            body: { token },
          })
          assert.deepStrictEqual(again.json, { success: true, stopped: false })
          assert.isNull(((yield* reminder(url, jar, "GET")).json as Status).status.reminder)
          // It was the only one, and once sent its link is no longer kept.
          yield* settled
          assert.strictEqual(sink.messagesTo(email).length, 1)
          const sent = yield* sql<{ payload: unknown }>`
            SELECT payload FROM outbox WHERE kind = 'SendReminder' AND status = 'done'
              AND description LIKE ${`%${email}%`}
          `
          assert.notInclude(JSON.stringify(sent), token ?? "")
        }),
    )

    it.effect("stopping before the date withdraws the e-mail; a passed date is refused", () =>
      Effect.gen(function* () {
        const { url, sql } = yield* TestServer
        const { jar, email } = yield* signIn({ url })
        const { analysisId } = yield* analyse({ url }, jar, quizBody(coloured))

        // From the e-mail's link, with the token it carries (the waiting e-mail holds it).
        assert.strictEqual((yield* reminder(url, jar, "POST")).status, 200)
        const [job] = yield* sql<{ link: string; dedupe_key: string }>`
          SELECT payload->'mail'->>'optOutLink' AS link, dedupe_key FROM outbox
          WHERE kind = 'SendReminder' AND description LIKE ${`%${email}%`}
        `
        const token = new URL(job?.link ?? "").searchParams.get("token") ?? ""
        assert.match(token, /^[A-Za-z0-9_-]{32}$/)
        // The database keeps no copy of it anywhere else: not the reminder, not the job's key.
        const kept = yield* sql`SELECT * FROM retake_reminders WHERE analysis_id = ${analysisId}`
        assert.lengthOf(kept, 1)
        assert.notInclude(JSON.stringify(kept), token)
        assert.notInclude(job?.dedupe_key, token)
        assert.lengthOf(yield* waitingFor(email), 1)
        const stopped = yield* request({ url }, "/api/retake-reminder/stop", {
          method: "POST",
          body: { token },
        })
        assert.deepStrictEqual(stopped.json, { success: true, stopped: true })
        assert.lengthOf(yield* waitingFor(email), 0)

        // From the page, signed in.
        assert.strictEqual((yield* reminder(url, jar, "POST")).status, 200)
        assert.lengthOf(yield* waitingFor(email), 1)
        const off = yield* reminder(url, jar, "DELETE")
        assert.strictEqual(off.status, 200, off.text)
        assert.isNull((off.json as Status).status.reminder)
        assert.lengthOf(yield* waitingFor(email), 0)

        // Someone else's session, or none, cannot read or set it.
        assert.strictEqual((yield* request({ url }, "/api/retake-reminder")).status, 401)
        assert.strictEqual(
          (yield* request({ url }, "/api/retake-reminder/stop", { method: "POST", body: {} }))
            .status,
          400,
        )

        // A report whose date has passed: take the quiz now instead.
        yield* sql`UPDATE analyses SET created_at = now() - interval '20 weeks' WHERE id = ${analysisId}`
        const late = yield* reminder(url, jar, "POST")
        assert.strictEqual(late.status, 409, late.text)
        assert.match((late.json as { message: string }).message, /has passed/)
      }),
    )
  })
})

describe("the reminder's public stop link", () => {
  layer(testServer(), { timeout: 60_000, excludeTestServices: true })((it) => {
    it.effect("is limited per address: past the limit, 429 with Retry-After", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const statuses: Array<number> = []
        for (let i = 0; i <= rateLimits.reminderStopPerIp.limit; i++) {
          const answer = yield* request(server, "/api/retake-reminder/stop", {
            method: "POST",
            body: { token: `guess${i}${unique()}` },
          })
          statuses.push(answer.status)
          if (answer.status === 429) {
            assert.strictEqual((answer.json as { code: string }).code, "RATE_LIMITED")
            assert.match(answer.headers.get("retry-after") ?? "", /^\d+$/)
          } else {
            assert.deepStrictEqual(answer.json, { success: true, stopped: false })
          }
        }
        assert.deepStrictEqual(statuses, [
          ...Array(rateLimits.reminderStopPerIp.limit).fill(200),
          429,
        ])
      }),
    )
  })
})
