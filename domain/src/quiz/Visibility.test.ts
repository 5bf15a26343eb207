import { assert, describe, it } from "@effect/vitest"
import * as fc from "fast-check"
import type { QuizAnswers } from "./QuizAnswers.ts"
import { generalQuestionIds, maleQuestionIds, quizCatalogue } from "./QuizCatalogue.ts"
import {
  isQuestionVisible,
  showsBeardQuestions,
  showsProtectiveStyleWash,
  visibleQuestions,
} from "./Visibility.ts"

const visibleIds = (answers: QuizAnswers): ReadonlyArray<string> =>
  visibleQuestions(answers).map((question) => question.id)

// The 21 ids exactly as spec section 4 lists them.
const specGeneralIds = [
  "scalp_condition",
  "hair_texture",
  "hair_state",
  "strand_width",
  "density",
  "porosity",
  "trim_frequency",
  "exercise_frequency",
  "hair_care_method",
  "wash_frequency",
  "shampoo_choice",
  "conditioning",
  "heat_tension",
  "protective_style_wash",
  "products_used",
  "detangling",
  "environment",
  "loc_type",
  "loc_age",
  "retwist_frequency",
  "symptoms",
]

/** Any answers at all: random ids of the catalogue with random option values (or junk). */
const arbitraryAnswers: fc.Arbitrary<QuizAnswers> = fc
  .array(
    fc.constantFrom(...quizCatalogue).chain((question) => {
      const values = [
        ...question.options.map((option) => option.value),
        "protective_styles",
        "none",
      ]
      const value = fc.constantFrom(...values)
      const answer: fc.Arbitrary<QuizAnswers[string]> =
        question.type === "checkbox" ? fc.array(value, { minLength: 1, maxLength: 4 }) : value
      return answer.map((a) => [question.id, a] as const)
    }),
    { maxLength: 30 },
  )
  .chain((entries) =>
    fc.record({ gender: fc.constantFrom("male", "female") }).map((g) => ({
      ...Object.fromEntries(entries),
      ...g,
    })),
  )

