import { assert, describe, it } from "@effect/vitest"
import { Result } from "effect"
import { femaleAnswers } from "../analyst/ExampleAnswers.ts"
import { deriveHairProfile } from "../analyst/HairProfile.ts"
import { randomValidAnswers, seededRandom } from "../analyst/RandomAnswers.ts"
import { traceRulesReport } from "../analyst/RulesReport.ts"
import { normaliseResults } from "./NormaliseResults.ts"
import { aiReportFor } from "./testing/AiReports.ts"
import { checkUsableReport, reportProblems } from "./UsableReport.ts"

const withChanges = (changes: Record<string, unknown>) =>
  normaliseResults({ ...aiReportFor("Amara"), ...changes })

/** Amara as the AI report describes her: natural coily hair, a comfortable scalp. */
const amara = deriveHairProfile(
  "Amara",
  femaleAnswers({ hair_texture: "coily", wash_frequency: "weekly" }),
)

describe("checkUsableReport", () => {
  it("accepts a complete report", () => {
    assert.deepStrictEqual(reportProblems(normaliseResults(aiReportFor("Amara")), amara), [])
  })

  it("refuses a report without a snapshot, or one too short to be one", () => {
    assert.deepStrictEqual(reportProblems(withChanges({ routineSnapshot: "" }), amara), [
      "the routine snapshot is missing or too short",
    ])
    assert.lengthOf(reportProblems(withChanges({ routineSnapshot: "Looks good." }), amara), 1)
  })

  it("refuses a report with sections the result page would show empty, naming them", () => {
    const problems = reportProblems(
      withChanges({ doingWell: [], scienceNotes: [], productTexture: { recommended: "Rich" } }),
      amara,
    )
    assert.deepStrictEqual(problems, [
      "empty sections: what you're doing well, texture guidance, products, science notes",
    ])
    assert.deepStrictEqual(reportProblems(normaliseResults({}), amara).length, 2)
  })

  it("refuses a report that names a medicine dose", () => {
    for (const line of [
      "Try minoxidil 5% twice a day",
      "A 2% ketoconazole shampoo",
      "Take biotin 10 mg daily",
      "Vitamin D 1000 IU each morning",
      "500 micrograms of folate",
    ]) {
      assert.deepStrictEqual(
        reportProblems(withChanges({ avoidForNow: [line] }), amara),
        ["it names a medicine dose"],
        line,
      )
    }
    // statistics and pH are not doses
    assert.deepStrictEqual(
      reportProblems(
        withChanges({ scienceNotes: ["About 4% against 1.6% by age 70; keep the pH near 5.5."] }),
        amara,
      ),
      [],
    )
  })

  it("refuses a report that contradicts the person's answers or itself", () => {
    // Coil styling for relaxed hair, and a calm line beside a red flag.
    const relaxed = deriveHairProfile(
      "Amara",
      femaleAnswers({ hair_texture: "coily", hair_state: ["relaxed"] }),
    )
    const problems = reportProblems(
      withChanges({
        stylingBuildUp: ["Try a twist-out or pineapple your hair at night."],
        doingWell: ["No warning signs: your scalp is in great shape."],
      }),
      relaxed,
    )
    assert.isTrue(problems.length >= 1, problems.join("; "))
    assert.isTrue(
      problems.every((problem) => problem.startsWith("contradiction: ")),
      problems.join("; "),
    )
  })

  it("answers an InvalidResponse naming every problem", () => {
    const result = checkUsableReport(normaliseResults({}), amara)
    assert.isTrue(Result.isFailure(result))
    if (Result.isFailure(result)) {
      assert.strictEqual(result.failure.reason, "InvalidResponse")
      assert.match(result.failure.message, /snapshot.*; empty sections/)
    }
  })

  it("accepts every report the rule engine writes", () => {
    for (let seed = 1; seed <= 500; seed++) {
      const { results, trace } = traceRulesReport({
        userName: "Ada",
        ...randomValidAnswers(seededRandom(seed)),
      })
      assert.deepStrictEqual(reportProblems(results, trace.profile), [], `seed ${seed}`)
    }
  })
})
