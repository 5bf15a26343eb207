import { assert, describe, it } from "@effect/vitest"
import { DateTime, Effect, Fiber, Layer, Option, Ref } from "effect"
import { TestClock } from "effect/testing"
import { writeRulesReport } from "../analyst/RulesReport.ts"
import { UserId } from "../user/User.ts"
import { Analyses, AnalysisNotFound, FallbackHairAnalyst } from "./Analyses.ts"
import { AnalysisResults } from "./AnalysisResults.ts"
import { AnalysisId, AnalysisStore, AnalysisSummary, StoredAnalysis } from "./AnalysisStore.ts"
import { HairAnalyst, HairAnalystError } from "./HairAnalyst.ts"
import { normaliseResults } from "./NormaliseResults.ts"

const owner = UserId.make("7b0c1b9e-0000-4000-8000-000000000001")
const stranger = UserId.make("7b0c1b9e-0000-4000-8000-000000000002")

const body = {
  userName: " Amara ",
  answers: {
    gender: "female",
    hormonal_stage: "postpartum",
    scalp_condition: ["itchy_flaky"],
    hair_texture: "coily",
  },
  textInputs: { texture_notes: " tighter at the nape " },
}
/** What the analysts receive for `body`: trimmed name and notes. */
const validRequest = {
  userName: "Amara",
  answers: body.answers,
  textInputs: { texture_notes: "tighter at the nape" },
}

/** An AI-like answer: loose, lower-case texture, no rhythm. */
const aiAnswer = normaliseResults({
  routineSnapshot: "Amara, a gentle weekly wash suits your coils.",
  productTexture: { recommended: "Rich" },
})

/** A complete in-memory AnalysisStore, keeping rows in insertion order. */
const memoryStore = Layer.effect(
  AnalysisStore,
  Effect.gen(function* () {
    const rows = yield* Ref.make<ReadonlyArray<StoredAnalysis>>([])
    return AnalysisStore.of({
      save: (analysis) =>
        Effect.gen(function* () {
          const id = AnalysisId.make(crypto.randomUUID())
          const createdAt = yield* DateTime.now
          yield* Ref.update(rows, (all) => [
            ...all,
            new StoredAnalysis({ id, createdAt, ...analysis }),
          ])
          return id
        }),
      find: (id) =>
        Ref.get(rows).pipe(
          Effect.map((all) => Option.fromNullishOr(all.find((row) => row.id === id))),
        ),
      listFor: (userId) =>
        Ref.get(rows).pipe(
          Effect.map((all) =>
            all
              .filter((row) => row.userId === userId)
              .reverse()
              .map(
                (row) =>
                  new AnalysisSummary({
                    id: row.id,
                    fallbackUsed: row.fallbackUsed,
                    createdAt: row.createdAt,
                  }),
              ),
          ),
        ),
      delete: (id, userId) =>
        Ref.modify(rows, (all) => {
          const kept = all.filter((row) => !(row.id === id && row.userId === userId))
          return [kept.length < all.length, kept]
        }),
    })
  }),
)

const rulesFallback = Layer.succeed(
  FallbackHairAnalyst,
  FallbackHairAnalyst.of({ analyse: (request) => Effect.sync(() => writeRulesReport(request)) }),
)

/** Analyses over a fresh memory store, with `analyse` as the configured analyst. */
const analysesWith = (analyse: HairAnalyst["Service"]["analyse"]) =>
  Analyses.layer.pipe(
    Layer.provideMerge(memoryStore),
    Layer.provide([Layer.succeed(HairAnalyst, HairAnalyst.of({ analyse })), rulesFallback]),
  )

const failingAnalyst = () =>
  Effect.fail(new HairAnalystError({ reason: "RateLimited", message: "Quota exceeded" }))

