import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import { femaleAnswers } from "../analyst/ExampleAnswers.ts"
import { randomValidAnswers, seededRandom } from "../analyst/RandomAnswers.ts"
import { reportLines } from "../analyst/ReportLines.ts"
import { traceRulesReport } from "../analyst/RulesReport.ts"
import type { NoteReading } from "../notes/NoteStatement.ts"
import { noReading, readingOf } from "../notes/testing/Readings.ts"
import type { QuizAnswers } from "../quiz/QuizAnswers.ts"
import { type IngredientCategory, ingredientCategories } from "./IngredientCategory.ts"
import { type ProductType, productTypes } from "./IngredientList.ts"
import { type CheckedIngredient, flagRules, judgeProduct } from "./ProductFit.ts"

const report = (over: Record<string, QuizAnswers[string]>, reading: NoteReading = noReading) =>
  traceRulesReport({ userName: "Ada", answers: femaleAnswers(over), textInputs: {}, reading })

const product = (
  ...items: Array<[string, ...Array<IngredientCategory>]>
): Array<CheckedIngredient> =>
  items.map(([asPrinted, ...categories]) => ({
    asPrinted,
    mayContain: false,
    recognisedAs: categories.length === 0 ? undefined : asPrinted,
    categories,
  }))

const sulfateShampoo = product(
  ["Water", "other"],
  ["Sodium Laureth Sulfate", "strong_surfactant"],
  ["Cocamidopropyl Betaine", "mild_surfactant"],
  ["Parfum", "fragrance"],
  ["Linalool", "fragrance_allergen"],
)

describe("judgeProduct for this person", () => {
  it("a strong sulfate shampoo for bleached, high-porosity hair", () => {
    const bleached = report({ hair_state: ["bleached"], porosity: "high" })
    const judged = judgeProduct(bleached, { ingredients: sulfateShampoo, productType: "shampoo" })
    expect(judged.verdict).toBe("not_for_you")
    const flag = judged.flags.find((f) => f.id === "strong-cleanser-fragile-hair")!
    expect(flag.ingredients).toEqual(["Sodium Laureth Sulfate"])
    expect(flag.why).toMatch(
      /^You told us your hair is bleached and its porosity is high\. Sodium Laureth Sulfate/,
    )
    expect(flag.lookFor).toMatch(/mild surfactants/)
    expect(flag.relatedRecommendation?.section).toBe("products")
    expect(flag.relatedRecommendation?.text).toMatch(/shampoo/i)
    expect(judged.headline).toBe(
      "This shampoo is not a good fit for your hair: strong cleansers for hair that needs gentle ones.",
    )
  })

  it("heavy butters for fine hair on an oily scalp", () => {
    const fine = report({
      strand_width: "fine",
      hair_texture: "straight",
      scalp_condition: ["oily"],
    })
    const butterMask = product(
      ["Aqua", "other"],
      ["Butyrospermum Parkii Butter", "heavy_oil_or_butter"],
      ["Cetyl Alcohol", "fatty_alcohol"],
    )
    const judged = judgeProduct(fine, { ingredients: butterMask, productType: "treatment" })
    const ids = judged.flags.map((f) => f.id)
    expect(ids).toContain("heavy-for-fine-hair")
    expect(ids).toContain("oils-on-a-reactive-scalp")
    const heavy = judged.flags.find((f) => f.id === "heavy-for-fine-hair")!
    expect(heavy.why).toBe(
      "You told us your strands are fine and your scalp gets oily. Butyrospermum Parkii Butter sits on fine strands and leaves them limp and flat; near the roots it adds to the oil.",
    )
    expect(heavy.relatedRecommendation?.ruleId).toBe("heavy-products-fine-hair")
  })

  it("protein where the report warns of protein overload", () => {
    const stiff = report(
      { products_used: { protein_treatment: "monthly", bond_builder: "monthly" } },
      readingOf({ kind: "feels_stiff", note: "products_used_other", words: "stiff" }),
    )
    expect(stiff.trace.avoidForNow).toContain("protein-overload")
    const judged = judgeProduct(stiff, {
      ingredients: product(["Water", "other"], ["Hydrolyzed Keratin", "protein"]),
      productType: "treatment",
    })
    const flag = judged.flags.find((f) => f.id === "protein-overload")!
    expect(flag.relatedRecommendation).toMatchObject({
      section: "avoidForNow",
      ruleId: "protein-overload",
    })
    expect(flag.why).toContain("your hair feels stiff")
    expect(judged.verdict).toBe("not_for_you")
  })

  it("fragrance and essential oils for a sensitive, burning scalp", () => {
    const burning = report({ scalp_condition: ["sensitive"], symptoms: ["burning_stinging"] })
    const judged = judgeProduct(burning, { ingredients: sulfateShampoo, productType: undefined })
    const flag = judged.flags.find((f) => f.id === "fragrance-on-a-sensitive-scalp")!
    expect(flag.ingredients).toEqual(["Parfum", "Linalool"])
    expect(flag.why).toMatch(/^You told us your scalp burns or stings\./)
    expect(flag.relatedRecommendation?.ruleId).toBe("cleanser-sensitive")
    expect(flag.lookFor).toMatch(/Fragrance-free/)
  })

  it("silicones that are not water-soluble for someone who never clarifies", () => {
    const cowash = report({ shampoo_choice: "cowash" })
    const conditioner = product(
      ["Water", "other"],
      ["Amodimethicone", "non_water_soluble_silicone"],
    )
    const judged = judgeProduct(cowash, { ingredients: conditioner, productType: "conditioner" })
    const flag = judged.flags.find((f) => f.id === "silicone-build-up")!
    expect(flag.why).toMatch(
      /^You told us you wash with a co-wash and you never use a clarifying shampoo\./,
    )
    expect(flag.relatedRecommendation?.ruleId).toBe("cowash-real-shampoo")
    expect(judged.verdict).toBe("caution")
    // the same conditioner for someone who clarifies is fine
    expect(
      judgeProduct(report({ shampoo_choice: "clarifying" }), {
        ingredients: conditioner,
        productType: "conditioner",
      }).verdict,
    ).toBe("suits")
  })

  it("says so when a product suits the person, and what in it their report asks for", () => {
    const flaky = report({ scalp_condition: ["itchy_flaky"] })
    const antiDandruff = product(
      ["Water", "other"],
      ["Cocamidopropyl Betaine", "mild_surfactant"],
      ["Zinc Pyrithione", "anti_dandruff_active"],
    )
    const judged = judgeProduct(flaky, { ingredients: antiDandruff, productType: "shampoo" })
    expect(judged.verdict).toBe("suits")
    expect(judged.flags).toEqual([])
    expect(judged.matches[0]).toMatchObject({
      id: "antifungal-active",
      text: "It has Zinc Pyrithione: the antifungal active your report asks for.",
    })
    expect(judged.matches[0]!.relatedRecommendation?.ruleId).toBe("cleanser-anti-dandruff")
    expect(judged.headline).toBe(
      "This shampoo suits your hair: nothing in it works against your report, and it has what your report asks for.",
    )
  })

  it("before the first report: sorted, but nothing personal to judge by", () => {
    const judged = judgeProduct(undefined, { ingredients: sulfateShampoo, productType: "shampoo" })
    expect(judged).toEqual({
      verdict: "no_report",
      headline: "Take the quiz first: Strand judges a product against your own report.",
      flags: [],
      matches: [],
    })
  })
})

