import { assert, describe, it } from "@effect/vitest"
import { writeRulesReport } from "../analyst/RulesReport.ts"
import { normaliseResults } from "./NormaliseResults.ts"
import { applySafetyFloor } from "./SafetyFloor.ts"
import { aiReportFor } from "./testing/AiReports.ts"

const floor = writeRulesReport({
  userName: "Amara",
  answers: {
    gender: "female",
    hormonal_stage: "postpartum",
    scalp_condition: ["itchy_flaky", "traction"],
    hair_texture: "coily",
    symptoms: ["burning_stinging", "broken_edges"],
  },
  textInputs: {},
})
const draft = (changes: Record<string, unknown>) =>
  normaliseResults({ ...aiReportFor("Amara"), ...changes })

describe("applySafetyFloor", () => {
  it("keeps every red flag of the rule engine first, in order, and adds the provider's new ones", () => {
    assert.isAtLeast(floor.redFlags.length, 3)
    const merged = applySafetyFloor(
      draft({ redFlags: ["See a GP about the itch.", floor.redFlags[0]?.toUpperCase()] }),
      floor,
    )
    assert.deepStrictEqual(merged.redFlags, [...floor.redFlags, "See a GP about the itch."])
  })

  it("puts the red flags back when the provider wrote none", () => {
    assert.deepStrictEqual(
      applySafetyFloor(draft({ redFlags: [] }), floor).redFlags,
      floor.redFlags,
    )
  })

  it("gives the styling list the rule engine's length: the provider's tips first, its own to fill", () => {
    const longer = Array.from({ length: 12 }, (_, i) => `AI tip ${i + 1}`)
    const cut = applySafetyFloor(draft({ stylingBuildUp: longer }), floor).stylingBuildUp
    assert.deepStrictEqual(cut, longer.slice(0, floor.stylingBuildUp.length))

    const filled = applySafetyFloor(draft({ stylingBuildUp: ["AI tip"] }), floor).stylingBuildUp
    assert.deepStrictEqual(filled, [
      "AI tip",
      ...floor.stylingBuildUp.slice(0, floor.stylingBuildUp.length - 1),
    ])
  })

  it("leaves every other section as the provider wrote it", () => {
    const ai = draft({})
    const merged = applySafetyFloor(ai, floor)
    assert.strictEqual(merged.routineSnapshot, ai.routineSnapshot)
    assert.deepStrictEqual(merged.productTexture, ai.productTexture)
    assert.deepStrictEqual(merged.weeklyRhythm, ai.weeklyRhythm)
  })

  it("changes nothing in the rule engine's own report", () => {
    assert.deepStrictEqual(applySafetyFloor(floor, floor), floor)
  })
})
