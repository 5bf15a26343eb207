/**
 * E-mail through the outbox to a real SMTP listener (smtp-server), each
 * message parsed with mailparser: the sign-in link, the report and the
 * feedback e-mails as they arrive, and a mail server that is down for a
 * while: every message is answered "sent" at once and arrives, once, when
 * the server is back.
 */

import { assert, describe, layer } from "@effect/vitest"
import { reportSectionHeadings } from "@strand/domain/analysis/ReportSections"
import { senderFenceStart, senderWordsLabel } from "@strand/domain/mail/FeedbackMail"
import { Effect } from "effect"
import { eventually, until } from "../testing/Eventually.ts"
import { analysisOf } from "../testing/SignIn.ts"
import { signInByLink, smtpMailbox } from "../testing/SignInByLink.ts"
import { mailTo, SmtpTestSink, smtpTestServer } from "../testing/SmtpTestServer.ts"
import { request, TestServer, testLinkOrigin } from "../testing/TestServer.ts"

const unique = () => crypto.randomUUID().slice(0, 8)
const team = "feedback@strand.test"
const messageIdShape = /^<[0-9a-f-]{36}@strand\.outbox>$/

const server = smtpTestServer({ authMode: "magic-link" })

describe("e-mail through the outbox", () => {
  layer(server, { timeout: 90_000, excludeTestServices: true })((it) => {
    it.effect(
      "delivers the designed sign-in, report and feedback e-mails to a real SMTP server",
      () =>
        Effect.gen(function* () {
          const server = yield* TestServer
          const { url } = server
          const sink = yield* SmtpTestSink
          const email = `amara-${unique()}@example.com`

          const { jar } = yield* signInByLink(server, email, smtpMailbox(sink))
          const [signInMail] = sink.messagesTo(email)
          const link =
            /http:\/\/\S+\/auth\/confirm\?token=[A-Za-z0-9_-]+/.exec(signInMail?.text ?? "")?.[0] ??
            ""
          assert.strictEqual(signInMail?.subject, "Your Strand sign-in link")
          assert.strictEqual(signInMail?.fromAddress, "hello@strand.test")
          assert.match(signInMail?.messageId ?? "", messageIdShape)
          assert.include(signInMail?.text, "It works once, for the next 15 minutes.")
          assert.include(signInMail?.html, `href="${link}"`)
          assert.include(signInMail?.html, "Sign in to Strand")

          const analysisId = yield* analysisOf(
            { url },
            jar,
            { gender: "female", hair_texture: "coily" },
            "Amara",
          )
          const sent = yield* request({ url }, `/api/send-report/${analysisId}`, {
            method: "POST",
            jar,
          })
          assert.strictEqual(sent.status, 200, sent.text)
          const [, report] = yield* mailTo(sink, email, 2)
          assert.strictEqual(report?.subject, "Your Strand hair and scalp routine")
          assert.match(report?.messageId ?? "", messageIdShape)
          for (const heading of reportSectionHeadings) {
            assert.include(report?.text, heading)
            assert.include(report?.html, heading.replace("&", "&amp;").replace("'", "&#x27;"))
          }
          // links come from the configured origin, never from the request
          assert.include(report?.text, `${testLinkOrigin}/result?analysisId=${analysisId}`)
          assert.match(report?.text ?? "", new RegExp(`${testLinkOrigin}/\\?ref=[A-Za-z0-9_-]+`))
          // The footer gives the contact address, never the team's own (which gets feedback).
          assert.include(report?.text, "Questions? Write to hello@strand.test.")
          assert.include(report?.html, 'href="mailto:hello@strand.test"')
          assert.notInclude(report?.text, team)

          // A name that would add a header is refused before anything is queued.
          const forged = yield* request({ url }, "/api/feedback", {
            method: "POST",
            body: { name: "Amara\r\nBcc: eve@example.com", email, rating: "n/a", comments: "Hi" },
          })
          assert.strictEqual(forged.status, 400, forged.text)
          const feedback = yield* request({ url }, "/api/feedback", {
            method: "POST",
            body: { name: "Amara Bcc: eve", email, rating: "n/a", comments: "Love it\r\nThanks" },
          })
          assert.strictEqual(feedback.status, 200, feedback.text)
          const [toTeam] = yield* mailTo(sink, team)
          assert.strictEqual(toTeam?.subject, "Strand feedback from Amara Bcc: eve")
          assert.deepStrictEqual(toTeam?.to, [team])
          assert.deepStrictEqual(toTeam?.replyTo, [email])
          // what the sender typed is fenced off from the lines Strand writes
          assert.include(toTeam?.text, `${senderFenceStart}\n> From: Amara`)
          assert.include(toTeam?.text, "> Love it\n> Thanks")
          assert.include(toTeam?.html, senderWordsLabel)
          assert.include(toTeam?.html, "Love it")
        }),
    )

    it.effect(
      "with the mail server down: 'sent' at once, and every e-mail arrives once when it is back",
      () =>
        Effect.gen(function* () {
          const server = yield* TestServer
          const sink = yield* SmtpTestSink
          const email = `outage-${unique()}@example.com`
          const { jar } = yield* signInByLink(server, email, smtpMailbox(sink))
          const analysisId = yield* analysisOf(server, jar, { gender: "male" }, "Amara")
          const before = sink.messages.length

          yield* Effect.promise(() => sink.stop())
          const report = yield* request(server, `/api/send-report/${analysisId}`, {
            method: "POST",
            jar,
          })
          assert.strictEqual(report.status, 200, report.text)
          const marker = `outage-${unique()}`
          for (const n of [1, 2]) {
            const sent = yield* request(server, "/api/feedback", {
              method: "POST",
              body: { name: "Amara", email, rating: "n/a", comments: `${marker} ${n}` },
            })
            assert.strictEqual(sent.status, 200, sent.text)
          }
          // they wait in the outbox, failing, for their next attempt
          yield* server.settled
          // pending, or already being tried again (retries are quick in tests)
          const waiting = (yield* server.outbox.list({ limit: 20 })).filter(
            (job) =>
              /^(Report|Feedback) e-mail/.test(job.description) &&
              (job.status === "pending" || job.status === "running"),
          )
          assert.strictEqual(waiting.length, 3)
          for (const job of waiting) assert.match(job.lastError ?? "", /^Unreachable/)
          assert.strictEqual(sink.messages.length, before)
          // Each failed attempt is a warning for operators, naming the job, not the recipient.
          const warned = server.logs.filter(
            (line) =>
              line.level === "WARN" &&
              line.message === "An outbox delivery failed; it will be tried again" &&
              waiting.some((job) => job.id === line.annotations.job),
          )
          assert.strictEqual(new Set(warned.map((line) => line.annotations.job)).size, 3)
          assert.notInclude(JSON.stringify(warned), email)

          yield* Effect.promise(() => sink.start())
          const arrived = yield* eventually(
            Effect.suspend(() => {
              const mine = sink.messages
                .slice(before)
                .filter((m) => m.to.includes(email) || m.text?.includes(marker))
              return Effect.as(until(mine.length >= 3, "three e-mails after the outage"), mine)
            }),
            30,
          )
          yield* server.settled
          const all = sink.messages
            .slice(before)
            .filter((m) => m.to.includes(email) || m.text?.includes(marker))
          assert.strictEqual(all.length, 3, "each e-mail once, none twice")
          assert.strictEqual(new Set(all.map((m) => m.messageId)).size, 3)
          assert.strictEqual(
            arrived.filter((m) => m.subject === "Your Strand hair and scalp routine").length,
            1,
          )
          const counts = yield* server.outbox.counts
          assert.strictEqual(counts.pending + counts.running + counts.dead, 0)
        }),
    )
  })
})