describe("Analyses", () => {
  it.effect("stores the configured analyst's normalised report with its owner", () =>
    Effect.gen(function* () {
      const analyses = yield* Analyses
      const store = yield* AnalysisStore
      const analysed = yield* analyses.analyse(owner, body)
      assert.isFalse(analysed.fallbackUsed)
      assert.deepStrictEqual(analysed.results, aiAnswer)
      assert.strictEqual(analysed.results.weeklyRhythm[0]?.day, "Day 1")
      const stored = Option.getOrThrow(yield* store.find(analysed.analysisId))
      assert.strictEqual(stored.userId, owner)
      assert.deepStrictEqual(stored.results, aiAnswer)
      assert.deepStrictEqual(stored.answers, validRequest.answers)
      assert.deepStrictEqual(stored.textInputs, validRequest.textInputs)
    }).pipe(Effect.provide(analysesWith(() => Effect.succeed(aiAnswer)))),
  )

  it.effect("gives the analyst the validated request: values, trimmed name and notes", () => {
    const received: Array<unknown> = []
    return Effect.gen(function* () {
      yield* (yield* Analyses).analyse(owner, body)
      assert.deepStrictEqual(received, [validRequest])
    }).pipe(
      Effect.provide(
        analysesWith((request) => {
          received.push(request)
          return Effect.succeed(aiAnswer)
        }),
      ),
    )
  })

  it.effect("answers with the rule engine's report when the analyst fails", () =>
    Effect.gen(function* () {
      const analysed = yield* (yield* Analyses).analyse(owner, body)
      assert.isTrue(analysed.fallbackUsed)
      assert.deepStrictEqual(analysed.results, writeRulesReport(validRequest))
      const stored = Option.getOrThrow(yield* (yield* AnalysisStore).find(analysed.analysisId))
      assert.isTrue(stored.fallbackUsed)
      assert.deepStrictEqual(stored.results, writeRulesReport(validRequest))
    }).pipe(Effect.provide(analysesWith(failingAnalyst))),
  )

  it.effect("falls back on a defect in the analyst too", () =>
    Effect.gen(function* () {
      const analysed = yield* (yield* Analyses).analyse(owner, body)
      assert.isTrue(analysed.fallbackUsed)
      assert.instanceOf(analysed.results, AnalysisResults)
    }).pipe(Effect.provide(analysesWith(() => Effect.die(new Error("SDK bug"))))),
  )

  it.effect("gives the analyst 200 s, then falls back", () =>
    Effect.gen(function* () {
      const analyses = yield* Analyses
      const fiber = yield* Effect.forkChild(analyses.analyse(owner, body))
      yield* TestClock.adjust("199 seconds")
      assert.isUndefined(fiber.pollUnsafe())
      yield* TestClock.adjust("1 second")
      const analysed = yield* Fiber.join(fiber)
      assert.isTrue(analysed.fallbackUsed)
      assert.deepStrictEqual(analysed.results, writeRulesReport(validRequest))
    }).pipe(Effect.provide(analysesWith(() => Effect.never))),
  )

  it.effect("rejects an invalid request before calling any analyst or storing anything", () => {
    let calls = 0
    return Effect.gen(function* () {
      const analyses = yield* Analyses
      const blankName = yield* Effect.flip(analyses.analyse(owner, { ...body, userName: "  " }))
      assert.strictEqual(blankName.message, "User name is required")
      const noAnswers = yield* Effect.flip(analyses.analyse(owner, { ...body, answers: {} }))
      assert.strictEqual(noAnswers.message, "Answers are required")
      const hidden = yield* Effect.flip(
        analyses.analyse(owner, {
          userName: "Sam",
          answers: { gender: "male", hair_texture: "curly" },
        }),
      )
      assert.strictEqual(hidden.field, "hair_texture")
      assert.strictEqual(calls, 0)
      assert.deepStrictEqual(yield* analyses.list(owner), [])
    }).pipe(
      Effect.provide(
        analysesWith(() => {
          calls++
          return Effect.succeed(aiAnswer)
        }),
      ),
    )
  })

  it.effect("shows and deletes an analysis for its owner only", () =>
    Effect.gen(function* () {
      const analyses = yield* Analyses
      const { analysisId } = yield* analyses.analyse(owner, body)
      assert.strictEqual((yield* analyses.find(analysisId, owner)).id, analysisId)
      assert.instanceOf(yield* Effect.flip(analyses.find(analysisId, stranger)), AnalysisNotFound)
      assert.instanceOf(yield* Effect.flip(analyses.remove(analysisId, stranger)), AnalysisNotFound)
      assert.deepStrictEqual(
        (yield* analyses.list(owner)).map((summary) => summary.id),
        [analysisId],
      )
      assert.deepStrictEqual(yield* analyses.list(stranger), [])
      yield* analyses.remove(analysisId, owner)
      assert.instanceOf(yield* Effect.flip(analyses.find(analysisId, owner)), AnalysisNotFound)
      assert.instanceOf(yield* Effect.flip(analyses.remove(analysisId, owner)), AnalysisNotFound)
      assert.deepStrictEqual(yield* analyses.list(owner), [])
    }).pipe(Effect.provide(analysesWith(() => Effect.succeed(aiAnswer)))),
  )
})
