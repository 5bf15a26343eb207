/**
 * The test server sending its e-mail over SMTP to a real listener
 * (SmtpSink) started beside it, both stopped with the layer. Tests read what
 * arrived from `SmtpTestSink`, and wait for it with `mailTo`.
 */
import type { StrandConfig } from "@strand/adapters/config/StrandConfig"
import { SmtpSink } from "@strand/adapters/testing/SmtpSink"
import { Context, Effect, Layer } from "effect"
import { eventually, until } from "./Eventually.ts"
import { testServer } from "./TestServer.ts"

export class SmtpTestSink extends Context.Service<SmtpTestSink, SmtpSink>()(
  "@strand/api/testing/SmtpTestSink",
) {}

const sinkLayer = Layer.effect(
  SmtpTestSink,
  Effect.acquireRelease(
    Effect.promise(() => new SmtpSink().start()),
    (sink) => Effect.promise(() => sink.stop()),
  ),
)

export const smtpTestServer = (overrides: Partial<StrandConfig> = {}) =>
  Layer.unwrap(
    Effect.gen(function* () {
      const sink = yield* SmtpTestSink
      return testServer(overrides, { MAIL_TRANSPORT: "smtp", SMTP_URL: sink.url })
    }),
  ).pipe(Layer.provideMerge(sinkLayer))

/** Waits until `count` messages to `address` have arrived; all of them. */
export const mailTo = (sink: SmtpSink, address: string, count = 1) =>
  eventually(
    Effect.suspend(() => {
      const mails = sink.messagesTo(address)
      return Effect.as(until(mails.length >= count, `${count} e-mail(s) to ${address}`), mails)
    }),
  )
