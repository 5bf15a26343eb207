/** The report's advice, put in the doctor's summary's voice. */
import { assert, describe, it } from "@effect/vitest"
import { inPatientWords } from "./PatientWords.ts"

describe("inPatientWords", () => {
  it("is the person's own words when they answered for themselves", () => {
    assert.strictEqual(
      inPatientWords("Rinse off and stop using whatever you last put on your scalp", "self"),
      "Rinse off and stop using whatever I last put on my scalp",
    )
    assert.strictEqual(
      inPatientWords("Book a GP this week, as your plan says, if you are worried", "self"),
      "Book a GP this week, as my plan says, if I am worried",
    )
    assert.strictEqual(
      inPatientWords("You're due a check; ask them to look with you", "self"),
      "I'm due a check; ask them to look with me",
    )
  })

  it("speaks about the patient when the answers were given for someone else", () => {
    assert.strictEqual(
      inPatientWords("See a GP within a few days about your scaly patch", "someoneElse"),
      "See a GP within a few days about their scaly patch",
    )
    assert.strictEqual(
      inPatientWords("Keep care gentle while you are regrowing it yourself", "someoneElse"),
      "Keep care gentle while they are regrowing it themselves",
    )
  })

  it("leaves a line that speaks to no one as it is", () => {
    const line = "Book a dermatologist within 1 to 2 weeks for the bald patches"
    assert.strictEqual(inPatientWords(line, "self"), line)
    assert.strictEqual(inPatientWords("Youthful", "self"), "Youthful")
  })
})
