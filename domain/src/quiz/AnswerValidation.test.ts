import { assert, describe, it } from "@effect/vitest"
import { Effect } from "effect"
import { ValidationError } from "../errors/ValidationError.ts"
import { findAnswersProblem, validateAnswers } from "./AnswerValidation.ts"

const problemOf = (answers: unknown) => findAnswersProblem(answers)

describe("validateAnswers", () => {
  it.effect("accepts answers a quiz walk produces", () =>
    Effect.gen(function* () {
      const answers = {
        gender: "female",
        hormonal_stage: "postpartum",
        scalp_condition: ["oily", "itchy_flaky"],
        hair_care_method: "self",
        products_used: { hair_spray: "weekly", bond_builder: "6-8_weeks" },
      }
      assert.deepStrictEqual(yield* validateAnswers(answers), answers)
    }),
  )

  it.effect("fails with a ValidationError naming the question", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(validateAnswers({ gender: "robot" }))
      assert.instanceOf(error, ValidationError)
      assert.strictEqual(error.field, "gender")
      assert.include(error.message, "robot")
    }),
  )

  it("requires a non-empty object: 'Answers are required'", () => {
    for (const answers of [undefined, null, {}, [], "gender=male", 3]) {
      const problem = problemOf(answers)
      assert.strictEqual(problem?.message, "Answers are required", String(answers))
      assert.strictEqual(problem?.field, "answers")
    }
  })

  it("rejects unknown question ids", () => {
    assert.strictEqual(problemOf({ gender: "male", shoe_size: "42" })?.field, "shoe_size")
  })

  it("takes facial_hair_male and the beard questions from men, and from no one else", () => {
    const beard = {
      gender: "male",
      facial_hair_male: "full_beard",
      skin_under_beard_male: "itchy",
      beard_goals_male: ["less_itch"],
    }
    assert.isUndefined(problemOf(beard))
    assert.strictEqual(
      problemOf({ ...beard, facial_hair_male: "beard" })?.field,
      "facial_hair_male",
    )
    assert.strictEqual(
      problemOf({ ...beard, facial_hair_male: "none" })?.field,
      "skin_under_beard_male",
    )
    assert.strictEqual(
      problemOf({ gender: "female", facial_hair_male: "stubble" })?.field,
      "facial_hair_male",
    )
    assert.strictEqual(
      problemOf({ gender: "female", symptoms_male: ["round_patches"] })?.field,
      "symptoms_male",
    )
  })

  it("rejects wrong shapes per question type", () => {
    assert.match(problemOf({ gender: ["male"] })!.message, /one option/)
    assert.match(problemOf({ gender: "female", environment: "hard_water" })!.message, /list/)
    assert.match(problemOf({ gender: "female", environment: [] })!.message, /at least one/)
    assert.match(problemOf({ gender: "female", products_used: ["hair_spray"] })!.message, /product/)
    assert.match(
      problemOf({ gender: "female", products_used: {} })!.message,
      /at least one product/,
    )
  })

  it("rejects values the question does not offer", () => {
    assert.strictEqual(
      problemOf({ gender: "female", environment: ["hard_water", "moon"] })?.field,
      "environment",
    )
    assert.match(
      problemOf({ gender: "female", environment: ["none", "none"] })!.message,
      /more than once/,
    )
    assert.strictEqual(
      problemOf({ gender: "female", products_used: { shampoo: "daily" } })?.field,
      "products_used",
    )
    assert.match(
      problemOf({ gender: "female", products_used: { bond_builder: "daily" } })!.message,
      /how often "bond_builder"/,
    )
  })

  it("rejects hidden questions", () => {
    assert.strictEqual(problemOf({ gender: "male", hair_texture: "wavy" })?.field, "hair_texture")
    assert.strictEqual(
      problemOf({ gender: "female", hair_length_male: "short" })?.field,
      "hair_length_male",
    )
    assert.strictEqual(
      problemOf({ gender: "female", hair_care_method: "salon", detangling: "wet_slip" })?.field,
      "detangling",
    )
    assert.strictEqual(problemOf({ gender: "female", loc_age: "mature" })?.field, "loc_age")
    assert.isUndefined(problemOf({ gender: "female", hair_state: ["locs"], loc_age: "mature" }))
  })

  it("rejects daily washing for salon clients, the option they are not shown", () => {
    const salon = { gender: "female", hair_care_method: "salon" }
    assert.strictEqual(problemOf({ ...salon, wash_frequency: "daily" })?.field, "wash_frequency")
    assert.isUndefined(problemOf({ ...salon, wash_frequency: "weekly" }))
    assert.isUndefined(
      problemOf({ gender: "female", hair_care_method: "self", wash_frequency: "daily" }),
    )
  })
})
