/** The doctor's summary reads as signs, in words a doctor can read without the quiz beside them. */
import { assert, describe, it } from "@effect/vitest"
import { DateTime } from "effect"
import { femaleAnswers, maleAnswers } from "../analyst/ExampleAnswers.ts"
import type { QuizAnswers } from "../quiz/QuizAnswers.ts"
import { doctorSummary } from "./DoctorSummary.ts"

const summaryOf = (answers: QuizAnswers) =>
  doctorSummary(
    {
      createdAt: DateTime.makeUnsafe("2026-11-30T09:00:00Z"),
      answers,
      textInputs: {},
      explanation: { startHere: [] },
    },
    { name: "Ada" },
  )

describe("the doctor's summary", () => {
  it("lists the signs chosen and leaves out answers that report nothing to see", () => {
    const { signs } = summaryOf(
      femaleAnswers({ symptoms: ["round_patches", "none"], scalp_condition: ["normal"] }),
    )
    assert.deepStrictEqual(signs, ["Round, smooth bald patches"])
  })

  it("keeps a sign a person chose beside the scalp's feel", () => {
    const { signs } = summaryOf(
      femaleAnswers({ symptoms: ["sudden_shedding"], scalp_condition: ["itchy_flaky"] }),
    )
    assert.deepStrictEqual(signs, ["A sudden increase in shedding", "Itchy or flaky"])
  })

  it("gives a man's answers whose labels need it their question", () => {
    const { signs } = summaryOf(
      maleAnswers({
        scalp_issues_male: "mild",
        hairline_changes_male: "noticeable",
        scalp_condition_male: ["normal"],
      }),
    )
    assert.isFalse(signs.includes("Now and then, and mild"))
    assert.isTrue(signs.some((sign) => sign.endsWith("? Now and then, and mild")))
    assert.isTrue(
      signs.some((sign) => sign.endsWith("? Noticeable recession or thinning at the crown")),
    )
    assert.isFalse(signs.includes("Comfortable and balanced"))
  })
})
