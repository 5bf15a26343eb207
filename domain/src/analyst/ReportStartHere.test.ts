/**
 * Start here and the timelines of a report an AI provider wrote come from
 * that report's own lines (the rules' floor included), never from the rules'
 * report the person did not see.
 */
import { assert, describe, it } from "@effect/vitest"
import { Result } from "effect"
import { providerReport } from "../analysis/ProviderReport.ts"
import { aiAnswerFor, aiReportFor, citationsFor } from "../analysis/testing/AiReports.ts"
import { noReading } from "../notes/testing/Readings.ts"
import type { QuizAnswers } from "../quiz/QuizAnswers.ts"
import { femaleAnswers } from "./ExampleAnswers.ts"
import { explainReport } from "./ExplainReport.ts"
import { sectionItems } from "./ReportText.ts"
import { traceRulesReport } from "./RulesReport.ts"

const explained = (answers: QuizAnswers, answer: unknown) => {
  const request = { userName: "Ada", answers, textInputs: {}, reading: noReading }
  const written = providerReport(answer, request, "test/model")
  if (Result.isFailure(written)) throw new Error(written.failure.message)
  const { results, floor, cited } = written.success
  return {
    results,
    rules: floor.traced,
    explanation: explainReport({
      report: results,
      rules: floor.traced,
      answers,
      otherLines: "provider",
      cited,
    }),
  }
}

describe("Start here for a provider's report", () => {
  const flaking = femaleAnswers({
    hair_texture: "coily",
    scalp_condition: ["itchy_flaky"],
    symptoms: ["persistent_flaking", "broken_edges"],
  })

  it("puts the floor's finding first, then the report's own lines: nothing it does not say", () => {
    const { results, rules, explanation } = explained(
      flaking,
      aiAnswerFor("Ada", { cites: ["A3"] }),
    )
    const [first, ...rest] = explanation.startHere
    assert.isTrue(first?.urgent)
    assert.deepStrictEqual(
      rest.map((item) => item.change),
      [
        "Avoid for now: tight styles while your edges recover",
        "Use creamy leave-in conditioner: on damp hair after every wash",
      ],
    )
    assert.strictEqual(rest[0]?.why, "They pull on the hairline.")
    assert.match(rest[1]?.why ?? "", /^Because you told us: /)
    // The rules' own Start here would name their medicated wash, which this report never plans.
    const own = sectionItems(results, "all").join("\n")
    assert.notMatch(own, /medicated shampoo/i)
    for (const item of rest) assert.notMatch(item.change, /medicated|as your plan says/i)
    assert.notDeepEqual(
      explanation.startHere,
      explainReport({ report: rules.results, rules, answers: flaking, otherLines: "provider" })
        .startHere,
    )
  })

  it("leaves out lines that cite nothing of the person", () => {
    const report = aiReportFor("Ada")
    const general = new Set([
      ...report.avoidForNow,
      ...report.productTexture.products.map((p) => `${p.title} ${p.ingredients} ${p.usage}`),
    ])
    const cites = citationsFor(report, (line) => (general.has(line) ? [] : ["A1"]))
    const { explanation } = explained(flaking, { ...aiAnswerFor("Ada"), cites })
    assert.deepStrictEqual(
      explanation.startHere.map((item) => item.urgent),
      [true],
    )
  })
})

describe("timelines for a provider's report", () => {
  const bleached = femaleAnswers({ hair_state: ["bleached"] })

  it("keeps only the concerns the report speaks to", () => {
    const report = aiReportFor("Ada")
    const silent = {
      ...report,
      routineSnapshot: "Ada, a gentle wash day each week will keep your hair comfortable.",
      productTexture: {
        ...report.productTexture,
        textureGuidance: "Creams after washing; keep the scalp to light liquids.",
        applicationZones: ["Scalp: light"],
      },
    }
    const rules = traceRulesReport({
      userName: "Ada",
      answers: bleached,
      textInputs: {},
      reading: noReading,
    })
    const theirs = explainReport({
      report: rules.results,
      rules,
      answers: bleached,
      otherLines: "provider",
    })
    assert.include(
      theirs.timelines.map((t) => t.concern),
      "Length",
    )
    const { explanation } = explained(bleached, aiAnswerFor("Ada", { report: silent }))
    assert.notInclude(
      explanation.timelines.map((t) => t.concern),
      "Length",
    )
    assert.include(
      explanation.timelines.map((t) => t.concern),
      "Your new routine",
    )
  })
})
