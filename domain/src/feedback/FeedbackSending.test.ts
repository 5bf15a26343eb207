import { assert, describe, it } from "@effect/vitest"
import { DateTime, Effect, Layer, Logger, Option, Ref } from "effect"
import { MailError, Mailer, type MailMessage } from "../mail/Mailer.ts"
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

/** What the fakes saw, in order: stored rows and mails, tagged. */
type Event = { readonly stored: StoredFeedback } | { readonly mailed: MailMessage }

const fixture = (mail: "works" | "down") =>
  Effect.gen(function* () {
    const events = yield* Ref.make<ReadonlyArray<Event>>([])
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
            yield* Ref.update(events, (all) => [...all, { stored }])
            return stored
          }),
        list: Effect.die("FeedbackStore.list is not used by FeedbackSending"),
      }),
    )
    const mailer = Layer.succeed(
      Mailer,
      Mailer.of({
        send: (message) =>
          mail === "works"
            ? Ref.update(events, (all) => [...all, { mailed: message }])
            : Effect.fail(
                new MailError({
                  reason: "Unreachable",
                  message: "Could not reach the SMTP server",
                }),
              ),
      }),
    )
    const sending = yield* Effect.provide(
      FeedbackSending,
      FeedbackSending.layer(team).pipe(Layer.provide([store, mailer])),
    )
    return { sending, events: Ref.get(events) }
  })

describe("sending feedback", () => {
  it.effect("stores it first, then e-mails it to the team", () =>
    Effect.gen(function* () {
      const { sending, events } = yield* fixture("works")
      const stored = yield* sending.send({ comments: "Love the rhythm" }, Option.none())
      assert.strictEqual(stored.name, "Anonymous")
      assert.isNull(stored.email)
      assert.isNull(stored.userId)
      assert.strictEqual(stored.rating, "n/a")
      const [first, second, ...rest] = yield* events
      assert.deepStrictEqual(first, { stored })
      assert.strictEqual(rest.length, 0)
      assert.isTrue(second !== undefined && "mailed" in second)
      const mail = (second as { mailed: MailMessage }).mailed
      assert.strictEqual(mail.to, team)
      assert.strictEqual(mail.subject, "Strand feedback from Anonymous")
      assert.include(mail.text, "Love the rhythm")
      assert.include(mail.text, "E-mail: not given")
      assert.isUndefined(mail.replyTo)
    }),
  )

  it.effect("links a signed-in sender and fills what the form left out", () =>
    Effect.gen(function* () {
      const { sending, events } = yield* fixture("works")
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
      const mails = (yield* events).flatMap((event) => ("mailed" in event ? [event.mailed] : []))
      assert.deepStrictEqual(
        mails.map((mail) => mail.replyTo),
        ["ada@example.com", "ada.l@example.com"],
      )
    }),
  )

  it.effect("keeps the feedback and succeeds when the e-mail fails, logging no personal data", () =>
    Effect.gen(function* () {
      const { sending, events } = yield* fixture("down")
      const logged: Array<string> = []
      const collector = Logger.make((options) => {
        logged.push(`${options.logLevel} ${Logger.formatJson.log(options)}`)
      })
      const stored = yield* sending
        .send(
          { name: "Ada", email: "ada.private@example.com", comments: "Secret remark" },
          Option.none(),
        )
        .pipe(Effect.provide(Logger.layer([collector])))
      assert.deepStrictEqual(yield* events, [{ stored }])
      const [warning, ...others] = logged
      assert.strictEqual(others.length, 0)
      assert.match(warning ?? "", /^Warn .*could not be e-mailed/)
      assert.include(warning, stored.id)
      assert.include(warning, "Unreachable")
      for (const secret of ["Secret remark", "ada.private@example.com", team, "Ada"]) {
        assert.notInclude(warning, secret)
      }
    }),
  )
})
