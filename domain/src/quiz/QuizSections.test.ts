import { assert, describe, it } from "@effect/vitest"
import { quizCatalogue } from "./QuizCatalogue.ts"
import {
  minutesFor,
  minutesText,
  quizMinutes,
  quizSections,
  sectionOf,
  sectionsAhead,
  sectionTitles,
} from "./QuizSections.ts"
import { visibleQuestions } from "./Visibility.ts"

describe("the quiz's parts", () => {
  it("give every question of the catalogue one of the named parts", () => {
    for (const question of quizCatalogue) {
      assert.include(quizSections, sectionOf[question.id], question.id)
    }
    assert.deepStrictEqual(Object.values(sectionTitles), [
      "About you",
      "Your hair",
      "Your scalp",
      "Your routine",
      "Your limits",
      "Your health",
    ])
  })

  it("are listed in the order a woman and a man first meet them", () => {
    assert.deepStrictEqual(sectionsAhead({ gender: "female" }), [
      "about_you",
      "your_scalp",
      "your_hair",
      "your_routine",
      "your_limits",
      "your_health",
    ])
    assert.deepStrictEqual(sectionsAhead({ gender: "male" }), [
      "about_you",
      "your_hair",
      "your_scalp",
      "your_routine",
      "your_limits",
      "your_health",
    ])
  })

  it("start with About you and end with Your health, whoever answers", () => {
    const walks: ReadonlyArray<Record<string, string>> = [
      {},
      { gender: "female" },
      { gender: "male", facial_hair_male: "stubble" },
    ]
    for (const answers of walks) {
      const ids = visibleQuestions(answers).map((question) => sectionOf[question.id])
      assert.strictEqual(ids[0], "about_you")
      assert.strictEqual(ids.at(-1), "your_health")
    }
  })
})

describe("how long the quiz takes", () => {
  it("is worked out from the questions shown, about 10 seconds each", () => {
    assert.strictEqual(minutesFor(1), 1)
    assert.strictEqual(minutesFor(30), 5)
    assert.strictEqual(minutesFor(36), 6)
    assert.strictEqual(
      quizMinutes({ gender: "female" }),
      minutesFor(visibleQuestions({ gender: "female" }).length),
    )
  })

  it("is shorter for a salon client, who is asked fewer questions", () => {
    const home = visibleQuestions({ gender: "female" }).length
    const salon = visibleQuestions({ gender: "female", hair_care_method: "salon" }).length
    assert.isTrue(salon < home)
    assert.isAtMost(
      quizMinutes({ gender: "female", hair_care_method: "salon" }),
      quizMinutes({ gender: "female" }),
    )
  })

  it("reads as words", () => {
    assert.strictEqual(minutesText(1), "about 1 minute")
    assert.strictEqual(minutesText(6), "about 6 minutes")
  })
})
