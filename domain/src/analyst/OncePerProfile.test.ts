/** A fact kept once per profile. */
import { assert, describe, it } from "@effect/vitest"
import { noReading } from "../notes/testing/Readings.ts"
import { femaleAnswers } from "./ExampleAnswers.ts"
import type { HairProfile } from "./HairProfile.ts"
import { oncePerProfile } from "./OncePerProfile.ts"
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
})
