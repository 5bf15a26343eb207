/**
 * Every line earned: over thousands of generated people (random quiz walks
 * with random readings of their notes), every line of every section cites in
 * its "Why?" at least one of this person's own answers or note facts: not a
 * question they skipped, and not their gender alone. The universal basics
 * (UniversalBasics.ts) are the only exception.
 */
import { assert, describe, it } from "@effect/vitest"
import { noReading } from "../notes/testing/Readings.ts"
import { findQuestion } from "../quiz/QuizCatalogue.ts"
import { ItemEvidence, Trigger } from "../report/ReportExplanation.ts"
import { citesOwnFact, isEarnedLine } from "./EarnedLines.ts"
import { femaleAnswers } from "./ExampleAnswers.ts"
import { explainReport } from "./ExplainReport.ts"
import { randomValidAnswers, seededRandom } from "./RandomAnswers.ts"
import { traceRulesReport } from "./RulesReport.ts"

const genderQuestion = findQuestion("gender")!.title

const unearned = (quiz: ReturnType<typeof randomValidAnswers>) => {
  const rules = traceRulesReport({ userName: "Sam", ...quiz })
  const explained = explainReport({
    report: rules.results,
    rules,
    answers: quiz.answers,
    otherLines: "provider",
  })
  return explained.items.filter((item) => !isEarnedLine(item))
}

describe("every line is earned", () => {
  it("cites one of the person's own answers or note facts, over 3,000 generated people", () => {
    const random = seededRandom(2424)
    for (let walk = 0; walk < 3000; walk++) {
      const quiz = randomValidAnswers(random, { skipRate: walk % 3 === 0 ? 0.5 : 0.15 })
      for (const item of unearned(quiz))
        assert.fail(
          `${item.section}[${item.index}] ${item.rule} cites ${JSON.stringify(item.triggers)} (walk ${walk}: ${JSON.stringify(quiz.answers)})`,
        )
    }
  }, 300_000)

  it("counts a note's words or an answered question, never a skipped one or gender alone", () => {
    const item = (triggers: ReadonlyArray<{ question: string; answer: string; typed?: true }>) =>
      new ItemEvidence({
        section: "stylingBuildUp",
        index: 0,
        writtenBy: "rules",
        triggers: triggers.map((t) => new Trigger(t)),
        sources: [],
      })
    assert.isFalse(citesOwnFact(item([{ question: "How often do you swim?", answer: "Skipped" }])))
    assert.isFalse(citesOwnFact(item([{ question: genderQuestion, answer: "Female" }])))
    assert.isTrue(citesOwnFact(item([{ question: "Notes", answer: "swim daily", typed: true }])))
    assert.isTrue(citesOwnFact(item([{ question: "How often do you swim?", answer: "Weekly" }])))
  })

  it("credits a fact with the answer that gave it, not a question left unanswered", () => {
    // Chemotherapy ticked among the medicines, the health history skipped.
    const answers = femaleAnswers({ medicines: ["chemo_immunotherapy"] })
    const rules = traceRulesReport({ userName: "Sam", answers, textInputs: {}, reading: noReading })
    const explained = explainReport({
      report: rules.results,
      rules,
      answers,
      otherLines: "provider",
    })
    const chemo = explained.items.filter((item) => item.rule === "chemistry-after-chemo")
    assert.lengthOf(chemo, 1)
    assert.isTrue(citesOwnFact(chemo[0]!), JSON.stringify(chemo[0]!.triggers))
  })
})
