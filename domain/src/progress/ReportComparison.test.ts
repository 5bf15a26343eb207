import { DateTime } from "effect"
import { describe, expect, it } from "vitest"
import type { AnalysisId } from "../analysis/AnalysisStore.ts"
import { femaleAnswers } from "../analyst/ExampleAnswers.ts"
import { randomValidAnswers, seededRandom } from "../analyst/RandomAnswers.ts"
import { reportLines } from "../analyst/ReportLines.ts"
import { traceRulesReport } from "../analyst/RulesReport.ts"
import { noReading, readingOf } from "../notes/testing/Readings.ts"
import type { QuizAnswers, TextInputs } from "../quiz/QuizAnswers.ts"
import { type ComparedReport, compareReports } from "./ReportComparison.ts"

const reportOf = (
  id: string,
  answers: QuizAnswers,
  textInputs: TextInputs = {},
): ComparedReport => ({
  id: id as AnalysisId,
  createdAt: DateTime.makeUnsafe("2026-11-01T10:00:00Z"),
  answers,
  textInputs,
  // The tests' notes say one thing each: a round bald patch.
  traced: traceRulesReport({
    userName: "Ada",
    answers,
    textInputs,
    reading:
      textInputs.health_notes === undefined
        ? noReading
        : readingOf({ kind: "bald_patches", words: "round bald patch" }),
  }),
})

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
    for (let seed = 1; seed <= 150; seed++) {
      const a = randomValidAnswers(seededRandom(seed))
      const b = randomValidAnswers(seededRandom(seed + 1000))
      const first = reportOf("a", a.answers, a.textInputs)
      const second = reportOf("b", b.answers, b.textInputs)
      const forward = compareReports(first, second)
      const backward = compareReports(second, first)
      expect(forward.kept + forward.appeared.length).toBe(reportLines(second.traced).length)
      expect(forward.kept + forward.wentAway.length).toBe(reportLines(first.traced).length)
      expect(forward.appeared.map((c) => `${c.section}:${c.ruleId}:${c.text}`)).toEqual(
        backward.wentAway.map((c) => `${c.section}:${c.ruleId}:${c.text}`),
      )
      const same = compareReports(first, reportOf("c", a.answers, a.textInputs))
      expect(same.answerChanges).toEqual([])
      expect(same.appeared).toEqual([])
      expect(same.wentAway).toEqual([])
      // a recommendation that came or went rests on answers, and some answer changed
      for (const change of [...forward.appeared, ...forward.wentAway]) {
        if (change.ruleId === "wash-cycle") continue
        expect(forward.answerChanges.length).toBeGreaterThan(0)
      }
    }
  })
})
