import { assert, describe, it } from "@effect/vitest"
import { DateTime, Effect, Layer, Option, Ref } from "effect"
import { mailEnvelope } from "../mail/Mail.ts"
import type { MailMessage } from "../mail/Mailer.ts"
import { hasControlCharacters } from "../mail/MailHeader.ts"
import { Outbox } from "../outbox/Outbox.ts"
import type { NewOutboxJob } from "../outbox/OutboxJob.ts"
import { Transaction } from "../transaction/Transaction.ts"
import { Email } from "../user/Email.ts"
import { UserId } from "../user/User.ts"
import { FeedbackSending } from "./FeedbackSending.ts"
import { FeedbackId, FeedbackStore, StoredFeedback } from "./FeedbackStore.ts"

const team = "team@strand.test"
const sender = {
  id: UserId.make("7b0c1b9e-0000-4000-8000-000000000001"),
  name: "Ada",
  email: Email.make("ada@example.com"),
}

/** What the fakes saw, in order: the transaction, stored rows and queued jobs, tagged. */
type Event =
  | "begin"
  | "commit"
  | { readonly stored: StoredFeedback }
  | { readonly queued: NewOutboxJob }

const notUsed = (method: string) => Effect.die(`Outbox.${method} is not used by FeedbackSending`)

const fixture = Effect.gen(function* () {
  const events = yield* Ref.make<ReadonlyArray<Event>>([])
  const record = (event: Event) => Ref.update(events, (all) => [...all, event])
  const store = Layer.succeed(
    FeedbackStore,
    FeedbackStore.of({
      save: (feedback) =>
        Effect.gen(function* () {
          const stored = new StoredFeedback({
            ...feedback,
            id: FeedbackId.make(crypto.randomUUID()),
            createdAt: yield* DateTime.now,
          })
          yield* record({ stored })
          return stored
        }),
      list: Effect.die("FeedbackStore.list is not used by FeedbackSending"),
    }),
  )
  const outbox = Layer.succeed(
    Outbox,
    Outbox.of({
      enqueue: (queued) => record({ queued }),
      withdraw: () => notUsed("withdraw"),
      claim: () => notUsed("claim"),
      complete: () => notUsed("complete"),
      retryAt: () => notUsed("retryAt"),
      bury: () => notUsed("bury"),
      awaitWork: () => notUsed("awaitWork"),
      list: () => notUsed("list"),
      counts: notUsed("counts"),
      revive: () => notUsed("revive"),
      prune: () => notUsed("prune"),
    }),
  )
  const transaction = Layer.succeed(
    Transaction,
    Transaction.of({
      atomically: (effect) =>
        record("begin").pipe(
          Effect.andThen(effect),
          Effect.tap(() => record("commit")),
        ),
    }),
  )
  const sending = yield* Effect.provide(
    FeedbackSending,
    FeedbackSending.layer(team).pipe(Layer.provide([store, outbox, transaction])),
  )
  return { sending, events: Ref.get(events) }
})

/** The e-mail a queued job will send, as the mailer gets it (without the designed HTML). */
const queuedMails = (events: ReadonlyArray<Event>): Array<MailMessage> =>
  events.flatMap((event) =>
    typeof event === "object" && "queued" in event && event.queued.job._tag === "SendMail"
      ? [mailEnvelope(event.queued.job.mail, team)]
      : [],
  )

describe("sending feedback", () => {
  it.effect("stores it and queues its e-mail to the team, in one transaction", () =>
    Effect.gen(function* () {
      const { sending, events } = yield* fixture
      const stored = yield* sending.send({ comments: "Love the rhythm" }, Option.none())
      assert.strictEqual(stored.name, "Anonymous")
      assert.isNull(stored.email)
      assert.isNull(stored.userId)
      assert.strictEqual(stored.rating, "n/a")
      const [begin, first, second, commit, ...rest] = yield* events
      assert.strictEqual(begin, "begin")
      assert.deepStrictEqual(first, { stored })
      assert.strictEqual(commit, "commit")
      assert.strictEqual(rest.length, 0)
      assert.isTrue(typeof second === "object" && "queued" in second)
      // one e-mail per piece of feedback, however often the job is retried
      assert.strictEqual(
        (second as { queued: NewOutboxJob }).queued.dedupeKey,
        `feedback:${stored.id}`,
      )
      const [mail] = queuedMails(yield* events)
      if (mail === undefined) return assert.fail("no e-mail was queued")
      assert.strictEqual(mail.to, team)
      assert.strictEqual(mail.subject, "Strand feedback from Anonymous")
      assert.include(mail.text, "Love the rhythm")
      assert.include(mail.text, "E-mail: not given")
      assert.isUndefined(mail.replyTo)
    }),
  )

  it.effect("links a signed-in sender and fills what the form left out", () =>
    Effect.gen(function* () {
      const { sending, events } = yield* fixture
      const filled = yield* sending.send(
        { name: " ", email: "", comments: "Hi" },
        Option.some(sender),
      )
      assert.strictEqual(filled.userId, sender.id)
      assert.strictEqual(filled.name, "Ada")
      assert.strictEqual(filled.email, "ada@example.com")
      const typed = yield* sending.send(
        { name: "Ada L.", email: "ada.l@example.com", comments: "Hi" },
        Option.some(sender),
      )
      assert.strictEqual(typed.name, "Ada L.")
      assert.strictEqual(typed.email, "ada.l@example.com")
      const mails = queuedMails(yield* events)
      assert.deepStrictEqual(
        mails.map((mail) => mail.replyTo),
        ["ada@example.com", "ada.l@example.com"],
      )
    }),
  )

  it.effect("keeps the subject one line whatever the sender calls themselves", () =>
    Effect.gen(function* () {
      const { sending, events } = yield* fixture
      yield* sending.send(
        { name: "Ada\r\nBcc: victim@example.com\u0000\u2028Lovelace", comments: "Hi\r\nthere" },
        Option.none(),
      )
      const [mail] = queuedMails(yield* events)
      assert.strictEqual(mail?.subject, "Strand feedback from Ada Bcc: victim@example.com Lovelace")
      assert.isFalse(hasControlCharacters(mail?.subject ?? "\n"))
      // the body keeps their words, fenced off after Strand's own lines
      assert.include(mail?.text, "> Hi\n> there\n---- End of what the sender typed ----")
    }),
  )
})
