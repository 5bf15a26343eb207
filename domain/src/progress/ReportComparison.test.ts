import { DateTime, Result } from "effect"
import { describe, expect, it } from "vitest"
import type { AnalysisId } from "../analysis/AnalysisStore.ts"
import { providerReport } from "../analysis/ProviderReport.ts"
import { aiAnswerFor } from "../analysis/testing/AiReports.ts"
import { femaleAnswers } from "../analyst/ExampleAnswers.ts"
import { explainReport } from "../analyst/ExplainReport.ts"
import { randomValidAnswers, seededRandom } from "../analyst/RandomAnswers.ts"
import { traceRulesReport } from "../analyst/RulesReport.ts"
import { noReading, readingOf } from "../notes/testing/Readings.ts"
import type { QuizAnswers, TextInputs } from "../quiz/QuizAnswers.ts"
import { type ComparedReport, compareReports } from "./ReportComparison.ts"

const readingFor = (textInputs: TextInputs) =>
  // The tests' notes say one thing each: a round bald patch.
  textInputs.health_notes === undefined
    ? noReading
    : readingOf({ kind: "bald_patches", words: "round bald patch" })

const stored = (id: string, answers: QuizAnswers, textInputs: TextInputs) => ({
  id: id as AnalysisId,
  createdAt: DateTime.makeUnsafe("2026-11-01T10:00:00Z"),
  answers,
  textInputs,
})

/** The rule engine's report for these answers, as stored with its explanation. */
const reportOf = (
  id: string,
  answers: QuizAnswers,
  textInputs: TextInputs = {},
): ComparedReport => {
  const traced = traceRulesReport({
    userName: "Ada",
    answers,
    textInputs,
    reading: readingFor(textInputs),
  })
  return {
    ...stored(id, answers, textInputs),
    results: traced.results,
    explanation: explainReport({
      report: traced.results,
      rules: traced,
      answers,
      otherLines: "provider",
    }),
  }
}

/** An AI provider's report for the same answers, as stored with its explanation. */
const aiReportOf = (id: string, answers: QuizAnswers): ComparedReport => {
  const request = { userName: "Ada", answers, textInputs: {}, reading: noReading }
  const written = providerReport(aiAnswerFor("Ada", { cites: ["A1"] }), request, "test/model")
  if (Result.isFailure(written)) throw new Error(written.failure.message)
  const { results, floor, cited } = written.success
  return {
    ...stored(id, answers, {}),
    results,
    explanation: explainReport({
      report: results,
      rules: floor.traced,
      answers,
      otherLines: "provider",
      cited,
    }),
  }
}

/** How many lines a stored report shows, sentences of its paragraphs counted one by one. */
const linesShown = (report: ComparedReport) => compareReports(report, report).kept

