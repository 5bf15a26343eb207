/**
 * The quiz's option values are types: a rule, the note reader or the
 * doctor's summary that names a value the quiz does not offer does not
 * compile. Each `@ts-expect-error` below fails the typecheck (`tsc -b`, a
 * step of `npm test`) the day the misspelling it marks would compile; the
 * assertions check the same values at run time.
 */
import { describe, expect, it } from "vitest"
import type { HairProfile, ScalpSign, WashFrequency } from "../analyst/HairProfile.ts"
import { type OptionValue, optionValues } from "./QuizCatalogue.ts"

describe("option values are literal types from the catalogue", () => {
  it("accepts the values the quiz offers and refuses a misspelt one", () => {
    const daily: OptionValue<"wash_frequency"> = "daily"
    // @ts-expect-error "daly" is not a wash_frequency option
    const misspelt: OptionValue<"wash_frequency"> = "daly"
    expect(optionValues("wash_frequency")).toContain(daily)
    expect(optionValues("wash_frequency")).not.toContain(misspelt)
  })

  it("makes a rule comparing a profile with a misspelt value a compile error", () => {
    const washesDaily = (wash: WashFrequency) => wash === "daily"
    // @ts-expect-error "every_day" is not a value WashFrequency can hold
    const misspeltRule = (wash: WashFrequency) => wash === "every_day"
    expect(washesDaily("daily")).toBe(true)
    expect(misspeltRule("daily")).toBe(false)
  })

  it("types sets of answers too: a sign the quiz does not ask about is refused", () => {
    const signs: HairProfile["scalpSigns"] = new Set<ScalpSign>(["sore_not_healing"])
    // @ts-expect-error "sore_not_heal" is not a scalp_signs option
    const misspelt: ScalpSign = "sore_not_heal"
    expect(optionValues("scalp_signs")).toContain([...signs][0])
    expect(optionValues("scalp_signs")).not.toContain(misspelt)
  })

  it("refuses an option of another question", () => {
    // @ts-expect-error "weekly" is a wash_frequency value, not an age band
    const wrongQuestion: OptionValue<"age_band"> = "weekly"
    expect(optionValues("age_band")).not.toContain(wrongQuestion)
  })
})
