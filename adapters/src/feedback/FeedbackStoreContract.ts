/**
 * The behaviour every FeedbackStore must have, as one test suite that each
 * adapter's test runs against its own database. Signed-in feedback belongs to
 * a user, so the suite signs its users up through the UserStore first.
 */
import { assert, type Vitest } from "@effect/vitest"
import { FeedbackId, FeedbackStore } from "@strand/domain/feedback/FeedbackStore"
import { Email } from "@strand/domain/user/Email"
import { UserStore } from "@strand/domain/user/UserStore"
import { Effect, Schema } from "effect"

const unique = () => crypto.randomUUID().slice(0, 8)

const newUser = Effect.gen(function* () {
  const users = yield* UserStore
  const tag = unique()
  const { user } = yield* users.signIn(
    { email: Email.make(`sender-${tag}@example.com`), name: "Sender" },
    `code-${tag}`,
  )
  return user.id
})

export const feedbackStoreContract = (it: Vitest.MethodsNonLive<FeedbackStore | UserStore>) => {
  it.effect("keeps anonymous feedback with no user and no e-mail", () =>
    Effect.gen(function* () {
      const store = yield* FeedbackStore
      const comments = `Lovely tips ${unique()}`
      const saved = yield* store.save({
        userId: null,
        name: "Anonymous",
        email: null,
        rating: "n/a",
        comments,
      })
      assert.isTrue(Schema.is(FeedbackId)(saved.id))
      assert.isNull(saved.userId)
      assert.isNull(saved.email)
      assert.strictEqual(saved.name, "Anonymous")
      assert.strictEqual(saved.rating, "n/a")
      assert.strictEqual(saved.comments, comments)
      const listed = (yield* store.list).find((feedback) => feedback.id === saved.id)
      assert.deepStrictEqual(listed, saved)
    }),
  )

  it.effect("keeps a signed-in sender's feedback with their account and text exactly", () =>
    Effect.gen(function* () {
      const store = yield* FeedbackStore
      const userId = yield* newUser
      const comments = `Zoë's "tips" <script>alert(1)</script> 😀 ${unique()}\nsecond line; DROP TABLE feedback;`
      const saved = yield* store.save({
        userId,
        name: "Zoë",
        email: "zoe@example.com",
        rating: "n/a",
        comments,
      })
      assert.strictEqual(saved.userId, userId)
      assert.strictEqual(saved.email, "zoe@example.com")
      const listed = (yield* store.list).find((feedback) => feedback.id === saved.id)
      assert.strictEqual(listed?.comments, comments)
      assert.strictEqual(listed?.name, "Zoë")
      assert.deepStrictEqual(listed?.createdAt, saved.createdAt)
    }),
  )

  it.effect("lists newest first", () =>
    Effect.gen(function* () {
      const store = yield* FeedbackStore
      const save = (comments: string) =>
        store.save({ userId: null, name: "Anonymous", email: null, rating: "n/a", comments })
      const first = yield* save("first")
      const second = yield* save("second")
      const third = yield* save("third")
      const ids = (yield* store.list).map((feedback) => feedback.id)
      assert.deepStrictEqual(ids.slice(0, 3), [third.id, second.id, first.id])
    }),
  )
}
