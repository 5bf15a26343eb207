import { assert, describe, it } from "@effect/vitest"
import { answersToSubmit, isAnswered, textInputsToSubmit } from "./Answering.ts"
import { findQuestion } from "./QuizCatalogue.ts"

const question = (id: string) => findQuestion(id)!
describe("isAnswered (when Next is enabled)", () => {
  it("needs a non-empty radio value that the question offers", () => {
    const gender = question("gender")
    assert.isFalse(isAnswered(gender, undefined))
    assert.isFalse(isAnswered(gender, ""))
    assert.isFalse(isAnswered(gender, "robot"))
    assert.isTrue(isAnswered(gender, "male"))
  })

  it("needs at least one checkbox option", () => {
    const environment = question("environment")
    assert.isFalse(isAnswered(environment, []))
    assert.isFalse(isAnswered(environment, "hard_water"))
    assert.isTrue(isAnswered(environment, ["hard_water"]))
  })

  it("needs at least one product, each with a frequency", () => {
    const products = question("products_used")
    assert.isFalse(isAnswered(products, {}))
    assert.isFalse(isAnswered(products, { hair_spray: "" }))
    assert.isFalse(isAnswered(products, { hair_spray: "weekly", bond_builder: "" }))
    assert.isFalse(
      isAnswered(products, { bond_builder: "weekly" }),
      "bond builder takes treatment frequencies",
    )
    assert.isTrue(isAnswered(products, { hair_spray: "weekly", bond_builder: "6-8_weeks" }))
  })

  it("needs non-blank text for text questions", () => {
    const text = { ...question("gender"), type: "textarea" as const }
    assert.isFalse(isAnswered(text, "   "))
    assert.isTrue(isAnswered(text, "Fine, thanks"))
  })
})

describe("answers of hidden questions", () => {
  it("are kept while answering but never submitted", () => {
    const answers = {
      gender: "male",
      hair_state: ["locs"],
      hair_length_male: "short",
      hormonal_stage: "pregnant",
    }
    assert.deepStrictEqual(answersToSubmit(answers), { gender: "male", hair_length_male: "short" })
  })

  it("drop daily washing and the salon-hidden questions once the salon is chosen", () => {
    const answers = {
      gender: "female",
      hair_care_method: "salon",
      wash_frequency: "daily",
      detangling: "wet_slip",
      products_used: { hair_spray: "weekly" },
    }
    assert.deepStrictEqual(answersToSubmit(answers), {
      gender: "female",
      hair_care_method: "salon",
    })
  })

  it("drop half-made product answers", () => {
    const answers = { gender: "female", products_used: { hair_spray: "" } }
    assert.deepStrictEqual(answersToSubmit(answers), { gender: "female" })
  })

  it("take their notes with them; other notes are trimmed, heat_tension_other needs 'other'", () => {
    const answers = { gender: "female", hair_texture: "wavy", heat_tension: ["cornrows"] }
    const notes = {
      texture_notes: "  looser at the front ",
      heat_tension_other: "silk press",
      loc_type_notes: "young locs",
      products_used_other: "   ",
    }
    assert.deepStrictEqual(textInputsToSubmit(answers, notes), {
      texture_notes: "looser at the front",
    })
    assert.deepStrictEqual(textInputsToSubmit({ ...answers, heat_tension: ["other"] }, notes), {
      texture_notes: "looser at the front",
      heat_tension_other: "silk press",
    })
  })
})
