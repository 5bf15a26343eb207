import { assert, describe, it } from "@effect/vitest"
import { answersAsLabels, answersAsLines } from "./AnswerLabels.ts"

describe("answersAsLabels", () => {
  it("turns radio, checkbox and product values into their labels", () => {
    const labelled = answersAsLabels({
      gender: "female",
      environment: ["hard_water", "humid_climate"],
      products_used: { hair_spray: "2-3_weekly", bond_builder: "6-8_weeks" },
    })
    assert.deepStrictEqual(labelled, {
      gender: "Female",
      environment: ["Hard water (limescale at home)", "Humid climate"],
      products_used: { "Hair spray": "2-3 times a week", "Bond builder": "Every 6-8 weeks" },
    })
  })

  it("keeps a value the catalogue does not know instead of dropping it", () => {
    assert.deepStrictEqual(answersAsLabels({ gender: "other", mystery: ["a"] }), {
      gender: "other",
      mystery: ["a"],
    })
  })
})

describe("answersAsLines", () => {
  it("lists question titles with readable answers in quiz order", () => {
    const lines = answersAsLines({
      environment: ["chlorinated"],
      gender: "male",
      products_used: { hair_spray: "weekly" },
    })
    assert.deepStrictEqual(lines, [
      { question: "Which best describes you?", answer: "Male" },
      {
        question: "Which of these products do you use, and how often?",
        answer: "Hair spray (Weekly)",
      },
      { question: "Does any of this apply to you?", answer: "Swimming in chlorinated pools" },
    ])
  })
})