describe("visibleQuestions", () => {
  it("hides the spec's 21 general ids from male users and shows the male-only questions", () => {
    assert.sameMembers([...generalQuestionIds], specGeneralIds)
    const ids = visibleIds({ gender: "male", hair_state: ["locs"], heat_tension: ["locs"] })
    for (const id of specGeneralIds) assert.notInclude(ids, id)
    assert.include(ids, "primary_goal_male")
    assert.include(ids, "barber_frequency_male")
    assert.notInclude(ids, "hormonal_stage")
  })

  it("male users never see a general question, whatever else they answered", () => {
    fc.assert(
      fc.property(arbitraryAnswers, (answers) => {
        const ids = visibleIds({ ...answers, gender: "male" })
        return specGeneralIds.every((id) => !ids.includes(id))
      }),
    )
  })

  it("shows hormonal_stage to female users and no male-only question", () => {
    const ids = visibleIds({ gender: "female" })
    assert.include(ids, "hormonal_stage")
    for (const id of maleQuestionIds) assert.notInclude(ids, id)
  })

  it("starts with gender and the general questions before gender is answered", () => {
    const ids = visibleIds({})
    assert.strictEqual(ids[0], "gender")
    assert.notInclude(ids, "hormonal_stage")
    assert.include(ids, "scalp_condition")
  })

  it("shows the loc questions when hair_state or heat_tension includes locs", () => {
    const locIds = ["loc_type", "loc_age", "retwist_frequency"]
    const none = visibleIds({
      gender: "female",
      hair_state: ["coloured"],
      heat_tension: ["cornrows"],
    })
    for (const id of locIds) assert.notInclude(none, id)
    const withLocs: ReadonlyArray<QuizAnswers> = [
      { gender: "female", hair_state: ["coloured", "locs"] },
      { gender: "female", heat_tension: ["locs"] },
    ]
    for (const answers of withLocs) {
      const ids = visibleIds(answers)
      for (const id of locIds) assert.include(ids, id)
    }
  })

  it("shows male loc age and starter method only for male users with locs", () => {
    const male = (length: string) => [...visibleIds({ gender: "male", hair_length_male: length })]
    assert.includeMembers(male("locs"), ["loc_age_male", "loc_starter_method_male"])
    assert.notInclude(male("short"), "loc_age_male")
    assert.notInclude(visibleIds({ gender: "female", hair_length_male: "locs" }), "loc_age_male")
  })

  it("never shows protective_style_wash: no heat_tension option is protective_styles", () => {
    const everyOption = quizCatalogue
      .find((question) => question.id === "heat_tension")!
      .options.map((option) => option.value)
    assert.notInclude(everyOption, "protective_styles")
    assert.notInclude(
      visibleIds({ gender: "female", heat_tension: everyOption }),
      "protective_style_wash",
    )
    // The rule itself works as written; only its input can never occur.
    assert.isTrue(showsProtectiveStyleWash({ heat_tension: ["protective_styles"] }))
  })

  it("shows the beard questions, by the spec's rule, once a man says he has facial hair", () => {
    // facial_hair_male is beyond the spec; the rule that reads it is the spec's.
    assert.isTrue(quizCatalogue.some((question) => question.id === "facial_hair_male"))
    const beard = ["skin_under_beard_male", "beard_goals_male"]
    for (const id of beard) assert.notInclude(visibleIds({ gender: "male" }), id)
    for (const id of beard) {
      assert.notInclude(visibleIds({ gender: "male", facial_hair_male: "none" }), id)
      assert.include(visibleIds({ gender: "male", facial_hair_male: "stubble" }), id)
      assert.notInclude(visibleIds({ gender: "female", facial_hair_male: "full_beard" }), id)
    }
    assert.isTrue(showsBeardQuestions({ gender: "male", facial_hair_male: "full_beard" }))
    assert.isFalse(showsBeardQuestions({ gender: "male", facial_hair_male: "none" }))
    assert.isFalse(showsBeardQuestions({ gender: "female", facial_hair_male: "full_beard" }))
  })

  it("asks men about symptoms in their own question, and everyone about health background", () => {
    const male = visibleIds({ gender: "male" })
    assert.include(male, "symptoms_male")
    assert.notInclude(male, "symptoms")
    assert.strictEqual(male.at(-1), "health_background")
    const female = visibleIds({ gender: "female" })
    assert.notInclude(female, "symptoms_male")
    assert.strictEqual(female.at(-1), "health_background")
    assert.include(visibleIds({}), "health_background")
  })

  it("hides shampoo, conditioning, products and detangling from salon clients and drops daily washing", () => {
    const salon = visibleQuestions({ gender: "female", hair_care_method: "salon" })
    const ids = salon.map((question) => question.id)
    for (const id of ["shampoo_choice", "conditioning", "products_used", "detangling"]) {
      assert.notInclude(ids, id)
    }
    const wash = salon.find((question) => question.id === "wash_frequency")!
    assert.deepStrictEqual(
      wash.options.map((option) => option.value),
      ["frequent", "weekly", "biweekly", "three_four_weeks", "extended"],
    )
    for (const method of ["self", "both"]) {
      const shown = visibleQuestions({ gender: "female", hair_care_method: method })
      assert.include(
        shown.map((question) => question.id),
        "detangling",
      )
      assert.strictEqual(shown.find((q) => q.id === "wash_frequency")!.options[0]!.value, "daily")
    }
  })

  it("lists questions in catalogue order and agrees with isQuestionVisible", () => {
    fc.assert(
      fc.property(arbitraryAnswers, (answers) => {
        const ids = visibleIds(answers)
        const expected = quizCatalogue
          .map((q) => q.id)
          .filter((id) => isQuestionVisible(id, answers))
        assert.deepStrictEqual(ids, expected)
      }),
    )
  })
})
