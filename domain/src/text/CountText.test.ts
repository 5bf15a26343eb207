import { assert, describe, it } from "@effect/vitest"
import { countText } from "./CountText.ts"

describe("count text", () => {
  it("groups thousands with commas, as en-US does", () => {
    for (const count of [0, 7, 42, 999, 1000, 4000, 12345, 999999, 1000000, 1234567890, -1234]) {
      assert.strictEqual(countText(count), count.toLocaleString("en-US"))
    }
  })

  it("leaves a number that is not a safe whole number as JavaScript writes it", () => {
    assert.strictEqual(countText(1.5), "1.5")
    assert.strictEqual(countText(Number.NaN), "NaN")
  })
})