describe("compareReports", () => {
  it("names the changed answers as labels, and the recommendations they brought or took away", () => {
    const before = reportOf(
      "a",
      femaleAnswers({ scalp_condition: ["sensitive"], environment: ["none"] }),
    )
    const after = reportOf(
      "b",
      femaleAnswers({ scalp_condition: ["normal"], environment: ["hard_water"] }),
    )
    const compared = compareReports(before, after)
    expect(compared.answerChanges.map((c) => c.id)).toEqual(["scalp_condition", "environment"])
    for (const change of compared.answerChanges) {
      expect(change.before).toBeDefined()
      expect(change.after).toBeDefined()
      expect(change.before).not.toBe(change.after)
      expect(change.question).not.toBe(change.id)
    }
    const chelating = compared.appeared.find((c) => c.ruleId === "chelating-shampoo")!
    expect(chelating.sectionTitle).toBe("Recommended products")
    expect(chelating.because).toContainEqual(
      expect.objectContaining({ changed: true, answer: expect.stringMatching(/hard water/i) }),
    )
    const gentle = compared.wentAway.find((c) => c.ruleId === "cleanser-sensitive")!
    expect(gentle.because).toContainEqual(
      expect.objectContaining({ changed: true, answer: expect.stringMatching(/sensitive/i) }),
    )
  })

  it("a note the person typed counts as an answer, in their words", () => {
    const before = reportOf("a", femaleAnswers({}))
    const after = reportOf("b", femaleAnswers({}), {
      health_notes: "a round bald patch appeared behind my ear",
    })
    const compared = compareReports(before, after)
    expect(compared.answerChanges).toEqual([
      expect.objectContaining({
        id: "health_notes",
        after: "a round bald patch appeared behind my ear",
      }),
    ])
    const patches = compared.appeared.find((c) => c.section === "redFlags")!
    expect(patches.because).toContainEqual(
      expect.objectContaining({ changed: true, answer: expect.stringContaining("bald patch") }),
    )
  })

  it("over generated pairs: every line is kept, appeared or went away, and the view is symmetric", () => {
    for (let seed = 1; seed <= 60; seed++) {
      const a = randomValidAnswers(seededRandom(seed))
      const b = randomValidAnswers(seededRandom(seed + 1000))
      const first = reportOf("a", a.answers, a.textInputs)
      const second = reportOf("b", b.answers, b.textInputs)
      const forward = compareReports(first, second)
      const backward = compareReports(second, first)
      const both = forward.kept + forward.reworded.length
      expect(both + forward.appeared.length).toBe(linesShown(second))
      expect(both + forward.wentAway.length).toBe(linesShown(first))
      expect(forward.appeared.map((c) => `${c.section}:${c.ruleId}:${c.text}`)).toEqual(
        backward.wentAway.map((c) => `${c.section}:${c.ruleId}:${c.text}`),
      )
      // The same pairs either way (listed in each report's own order).
      const pairs = (list: ReadonlyArray<readonly [string, string]>) =>
        list.map((pair) => JSON.stringify(pair)).sort()
      expect(pairs(forward.reworded.map((c) => [c.before, c.after]))).toEqual(
        pairs(backward.reworded.map((c) => [c.after, c.before])),
      )
      const same = compareReports(first, reportOf("c", a.answers, a.textInputs))
      expect(same.answerChanges).toEqual([])
      expect(same.appeared).toEqual([])
      expect(same.wentAway).toEqual([])
      expect(same.reworded).toEqual([])
      // a recommendation that came or went rests on answers, and some answer changed
      for (const change of [...forward.appeared, ...forward.wentAway]) {
        if (change.ruleId === "wash-cycle") continue
        expect(forward.answerChanges.length).toBeGreaterThan(0)
      }
    }
  }, 30_000)

  it("says a rule's line in other words is reworded, never the same", () => {
    const before = reportOf("a", femaleAnswers({ hair_texture: "wavy" }))
    const after = reportOf("b", femaleAnswers({ hair_texture: "curly" }))
    const compared = compareReports(before, after)
    // "Detangling on wet hair with slip: for wavy hair…" now says curly hair.
    const detangling = compared.reworded.find((c) => c.section === "doingWell")
    expect(detangling?.sectionTitle).toBe("What you're doing well")
    expect(detangling?.before).toMatch(/wavy/)
    expect(detangling?.after).toMatch(/curly/)
    expect(detangling?.because).toContainEqual(
      expect.objectContaining({ changed: true, answer: "Curly" }),
    )
  })

  it("diffs an AI provider's report and the rules' from the same answers by their own lines", () => {
    const answers = femaleAnswers({ hair_texture: "coily", symptoms: ["broken_edges"] })
    const rules = reportOf("a", answers)
    const ai = aiReportOf("b", answers)
    const compared = compareReports(rules, ai)
    expect(compared.answerChanges).toEqual([])
    // The texts differ, so this is no "nothing changed".
    expect(compared.appeared.length).toBeGreaterThan(0)
    expect(compared.wentAway.length).toBeGreaterThan(0)
    const doingWell = compared.appeared.find((c) => c.section === "doingWell")
    expect(doingWell).toMatchObject({
      text: ai.results.doingWell[0],
      because: [{ question: "Which best describes you?", answer: "Female", changed: false }],
    })
    expect(doingWell?.ruleId).toBeUndefined()
    // What both say word for word is kept: the rules' red flags under the AI's report.
    expect(compared.kept).toBeGreaterThanOrEqual(rules.results.redFlags.length)
    expect(compareReports(ai, aiReportOf("c", answers)).appeared).toEqual([])
  })
})
