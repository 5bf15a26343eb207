/**
 * Two API processes on one PostgreSQL, a mail server that takes 2 s to
 * accept each message, and a short lease (8 s): 20 e-mails queued at once
 * reach the mail server exactly once each. A worker claims each e-mail just
 * before it sends it, so no job waits in a batch while its lease runs out
 * and the other process sends it too; a sign-in link queued last still goes
 * out before most of them; and the pooled SMTP transport reuses its
 * connections rather than opening one per message. (PostgreSQL lane only:
 * embedded PGlite is one process.)
 */
import { assert, describe, layer } from "@effect/vitest"
import { SmtpSink } from "@strand/adapters/testing/SmtpSink"
import { temporaryPostgresDatabase } from "@strand/adapters/testing/TestDatabase"
import { Context, Effect, Layer, Option } from "effect"
import { inject } from "vitest"
import { eventually, until } from "../testing/Eventually.ts"
import { TestServer, testServer } from "../testing/TestServer.ts"

class Processes extends Context.Service<
  Processes,
  { readonly a: TestServer["Service"]; readonly b: TestServer["Service"]; readonly sink: SmtpSink }
>()("test/SlowMailProcesses") {}

const leaseSeconds = 8

const twoProcesses = Layer.unwrap(
  Effect.gen(function* () {
    const sink = yield* Effect.acquireRelease(
      Effect.promise(() => new SmtpSink().start()),
      (sink) => Effect.promise(() => sink.stop()),
    )
    sink.acceptAfterMillis = 2_000
    const databaseUrl = Option.some(yield* temporaryPostgresDatabase(inject("postgresUrl")))
    const process = () =>
      Layer.build(
        testServer(
          { databaseUrl },
          {
            MAIL_TRANSPORT: "smtp",
            SMTP_URL: sink.url,
            OUTBOX_LEASE_SECONDS: String(leaseSeconds),
          },
        ),
      ).pipe(Effect.map((context) => Context.get(context, TestServer)))
    return Layer.succeed(Processes, { a: yield* process(), b: yield* process(), sink })
  }),
)

const feedback = (to: string, n: number) => ({
  job: {
    _tag: "SendMail" as const,
    mail: {
      _tag: "FeedbackMail" as const,
      to,
      feedbackId: crypto.randomUUID(),
      name: `Sender ${n}`,
      email: null,
      userId: null,
      rating: "n/a",
      receivedAt: new Date().toISOString(),
      comments: `Message ${n}`,
    },
  },
  dedupeKey: `slow-mail:${crypto.randomUUID()}`,
})

describe.runIf(process.env.STRAND_TEST_DATABASE === "postgres")(
  "outbox workers in two processes and a slow mail server",
  () => {
    layer(twoProcesses, { timeout: 120_000, excludeTestServices: true })((it) => {
      it.effect(
        "deliver every message exactly once, sign-in links first",
        () =>
          Effect.gen(function* () {
            const { a, b, sink } = yield* Processes
            const team = `team-${crypto.randomUUID().slice(0, 8)}@example.com`
            for (let n = 1; n <= 20; n++) yield* a.outbox.enqueue(feedback(team, n))
            const person = `waiting-${crypto.randomUUID().slice(0, 8)}@example.com`
            yield* a.outbox.enqueue({
              job: {
                _tag: "SendMail",
                mail: {
                  _tag: "SignInLinkMail",
                  to: person,
                  link: "http://localhost:3000/auth/confirm?token=abc",
                  minutes: 15,
                },
              },
              dedupeKey: `slow-mail:${crypto.randomUUID()}`,
            })

            yield* eventually(
              Effect.suspend(() =>
                until(sink.messagesTo(team).length >= 20, "20 messages to the team"),
              ),
              90,
            )
            yield* a.settled
            yield* b.settled
            // Past another whole lease: a job taken over twice would have arrived by now.
            yield* Effect.sleep(`${leaseSeconds + 2} seconds`)

            const ids = sink.messagesTo(team).map((message) => message.messageId)
            assert.strictEqual(ids.length, 20, "each message arrived once")
            assert.strictEqual(new Set(ids).size, 20)
            const arrived = sink.messages.map((message) => message.to)
            const linkAt = arrived.findIndex((to) => to.includes(person))
            assert.isAtLeast(linkAt, 0)
            assert.isBelow(linkAt, 10, "the sign-in link, queued last, did not wait for the rest")
            assert.isAtMost(sink.connections, 8, "two pools of four connections, reused")
            const counts = yield* a.outbox.counts
            assert.strictEqual(counts.pending + counts.running + counts.dead, 0)
          }),
        120_000,
      )
    })
  },
)
