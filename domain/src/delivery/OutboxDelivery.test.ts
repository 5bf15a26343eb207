import { assert, describe, it } from "@effect/vitest"
import { Duration } from "effect"
import { retryDelay } from "./OutboxDelivery.ts"

const policy = { firstRetry: Duration.seconds(10), maxRetry: Duration.minutes(30) }
const seconds = (attempt: number, random: number) =>
  Duration.toMillis(retryDelay(policy, attempt, random)) / 1000

describe("the wait before the next attempt", () => {
  it("doubles after each failure, from the first wait", () => {
    // random near 1 (the top of its range): the full exponential wait
    for (const [attempt, full] of [
      [1, 10],
      [2, 20],
      [3, 40],
      [4, 80],
      [5, 160],
    ] as const) {
      assert.closeTo(seconds(attempt, 0.999999), full, 0.01)
    }
  })

  it("is jittered into the upper half of that wait", () => {
    assert.strictEqual(seconds(3, 0), 20)
    assert.strictEqual(seconds(3, 0.5), 30)
    for (let i = 0; i < 100; i++) {
      const wait = seconds(4, Math.random())
      assert.isTrue(wait >= 40 && wait <= 80, `${wait}`)
    }
  })

  it("never exceeds the cap, however many attempts", () => {
    assert.strictEqual(seconds(9, 0.999999) <= 1800, true)
    assert.strictEqual(seconds(200, 0), 900)
    assert.isTrue(Number.isFinite(seconds(10_000, 0.5)))
  })
})
