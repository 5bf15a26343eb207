/**
 * The behaviour every AnalysisStore must have, as one test suite that each
 * adapter's test runs against its own database. Analyses belong to users, so
 * the suite signs its users up through the UserStore first.
 */
import { assert, type Vitest } from "@effect/vitest"
import { AnalysisId, AnalysisStore } from "@strand/domain/analysis/AnalysisStore"
import { normaliseResults } from "@strand/domain/analysis/NormaliseResults"
import { writeRulesReport } from "@strand/domain/analyst/RulesReport"
import { Email } from "@strand/domain/user/Email"
import { UserStore } from "@strand/domain/user/UserStore"
import { Effect, Option, Schema } from "effect"

const unique = () => crypto.randomUUID().slice(0, 8)

const newUser = Effect.gen(function* () {
  const users = yield* UserStore
  const tag = unique()
  const { user } = yield* users.signIn(
    { email: Email.make(`owner-${tag}@example.com`), name: "Owner" },
    `code-${tag}`,
  )
  return user.id
})

const answers = {
  gender: "female",
  hair_texture: "coily",
  products_used: { oils_butters: "weekly" },
  heat_tension: ["other"],
}
const textInputs = { heat_tension_other: "silk press, once a month" }
const results = writeRulesReport({ userName: "Ada", answers, textInputs })

export const analysisStoreContract = (it: Vitest.MethodsNonLive<AnalysisStore | UserStore>) => {
  it.effect("keeps a report with its owner, answers and notes", () =>
    Effect.gen(function* () {
      const store = yield* AnalysisStore
      const userId = yield* newUser
      const id = yield* store.save({ userId, results, fallbackUsed: true, answers, textInputs })
      assert.isTrue(Schema.is(AnalysisId)(id))
      const found = Option.getOrThrow(yield* store.find(id))
      assert.strictEqual(found.id, id)
      assert.strictEqual(found.userId, userId)
      assert.isTrue(found.fallbackUsed)
      assert.deepStrictEqual(found.results, results)
      assert.deepStrictEqual(found.answers, answers)
      assert.deepStrictEqual(found.textInputs, textInputs)
      const [summary] = yield* store.listFor(userId)
      assert.deepStrictEqual(summary?.createdAt, found.createdAt)
    }),
  )

  it.effect("keeps the report exactly, defaults and all", () =>
    Effect.gen(function* () {
      const store = yield* AnalysisStore
      const sparse = normaliseResults({ routineSnapshot: "Gentle weekly wash 😀", redFlags: [] })
      const id = yield* store.save({
        userId: yield* newUser,
        results: sparse,
        fallbackUsed: false,
        answers: { gender: "male" },
        textInputs: {},
      })
      const found = Option.getOrThrow(yield* store.find(id))
      assert.deepStrictEqual(found.results, sparse)
      assert.isFalse(found.fallbackUsed)
      assert.deepStrictEqual(found.textInputs, {})
    }),
  )

  it.effect("finds nothing for an unknown id", () =>
    Effect.gen(function* () {
      const store = yield* AnalysisStore
      assert.isTrue(Option.isNone(yield* store.find(AnalysisId.make(crypto.randomUUID()))))
    }),
  )

  it.effect("lists a user's own analyses, newest first", () =>
    Effect.gen(function* () {
      const store = yield* AnalysisStore
      const userId = yield* newUser
      const other = yield* newUser
      assert.deepStrictEqual(yield* store.listFor(userId), [])
      const save = (owner: typeof userId, fallbackUsed: boolean) =>
        store.save({ userId: owner, results, fallbackUsed, answers, textInputs })
      const first = yield* save(userId, false)
      const theirs = yield* save(other, false)
      const second = yield* save(userId, true)
      const list = yield* store.listFor(userId)
      assert.deepStrictEqual(
        list.map((summary) => [summary.id, summary.fallbackUsed]),
        [
          [second, true],
          [first, false],
        ],
      )
      assert.isTrue(list[0]!.createdAt.epochMilliseconds >= list[1]!.createdAt.epochMilliseconds)
      assert.deepStrictEqual(
        (yield* store.listFor(other)).map((summary) => summary.id),
        [theirs],
      )
    }),
  )

  it.effect("deletes only its owner's analysis", () =>
    Effect.gen(function* () {
      const store = yield* AnalysisStore
      const userId = yield* newUser
      const stranger = yield* newUser
      const id = yield* store.save({ userId, results, fallbackUsed: false, answers, textInputs })
      assert.isFalse(yield* store.delete(id, stranger))
      assert.isTrue(Option.isSome(yield* store.find(id)))
      assert.isTrue(yield* store.delete(id, userId))
      assert.isTrue(Option.isNone(yield* store.find(id)))
      assert.isFalse(yield* store.delete(id, userId))
      assert.deepStrictEqual(yield* store.listFor(userId), [])
    }),
  )

  it.effect("counts as a completed quiz for its owner only", () =>
    Effect.gen(function* () {
      const store = yield* AnalysisStore
      const users = yield* UserStore
      const userId = yield* newUser
      const other = yield* newUser
      assert.isFalse(yield* users.hasCompletedQuiz(userId))
      yield* store.save({ userId, results, fallbackUsed: false, answers, textInputs })
      assert.isTrue(yield* users.hasCompletedQuiz(userId))
      assert.isFalse(yield* users.hasCompletedQuiz(other))
    }),
  )
}
