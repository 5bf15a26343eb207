import { assert, describe, it } from "@effect/vitest"
import { femaleAnswers } from "../analyst/ExampleAnswers.ts"
import { writeRulesReport } from "../analyst/RulesReport.ts"
import { maxStyling } from "../analyst/StylingRules.ts"
import { noReading, readingOf } from "../notes/testing/Readings.ts"
import { normaliseResults } from "./NormaliseResults.ts"
import { applySafetyFloor, rulesFloor } from "./SafetyFloor.ts"
import { aiReportFor } from "./testing/AiReports.ts"

const floorAnswers = {
  gender: "female",
  hormonal_stage: "postpartum",
  scalp_condition: ["itchy_flaky", "traction"],
  hair_texture: "coily",
  symptoms: ["burning_stinging", "broken_edges"],
}
const floor = writeRulesReport({
  userName: "Amara",
  answers: floorAnswers,
  textInputs: {},
  reading: noReading,
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

  it("keeps the tips the lock never hides first, then the provider's, the rule engine's to fill", () => {
    const { report, lines } = rulesFloor({
      userName: "Amara",
      answers: femaleAnswers({
        hair_texture: "coily",
        heat_tension: ["braids_extensions", "ponytails"],
        environment: ["humid_climate", "hard_water"],
        symptoms: ["broken_edges"],
      }),
      textInputs: {},
      reading: noReading,
    })
    const kept = lines.keptTips ?? []
    // "How long to keep protective styles in" (safety) and the tension tips (her complaint).
    assert.isAtLeast(kept.length, 2)
    assert.include(kept.join("\n"), "Protective styles protect only when light")
    const longer = Array.from({ length: 12 }, (_, i) => `AI tip ${i + 1}`)
    const cut = applySafetyFloor(draft({ stylingBuildUp: longer }), report, lines).stylingBuildUp
    assert.deepStrictEqual(cut, [...kept, ...longer].slice(0, maxStyling))

    const filled = applySafetyFloor(
      draft({ stylingBuildUp: ["AI tip"] }),
      report,
      lines,
    ).stylingBuildUp
    assert.deepStrictEqual(filled.slice(0, kept.length + 1), [...kept, "AI tip"])
    assert.strictEqual(filled.length, Math.max(report.stylingBuildUp.length, kept.length + 1))
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

  it("opens a provider's snapshot with the rule engine's urgent lead when something needs a doctor soon", () => {
    const patches = rulesFloor({
      userName: "Maya",
      answers: {
        gender: "female",
        hormonal_stage: "postpartum",
        scalp_condition: ["normal"],
        hair_texture: "wavy",
        symptoms: ["sudden_shedding"],
      },
      textInputs: { health_notes: "A round smooth bald patch appeared at my crown" },
      reading: readingOf({ kind: "bald_patches", words: "round smooth bald patch" }),
    })
    const lead = patches.lines.urgentLead
    assert.isDefined(lead)
    assert.match(lead ?? "", /dermatologist/)
    const merged = applySafetyFloor(draft({}), patches.report, patches.lines)
    assert.isTrue(merged.routineSnapshot.startsWith(`${lead} `))
    assert.include(merged.routineSnapshot, aiReportFor("Amara").routineSnapshot)
    // Said once, even when the provider already opened with it.
    assert.strictEqual(
      applySafetyFloor(merged, patches.report, patches.lines).routineSnapshot,
      merged.routineSnapshot,
    )
    // Nothing urgent: the provider's snapshot as it wrote it.
    assert.isUndefined(
      rulesFloor({
        userName: "Ada",
        answers: femaleAnswers({}),
        textInputs: {},
        reading: noReading,
      }).lines.urgentLead,
    )
  })

  it("drops the rule engine's all-clear line when the provider raises a concern, and only then", () => {
    const calm = rulesFloor({
      userName: "Ada",
      answers: femaleAnswers({}),
      textInputs: {},
      reading: noReading,
    })
    const allClear = calm.lines.allClear
    assert.match(allClear ?? "", /^No warning signs/)
    const concern = "See a GP if the itch keeps you awake."
    assert.deepStrictEqual(
      applySafetyFloor(draft({ redFlags: [concern] }), calm.report, calm.lines).redFlags,
      [...calm.report.redFlags.filter((flag) => flag !== allClear), concern],
    )
    assert.deepStrictEqual(
      applySafetyFloor(draft({ redFlags: [] }), calm.report, calm.lines).redFlags,
      calm.report.redFlags,
    )
  })
})
