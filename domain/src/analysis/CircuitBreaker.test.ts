import { assert, describe, it } from "@effect/vitest"
import { Duration, Effect, Fiber } from "effect"
import { TestClock } from "effect/testing"
import { CircuitOpen, makeCircuitBreaker } from "./CircuitBreaker.ts"

const settings = { failureThreshold: 3, coolDown: Duration.seconds(10) }

describe("CircuitBreaker", () => {
  it.effect("counts failures in a row only: a success in between starts again", () =>
    Effect.gen(function* () {
      const breaker = yield* makeCircuitBreaker(settings)
      yield* Effect.ignore(breaker.run(Effect.fail("down")))
      yield* Effect.ignore(breaker.run(Effect.fail("down")))
      yield* breaker.run(Effect.succeed("up"))
      yield* Effect.ignore(breaker.run(Effect.fail("down")))
      yield* Effect.ignore(breaker.run(Effect.fail("down")))
      assert.strictEqual((yield* breaker.status).state, "closed")
      yield* Effect.exit(breaker.run(Effect.die("defects count too")))
      const status = yield* breaker.status
      assert.strictEqual(status.state, "open")
      assert.strictEqual(status.consecutiveFailures, 3)
      const refused = yield* Effect.flip(breaker.run(Effect.succeed("never run")))
      assert.instanceOf(refused, CircuitOpen)
      assert.strictEqual((refused as CircuitOpen).retryAfterMillis, 10_000)
    }),
  )

  it.effect("lets one trial through when half-open, refusing others meanwhile", () =>
    Effect.gen(function* () {
      const breaker = yield* makeCircuitBreaker(settings)
      for (let i = 0; i < 3; i++) yield* Effect.ignore(breaker.run(Effect.fail("down")))
      yield* TestClock.adjust("10 seconds")
      const trial = yield* Effect.forkChild(
        breaker.run(Effect.sleep("1 second").pipe(Effect.as("up"))),
      )
      yield* Effect.yieldNow
      assert.instanceOf(yield* Effect.flip(breaker.run(Effect.succeed("second"))), CircuitOpen)
      yield* TestClock.adjust("1 second")
      assert.strictEqual(yield* Fiber.join(trial), "up")
      assert.strictEqual((yield* breaker.status).state, "closed")
    }),
  )

  it.effect("counts an interrupted call neither way, freeing the trial slot", () =>
    Effect.gen(function* () {
      const breaker = yield* makeCircuitBreaker(settings)
      for (let i = 0; i < 3; i++) yield* Effect.ignore(breaker.run(Effect.fail("down")))
      yield* TestClock.adjust("10 seconds")
      const trial = yield* Effect.forkChild(breaker.run(Effect.never))
      yield* Effect.yieldNow
      yield* Fiber.interrupt(trial)
      assert.strictEqual((yield* breaker.status).state, "half-open")
      assert.strictEqual(yield* breaker.run(Effect.succeed("up")), "up")
    }),
  )
})
