/**
 * The behaviour every Mailer must have, as one test suite. Each adapter's
 * test provides `DeliveredMail`: what actually arrived at the far end (the
 * outbox folder, an SMTP listener), parsed by mailparser as a mail client
 * would, so the same assertions hold for every transport.
 */
import type { Readable } from "node:stream"
import { assert, type Vitest } from "@effect/vitest"
import { Mailer, type MailMessage } from "@strand/domain/mail/Mailer"
import { Context, Effect } from "effect"
import { type AddressObject, simpleParser } from "mailparser"

export interface DeliveredMessage {
  readonly messageId: string | undefined
  readonly to: ReadonlyArray<string>
  readonly fromAddress: string | undefined
  readonly fromName: string | undefined
  readonly replyTo: ReadonlyArray<string>
  readonly subject: string | undefined
  readonly text: string | undefined
  readonly html: string | undefined
  readonly attachments: ReadonlyArray<{
    readonly filename: string | undefined
    readonly contentType: string
    readonly content: Buffer
  }>
}

export class DeliveredMail extends Context.Service<
  DeliveredMail,
  {
    /** Everything delivered so far, oldest first. */
    readonly delivered: Effect.Effect<ReadonlyArray<DeliveredMessage>>
  }
>()("@strand/adapters/mail/DeliveredMail") {}

/** The From header both adapters are built with in the contract tests. */
export const contractSender = { name: "Strand", address: "hello@strand.test" }
export const contractFrom = `${contractSender.name} <${contractSender.address}>`

const addresses = (field: AddressObject | ReadonlyArray<AddressObject> | undefined) =>
  (field === undefined ? [] : "value" in field ? [field] : field).flatMap((group) =>
    group.value.flatMap((entry) => (entry.address === undefined ? [] : [entry.address])),
  )

/** Parses one raw RFC 5322 message the way a mail client reads it. */
export const parseDelivered = async (raw: Buffer | Readable): Promise<DeliveredMessage> => {
  const parsed = await simpleParser(raw)
  const from = parsed.from?.value[0]
  return {
    messageId: parsed.messageId,
    to: addresses(parsed.to),
    fromAddress: from?.address,
    fromName: from?.name,
    replyTo: addresses(parsed.replyTo),
    subject: parsed.subject,
    text: parsed.text,
    html: parsed.html === false ? undefined : parsed.html,
    attachments: parsed.attachments.map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: file.content,
    })),
  }
}

const unique = () => crypto.randomUUID().slice(0, 8)

/** Sends the messages one after another and returns what was delivered meanwhile. */
const sendAndCollect = (...messages: ReadonlyArray<MailMessage>) =>
  Effect.gen(function* () {
    const mailer = yield* Mailer
    const { delivered } = yield* DeliveredMail
    const before = (yield* delivered).length
    for (const message of messages) {
      yield* mailer.send(message)
    }
    return (yield* delivered).slice(before)
  })

export const mailerContract = (it: Vitest.MethodsNonLive<Mailer | DeliveredMail>) => {
  it.effect("delivers a plain-text message with its recipient, sender and subject", () =>
    Effect.gen(function* () {
      const to = `ada-${unique()}@example.com`
      const [message, ...rest] = yield* sendAndCollect({
        to,
        subject: "Your sign-in link",
        text: "Open this link to sign in:\nhttps://strand.test/auth/verify?token=abc",
      })
      assert.strictEqual(rest.length, 0)
      assert.deepStrictEqual(message?.to, [to])
      assert.strictEqual(message?.fromAddress, contractSender.address)
      assert.strictEqual(message?.fromName, contractSender.name)
      assert.strictEqual(message?.subject, "Your sign-in link")
      assert.strictEqual(
        message?.text?.trimEnd(),
        "Open this link to sign in:\nhttps://strand.test/auth/verify?token=abc",
      )
      assert.isUndefined(message?.html)
      assert.deepStrictEqual(message?.replyTo, [])
    }),
  )

  it.effect("keeps the HTML alternative and the reply-to address", () =>
    Effect.gen(function* () {
      const to = `grace-${unique()}@example.com`
      const [message] = yield* sendAndCollect({
        to,
        subject: "Your routine is ready",
        text: "Your routine is ready.",
        html: '<p>Your routine is <a href="https://strand.test/result">ready</a>.</p>',
        replyTo: "care@strand.test",
      })
      assert.deepStrictEqual(message?.to, [to])
      assert.strictEqual(message?.text?.trimEnd(), "Your routine is ready.")
      assert.strictEqual(
        message?.html?.trimEnd(),
        '<p>Your routine is <a href="https://strand.test/result">ready</a>.</p>',
      )
      assert.deepStrictEqual(message?.replyTo, ["care@strand.test"])
    }),
  )

  it.effect("keeps UTF-8 and awkward lines in the subject and body intact", () =>
    Effect.gen(function* () {
      // A long line (wrapped by the transfer encoding), a line starting with a
      // dot (SMTP dot-stuffing) and one starting with "From " (mbox quoting).
      const text = [
        "Zoë's routine ✨ for curly, dry ends — no sulphates, weekly mask.",
        "Ça marche : lavez-vous les cheveux deux fois par semaine. ".repeat(4).trim(),
        ".a line that starts with a dot",
        "From here on, keep your scalp moisturised 🌿",
      ].join("\n")
      const [message] = yield* sendAndCollect({
        to: `zoe-${unique()}@example.com`,
        subject: "Zoë's routine ✨",
        text,
        html: "<h1>Zoë's routine ✨</h1>",
      })
      assert.strictEqual(message?.subject, "Zoë's routine ✨")
      assert.strictEqual(message?.text?.trimEnd(), text)
      assert.strictEqual(message?.html?.trimEnd(), "<h1>Zoë's routine ✨</h1>")
    }),
  )

  it.effect("carries an attached file byte for byte, with its name and type", () =>
    Effect.gen(function* () {
      // Bytes of every value, as a PDF has: the transfer encoding must not touch them.
      const content = Uint8Array.from({ length: 3000 }, (_, i) => (i * 37) % 256)
      const [message] = yield* sendAndCollect({
        to: `file-${unique()}@example.com`,
        subject: "Your summary",
        text: "Attached.",
        attachments: [
          { filename: "hair-and-scalp-summary.pdf", contentType: "application/pdf", content },
        ],
      })
      assert.strictEqual(message?.text?.trimEnd(), "Attached.")
      assert.strictEqual(message?.attachments.length, 1)
      const [file] = message?.attachments ?? []
      assert.strictEqual(file?.filename, "hair-and-scalp-summary.pdf")
      assert.strictEqual(file?.contentType, "application/pdf")
      assert.isTrue(file?.content.equals(Buffer.from(content)))
    }),
  )

  it.effect("delivers messages in the order they were sent", () =>
    Effect.gen(function* () {
      const to = `order-${unique()}@example.com`
      const delivered = yield* sendAndCollect(
        { to, subject: "First", text: "one" },
        { to, subject: "Second", text: "two" },
        { to, subject: "Third", text: "three" },
      )
      assert.deepStrictEqual(
        delivered.map((message) => message.subject),
        ["First", "Second", "Third"],
      )
    }),
  )
}
