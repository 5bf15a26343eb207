import { assert, describe, it } from "@effect/vitest"
import { Result } from "effect"
import { randomValidAnswers, seededRandom } from "../analyst/RandomAnswers.ts"
import { writeRulesReport } from "../analyst/RulesReport.ts"
import { normaliseResults } from "./NormaliseResults.ts"
import { aiReportFor } from "./testing/AiReports.ts"
import { checkUsableReport, reportProblems } from "./UsableReport.ts"

const withChanges = (changes: Record<string, unknown>) =>
  normaliseResults({ ...aiReportFor("Amara"), ...changes })

describe("checkUsableReport", () => {
  it("accepts a complete report", () => {
    assert.deepStrictEqual(reportProblems(normaliseResults(aiReportFor("Amara"))), [])
  })

  it("refuses a report without a snapshot, or one too short to be one", () => {
    assert.deepStrictEqual(reportProblems(withChanges({ routineSnapshot: "" })), [
      "the routine snapshot is missing or too short",
    ])
    assert.lengthOf(reportProblems(withChanges({ routineSnapshot: "Looks good." })), 1)
  })

  it("refuses a report with sections the result page would show empty, naming them", () => {
    const problems = reportProblems(
      withChanges({ doingWell: [], scienceNotes: [], productTexture: { recommended: "Rich" } }),
    )
    assert.deepStrictEqual(problems, [
      "empty sections: what you're doing well, texture guidance, products, science notes",
    ])
    assert.deepStrictEqual(reportProblems(normaliseResults({})).length, 2)
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
        reportProblems(withChanges({ avoidForNow: [line] })),
        ["it names a medicine dose"],
        line,
      )
    }
    // statistics and pH are not doses
    assert.deepStrictEqual(
      reportProblems(
        withChanges({ scienceNotes: ["About 4% against 1.6% by age 70; keep the pH near 5.5."] }),
      ),
      [],
    )
  })

  it("answers an InvalidResponse naming every problem", () => {
    const result = checkUsableReport(normaliseResults({}))
    assert.isTrue(Result.isFailure(result))
    if (Result.isFailure(result)) {
      assert.strictEqual(result.failure.reason, "InvalidResponse")
      assert.match(result.failure.message, /snapshot.*; empty sections/)
    }
  })

  it("accepts every report the rule engine writes", () => {
    for (let seed = 1; seed <= 500; seed++) {
      const report = writeRulesReport({
        userName: "Ada",
        ...randomValidAnswers(seededRandom(seed)),
      })
      assert.deepStrictEqual(reportProblems(report), [], `seed ${seed}`)
    }
  })
})