describe("judgeProduct, over generated people and products", () => {
  const people = Array.from({ length: 300 }, (_, seed) => {
    const quiz = randomValidAnswers(seededRandom(seed + 1))
    return traceRulesReport({ userName: "Sam", ...quiz })
  })
  const ingredient = fc
    .record({
      asPrinted: fc.stringMatching(/^[A-Z][a-z]{2,10}(?: [A-Z][a-z]{2,10})?$/),
      mayContain: fc.boolean(),
      categories: fc.subarray([...ingredientCategories], { maxLength: 2 }),
    })
    .map(
      (i): CheckedIngredient => ({
        ...i,
        recognisedAs: i.categories.length === 0 ? undefined : i.asPrinted,
      }),
    )
  const arbitraryProduct = fc.record({
    ingredients: fc.array(ingredient, { maxLength: 25 }),
    productType: fc.option(fc.constantFrom(...productTypes), { nil: undefined }) as fc.Arbitrary<
      ProductType | undefined
    >,
  })
  const person = fc.integer({ min: 0, max: people.length - 1 }).map((i) => people[i]!)

  it("flags only ingredients the product has, in the groups the flag is about", () => {
    fc.assert(
      fc.property(person, arbitraryProduct, (traced, p) => {
        const judged = judgeProduct(traced, p)
        const lines = reportLines(traced)
        for (const flag of judged.flags) {
          const rule = flagRules.find((r) => r.id === flag.id)!
          expect(flag.ingredients.length).toBeGreaterThan(0)
          for (const name of flag.ingredients) {
            const listed = p.ingredients.filter((i) => i.asPrinted === name)
            expect(listed.some((i) => i.categories.some((c) => rule.categories.includes(c)))).toBe(
              true,
            )
          }
          expect(flag.why).toMatch(/^You told us .+\./)
          expect(flag.lookFor.length).toBeGreaterThan(20)
          if (flag.relatedRecommendation !== undefined)
            expect(lines).toContainEqual(flag.relatedRecommendation)
        }
        const verdict = judged.flags.some((f) => f.severity === "avoid")
          ? "not_for_you"
          : judged.flags.length > 0
            ? "caution"
            : "suits"
        expect(judged.verdict).toBe(verdict)
      }),
      { numRuns: 500 },
    )
  })

  it("is deterministic, and adding ingredients never takes a flag away", () => {
    fc.assert(
      fc.property(
        person,
        arbitraryProduct,
        fc.array(ingredient, { maxLength: 5 }),
        (traced, p, more) => {
          const before = judgeProduct(traced, p)
          expect(judgeProduct(traced, p)).toEqual(before)
          const after = judgeProduct(traced, { ...p, ingredients: [...p.ingredients, ...more] })
          const afterIds = after.flags.map((f) => f.id)
          for (const flag of before.flags) expect(afterIds).toContain(flag.id)
        },
      ),
      { numRuns: 300 },
    )
  })

  it("a product of nothing but water, thickeners and unknown names never gets a flag", () => {
    fc.assert(
      fc.property(
        person,
        fc.array(fc.constantFrom<Array<IngredientCategory>>([], ["other"]), { maxLength: 20 }),
        (traced, groups) => {
          const judged = judgeProduct(traced, {
            ingredients: groups.map((categories, i) => ({
              asPrinted: `Name ${i}`,
              mayContain: false,
              recognisedAs: undefined,
              categories,
            })),
            productType: undefined,
          })
          expect(judged.flags).toEqual([])
          expect(judged.verdict).toBe("suits")
        },
      ),
    )
  })
})
