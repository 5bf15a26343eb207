import { createServer } from "node:net"
import { assert, describe, it, layer } from "@effect/vitest"
import { type MailError, Mailer, type MailMessage } from "@strand/domain/mail/Mailer"
import { Effect, Layer, Redacted } from "effect"
import { SMTPServer } from "smtp-server"
import {
  contractFrom,
  DeliveredMail,
  type DeliveredMessage,
  mailerContract,
  parseDelivered,
} from "./MailerContract.ts"
import { classifySmtpFailure, smtpMailer } from "./SmtpMailer.ts"

interface SmtpSink {
  readonly port: number
  /** Messages the listener accepted, in arrival order. */
  readonly messages: ReadonlyArray<DeliveredMessage>
}

/**
 * A real SMTP listener on 127.0.0.1 (any free port) that parses each message
 * it accepts; closed with the scope. With `rejectRecipients`, every RCPT TO
 * gets a permanent 550 that quotes the address, as real servers do.
 */
const startSmtpSink = (options: { readonly rejectRecipients?: boolean } = {}) =>
  Effect.acquireRelease(
    Effect.callback<{ readonly server: SMTPServer; readonly sink: SmtpSink }>((resume) => {
      const messages: Array<DeliveredMessage> = []
      const server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        closeTimeout: 2_000,
        onRcptTo(address, _session, callback) {
          if (options.rejectRecipients !== true) return callback()
          const refusal = new Error(`5.1.1 <${address.address}>: Recipient address rejected`)
          callback(Object.assign(refusal, { responseCode: 550 }))
        },
        onData(stream, _session, callback) {
          parseDelivered(stream).then((message) => {
            messages.push(message)
            callback()
          }, callback)
        },
      })
      server.on("error", (error) => resume(Effect.die(error)))
      server.listen(0, "127.0.0.1", () => {
        const address = server.server.address()
        if (address === null || typeof address === "string") {
          return resume(Effect.die(new Error("the SMTP sink has no TCP port")))
        }
        resume(Effect.succeed({ server, sink: { port: address.port, messages } }))
      })
    }),
    ({ server }) => Effect.callback<void>((resume) => server.close(() => resume(Effect.void))),
  ).pipe(Effect.map(({ sink }) => sink))

const urlOf = (port: number) => Redacted.make(`smtp://127.0.0.1:${port}`)

/** A port on 127.0.0.1 that nothing listens on (just opened and closed again). */
const closedPort = Effect.callback<number>((resume) => {
  const probe = createServer()
  probe.listen(0, "127.0.0.1", () => {
    const address = probe.address()
    const port = address !== null && typeof address !== "string" ? address.port : 0
    probe.close(() => resume(Effect.succeed(port)))
  })
})

const sendThrough = (port: number, message: MailMessage) =>
  Effect.gen(function* () {
    return yield* (yield* Mailer).send(message)
  }).pipe(Effect.provide(smtpMailer({ url: urlOf(port), from: contractFrom })))

const smtpFixture = Layer.unwrap(
  Effect.map(startSmtpSink(), (sink) =>
    Layer.mergeAll(
      smtpMailer({ url: urlOf(sink.port), from: contractFrom }),
      Layer.succeed(DeliveredMail, { delivered: Effect.sync(() => [...sink.messages]) }),
    ),
  ),
)

describe("SmtpMailer", () => {
  layer(smtpFixture)("against a real SMTP listener", (it) => {
    mailerContract(it)
  })

  it.effect("a recipient refused with 550 fails as Rejected, without quoting the address", () =>
    Effect.gen(function* () {
      const sink = yield* startSmtpSink({ rejectRecipients: true })
      const error = yield* sendThrough(sink.port, {
        to: "nobody@example.com",
        subject: "Your sign-in link",
        text: "secret-token-123",
      }).pipe(Effect.flip)
      assert.strictEqual(error._tag, "MailError")
      assert.strictEqual(error.reason, "Rejected")
      assert.include(error.message, "550")
      assert.notInclude(error.message, "nobody@example.com")
      assert.notInclude(error.message, "secret-token-123")
      assert.strictEqual(sink.messages.length, 0)
    }),
  )

  it.live(
    "a port nobody listens on fails as Unreachable, at once rather than after a timeout",
    () =>
      Effect.gen(function* () {
        const port = yield* closedPort
        const startedAt = Date.now()
        const error = yield* sendThrough(port, {
          to: "ada@example.com",
          subject: "Hello",
          text: "Hello",
        }).pipe(Effect.flip)
        assert.strictEqual(error.reason, "Unreachable")
        assert.isBelow(Date.now() - startedAt, 3_000)
      }),
  )

  describe("classifySmtpFailure", () => {
    const cases: ReadonlyArray<readonly [string, unknown, MailError["reason"]]> = [
      ["a refused connection", { code: "ESOCKET", originalCode: "ECONNREFUSED" }, "Unreachable"],
      ["a bare ECONNREFUSED", { code: "ECONNREFUSED" }, "Unreachable"],
      ["a greeting timeout", { code: "ETIMEDOUT", command: "CONN" }, "Unreachable"],
      ["a dropped connection", { code: "ECONNECTION" }, "Unreachable"],
      ["a permanent refusal", { code: "EENVELOPE", responseCode: 550 }, "Rejected"],
      ["a rejected message body", { code: "EMESSAGE", responseCode: 554 }, "Rejected"],
      ["a temporary refusal", { code: "EENVELOPE", responseCode: 451 }, "Unknown"],
      ["a failed login over a live connection", { code: "EAUTH", responseCode: 454 }, "Unknown"],
      ["something that is not an error object", "boom", "Unknown"],
    ]
    for (const [name, cause, reason] of cases) {
      it(`${name} is ${reason}`, () => {
        assert.strictEqual(classifySmtpFailure(cause).reason, reason)
      })
    }
  })
})
