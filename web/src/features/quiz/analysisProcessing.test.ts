import { assert, describe, it } from "@effect/vitest"
import { AnalysisUnsuccessful } from "@strand/domain/analysis/AnalysisResponse"
import { makeApiError, timeoutApiError } from "@strand/domain/errors/ApiError"
import { Effect, Fiber, Ref } from "effect"
import { TestClock } from "effect/testing"
import {
  type ProcessingState,
  processingMessages,
  runAnalysisProcessing,
} from "./analysisProcessing.ts"
import { unexpectedFailureMessage } from "./failureClassification.ts"

/** Runs one attempt in the background, recording every state it reports. */
const start = Effect.fnUntraced(function* <E>(submit: Effect.Effect<string, E>) {
  const seen = yield* Ref.make<ReadonlyArray<ProcessingState>>([])
  const fiber = yield* Effect.forkChild(
    runAnalysisProcessing({
      submit,
      onState: (state) => Ref.update(seen, (all) => [...all, state]),
    }),
  )
  const tags = Ref.get(seen).pipe(Effect.map((all) => all.map((state) => state._tag)))
  return { fiber, seen, tags }
})

describe("runAnalysisProcessing", () => {
  it.effect(
    "moves analysing → generating at 2 s → finalizing at 4 s → complete, redirecting 1 s later",
    () =>
      Effect.gen(function* () {
        const { fiber, tags } = yield* start(Effect.sleep("5 seconds").pipe(Effect.as("an-1")))
        yield* Effect.yieldNow
        assert.deepStrictEqual(yield* tags, ["analysing"])
        yield* TestClock.adjust("1999 millis")
        assert.deepStrictEqual(yield* tags, ["analysing"])
        yield* TestClock.adjust("1 millis")
        assert.deepStrictEqual(yield* tags, ["analysing", "generating"])
        yield* TestClock.adjust("2 seconds")
        assert.deepStrictEqual(yield* tags, ["analysing", "generating", "finalizing"])
        yield* TestClock.adjust("1 second")
        assert.deepStrictEqual(yield* tags, ["analysing", "generating", "finalizing", "complete"])
        assert.isUndefined(fiber.pollUnsafe(), "still waiting to redirect")
        yield* TestClock.adjust("999 millis")
        assert.isUndefined(fiber.pollUnsafe())
        yield* TestClock.adjust("1 millis")
        assert.deepStrictEqual(yield* Fiber.join(fiber), {
          _tag: "redirect",
          path: "/result?analysisId=an-1",
        })
      }),
  )

  it.effect(
    "goes straight to complete when the analysis is quick, and never shows finalizing after it",
    () =>
      Effect.gen(function* () {
        const { fiber, tags } = yield* start(Effect.sleep("500 millis").pipe(Effect.as("quick")))
        yield* TestClock.adjust("10 seconds")
        yield* Fiber.join(fiber)
        assert.deepStrictEqual(yield* tags, ["analysing", "complete"])
      }),
  )

  it.effect("shows the error state for a retryable time-out", () =>
    Effect.gen(function* () {
      const { fiber, seen } = yield* start(
        Effect.sleep("3 seconds").pipe(Effect.andThen(Effect.fail(timeoutApiError()))),
      )
      yield* TestClock.adjust("3 seconds")
      const outcome = yield* Fiber.join(fiber)
      const error: ProcessingState = {
        _tag: "error",
        message: "Request timeout",
        suggestion: "Please try again later.",
        canRetry: true,
      }
      assert.deepStrictEqual(outcome, { _tag: "stopped", state: error })
      assert.deepStrictEqual((yield* Ref.get(seen)).at(-1), error)
      yield* TestClock.adjust("10 seconds")
      assert.strictEqual((yield* Ref.get(seen)).length, 3, "no message after the error")
    }),
  )

  it.effect("shows the fallback state when the server says the fallback was used", () =>
    Effect.gen(function* () {
      const { fiber } = yield* start(
        Effect.fail(
          makeApiError({ message: "Backup used", status: 500, code: "X", fallbackUsed: true }),
        ),
      )
      assert.deepStrictEqual(yield* Fiber.join(fiber), {
        _tag: "stopped",
        state: { _tag: "fallback", message: "Backup used" },
      })
    }),
  )

  it.effect("treats non-API failures and defects as fallback with the backup message", () =>
    Effect.gen(function* () {
      for (const submit of [
        Effect.fail(new AnalysisUnsuccessful({ message: "No analysis ID received from server" })),
        Effect.die("kaboom"),
      ]) {
        const { fiber } = yield* start(submit)
        assert.deepStrictEqual(yield* Fiber.join(fiber), {
          _tag: "stopped",
          state: { _tag: "fallback", message: unexpectedFailureMessage },
        })
      }
    }),
  )

  it("has the spec's texts", () => {
    assert.deepStrictEqual(processingMessages, {
      analysing: "Analysing your responses...",
      generating: "Generating personalised recommendations...",
      finalizing: "Finalising your haircare plan...",
      complete: "Your personalised haircare plan is ready! Redirecting...",
      error: "Analysis Temporarily Unavailable",
      fallback: "Using Backup Analysis System",
    })
  })
})
