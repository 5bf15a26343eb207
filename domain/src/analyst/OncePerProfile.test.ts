/** A fact kept once per profile, and the profile that keeps none. */
import { assert, describe, it } from "@effect/vitest"
import { noReading } from "../notes/testing/Readings.ts"
import { femaleAnswers } from "./ExampleAnswers.ts"
import type { HairProfile } from "./HairProfile.ts"
import { keepNothingFor, oncePerProfile } from "./OncePerProfile.ts"
import { traceRulesReport } from "./RulesReport.ts"

const profile = (): HairProfile =>
  traceRulesReport({
    userName: "Sam",
    answers: femaleAnswers({}),
    textInputs: {},
    reading: noReading,
  }).trace.profile

describe("oncePerProfile", () => {
  it("works a fact out once for a profile, and again for another", () => {
    let asked = 0
    const fact = oncePerProfile((p) => {
      asked++
      return p.gender
    })
    const p = profile()
    assert.strictEqual(fact(p), "female")
    assert.strictEqual(fact(p), "female")
    assert.strictEqual(asked, 1)
    fact(profile())
    assert.strictEqual(asked, 2)
  })

  it("works it out each time for a profile that keeps nothing (the one recording decisions)", () => {
    let asked = 0
    const fact = oncePerProfile(() => ++asked)
    const p = keepNothingFor(profile())
    assert.deepStrictEqual([fact(p), fact(p)], [1, 2])
  })
})
