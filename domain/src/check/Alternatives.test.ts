import { DateTime } from "effect"
import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import { readProfile } from "../analyst/HairProfile.ts"
import { randomValidAnswers, seededRandom } from "../analyst/RandomAnswers.ts"
import { traceRulesReport } from "../analyst/RulesReport.ts"
import { type IngredientCategory, ingredientCategories } from "../ingredients/IngredientCategory.ts"
import { type ProductType, productTypes } from "../ingredients/IngredientList.ts"
import type { CheckedIngredient } from "../ingredients/RecognisedList.ts"
import { type Barcode, checkDigitFor } from "../products/Barcode.ts"
import { Product } from "../products/Product.ts"
import {
  type Candidate,
  chooseAlternatives,
  maxAlternatives,
  maxUnknownShare,
} from "./Alternatives.ts"
import { judgeProduct, type Person, type Verdict } from "./ProductFit.ts"
import { readableReport } from "./ReportQuotes.ts"

const quizzes = Array.from({ length: 200 }, (_, seed) => randomValidAnswers(seededRandom(seed + 7)))
const people: ReadonlyArray<Person> = quizzes.map((quiz) => ({
  profile: readProfile({ userName: "Ada", answers: quiz.answers, reading: quiz.reading }),
  report: readableReport(
    traceRulesReport({
      userName: "Ada",
      answers: quiz.answers,
      textInputs: {},
      reading: quiz.reading,
    }).results,
  ),
}))

/** How bad a verdict is for the person: lower is better. */
const worse: Record<Verdict, number> = { suits: 0, caution: 1, not_for_you: 2, no_report: 3 }

// Labels lean gentle, as most shelves do, with now and then what gets flagged.
const gentle: ReadonlyArray<IngredientCategory> = [
  "mild_surfactant",
  "humectant",
  "fatty_alcohol",
  "conditioning_agent",
  "light_oil",
  "chelator",
  "other",
]
const ingredient = fc
  .record({
    asPrinted: fc.constantFrom(
      "Aqua",
      "Glycerin",
      "Sodium Laureth Sulfate",
      "Parfum",
      "Dimethicone",
      "Coco-Glucoside",
      "Cetearyl Alcohol",
      "Hydrolyzed Keratin",
      "Argan Oil",
      "Ketoconazole",
      "Zanthoxylum Extract",
    ),
    category: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...gentle) },
      { weight: 1, arbitrary: fc.constantFrom(...ingredientCategories) },
    ),
    known: fc.oneof(
      { weight: 9, arbitrary: fc.constant(true) },
      { weight: 1, arbitrary: fc.constant(false) },
    ),
  })
  .map(
    ({ asPrinted, category, known }): CheckedIngredient => ({
      asPrinted,
      mayContain: false,
      recognisedAs: known ? asPrinted : undefined,
      categories: known ? [category] : [],
    }),
  )
const label = fc.array(ingredient, { minLength: 1, maxLength: 12 })

const barcodeOf = (n: number) => {
  const body = `2${String(n).padStart(11, "0")}`
  return `${body}${checkDigitFor(body)}` as Barcode
}
const source = { name: "Catalogue", licence: "ODbL", licenceUrl: "", productUrl: "" }

const candidates = (category: ProductType) =>
  fc
    .array(
      fc.record({
        ingredients: label,
        sameKind: fc.oneof(
          { weight: 4, arbitrary: fc.constant(true) },
          { weight: 1, arbitrary: fc.constant(false) },
        ),
        hidden: fc.oneof(
          { weight: 9, arbitrary: fc.constant(false) },
          { weight: 1, arbitrary: fc.constant(true) },
        ),
        brand: fc.constantFrom("Acme", "Zeta", "Mild Co", null),
        day: fc.integer({ min: 1, max: 28 }),
      }),
      { maxLength: 12 },
    )
    .map((drawn) =>
      drawn.map(
        (c, i): Candidate => ({
          ingredients: c.ingredients,
          product: new Product({
            barcode: barcodeOf(i + 1),
            name: `Product ${i + 1}`,
            brand: c.brand,
            category: c.sameKind ? category : category === "oil" ? "styler" : "oil",
            ingredients: c.ingredients.map((x) => x.asPrinted).join(", "),
            ingredientState: "listed",
            source,
            fetchedAt: DateTime.makeUnsafe(`2026-11-${String(c.day).padStart(2, "0")}T10:00:00Z`),
            correctedAt: null,
            hidden: c.hidden,
          }),
        }),
      ),
    )

const scenario = fc
  .record({
    person: fc.constantFrom(...people),
    replaced: label,
    category: fc.constantFrom(...productTypes),
  })
  .chain(({ person, replaced, category }) =>
    candidates(category).map((pool) => ({ person, replaced, category, pool })),
  )

interface Scenario {
  readonly person: Person
  readonly replaced: ReadonlyArray<CheckedIngredient>
  readonly category: ProductType
  readonly pool: ReadonlyArray<Candidate>
}

const run = ({ person, replaced, category, pool }: Scenario) => {
  const judgement = judgeProduct(person, { ingredients: replaced, productType: category })
  const chosen = chooseAlternatives(
    person,
    { judgement, ingredients: replaced, appliedTo: undefined, barcode: barcodeOf(1) },
    pool,
  )
  return { judgement, chosen }
}

describe("alternatives, over generated people, products and shelves", () => {
  it("an alternative is never worse for the person than the product it replaces", () => {
    let offered = 0
    fc.assert(
      fc.property(scenario, (s) => {
        const { judgement, chosen } = run(s)
        for (const alternative of chosen?.chosen ?? []) {
          offered++
          // judged again, from scratch, for the same person and use
          const again = judgeProduct(s.person, {
            ingredients: s.pool.find((c) => c.product.barcode === alternative.product.barcode)!
              .ingredients,
            productType: s.category,
          })
          expect(worse[again.verdict]).toBeLessThan(worse[judgement.verdict])
          expect(again.verdict).toBe("suits")
          expect(again.flags).toEqual([])
        }
      }),
      { numRuns: 500 },
    )
    expect(offered).toBeGreaterThan(100)
  })

  it("offers at most three of the same kind, visible, known enough, never the product itself", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { judgement, chosen } = run(s)
        if (judgement.verdict === "suits" || judgement.verdict === "no_report") {
          expect(chosen).toBeUndefined()
          return
        }
        expect(chosen).toBeDefined()
        const items = chosen?.chosen ?? []
        expect(items.length).toBeLessThanOrEqual(maxAlternatives)
        for (const { product } of items) {
          const candidate = s.pool.find((c) => c.product.barcode === product.barcode)!
          expect(product.category).toBe(s.category)
          expect(product.hidden).toBe(false)
          expect(product.barcode).not.toBe(barcodeOf(1))
          const unknown = candidate.ingredients.filter((i) => i.recognisedAs === undefined).length
          expect(unknown).toBeLessThanOrEqual(candidate.ingredients.length * maxUnknownShare)
        }
        expect(new Set(items.map((i) => i.product.barcode)).size).toBe(items.length)
      }),
      { numRuns: 500 },
    )
  })

  it("leaves out no better-suited product, and says what to look for when none suits", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { judgement, chosen } = run(s)
        if (chosen === undefined) return
        const eligible = s.pool.filter(
          (c) =>
            c.product.category === s.category &&
            !c.product.hidden &&
            c.product.barcode !== barcodeOf(1) &&
            c.ingredients.filter((i) => i.recognisedAs === undefined).length <=
              c.ingredients.length * maxUnknownShare,
        )
        const suiting = eligible
          .map((c) => ({
            c,
            judged: judgeProduct(s.person, { ingredients: c.ingredients, productType: s.category }),
          }))
          .filter(({ judged }) => judged.verdict === "suits")
        expect(chosen.chosen.length).toBe(Math.min(maxAlternatives, suiting.length))
        const chosenCodes = new Set(chosen.chosen.map((a) => a.product.barcode))
        const fewestMatchesChosen = Math.min(
          ...chosen.chosen.map((a) => a.judgement.matches.length),
        )
        for (const { c, judged } of suiting) {
          if (chosenCodes.has(c.product.barcode)) continue
          expect(judged.matches.length).toBeLessThanOrEqual(fewestMatchesChosen)
        }
        if (chosen.chosen.length === 0) {
          expect(chosen.lookFor).toEqual([...new Set(judgement.flags.map((f) => f.lookFor))])
          expect(chosen.lookFor.length).toBeGreaterThan(0)
        } else expect(chosen.lookFor).toEqual([])
      }),
      { numRuns: 500 },
    )
  })

  it("no brand decides: renaming every product and brand offers the same products", () => {
    fc.assert(
      fc.property(scenario, fc.constantFrom("Paid Placement Inc", null), (s, brand) => {
        const renamed = s.pool.map((c) => ({
          ...c,
          product: new Product({ ...c.product, brand, name: "Sponsored" }),
        }))
        const before = run(s).chosen?.chosen.map((a) => a.product.barcode)
        const after = run({ ...s, pool: renamed }).chosen?.chosen.map((a) => a.product.barcode)
        expect(after).toEqual(before)
      }),
      { numRuns: 200 },
    )
  })

  it("says why in the person's terms: what it has that suits them and the flagged ingredients it lacks", () => {
    const bleached = people.find((p) => p.profile.states.has("bleached"))!
    const sulfate: ReadonlyArray<CheckedIngredient> = [
      { asPrinted: "Aqua", mayContain: false, recognisedAs: "Water", categories: ["other"] },
      {
        asPrinted: "Sodium Laureth Sulfate",
        mayContain: false,
        recognisedAs: "Sodium Laureth Sulfate",
        categories: ["strong_surfactant"],
      },
    ]
    const mild: Candidate = {
      ingredients: [
        { asPrinted: "Aqua", mayContain: false, recognisedAs: "Water", categories: ["other"] },
        {
          asPrinted: "Coco-Glucoside",
          mayContain: false,
          recognisedAs: "Coco-Glucoside",
          categories: ["mild_surfactant"],
        },
        {
          asPrinted: "Glycerin",
          mayContain: false,
          recognisedAs: "Glycerin",
          categories: ["humectant"],
        },
      ],
      product: new Product({
        barcode: barcodeOf(5),
        name: "Mild",
        brand: null,
        category: "shampoo",
        ingredients: "Aqua, Coco-Glucoside, Glycerin",
        ingredientState: "listed",
        source,
        fetchedAt: DateTime.makeUnsafe("2026-11-01T10:00:00Z"),
        correctedAt: null,
        hidden: false,
      }),
    }
    const judgement = judgeProduct(bleached, { ingredients: sulfate, productType: "shampoo" })
    expect(judgement.verdict).not.toBe("suits")
    const chosen = chooseAlternatives(
      bleached,
      { judgement, ingredients: sulfate, appliedTo: undefined, barcode: undefined },
      [mild],
    )
    const [first] = chosen?.chosen ?? []
    expect(first?.why[0]).toBe(
      "Nothing in it works against your hair, and it has no Sodium Laureth Sulfate.",
    )
    expect(first?.why.slice(1)).toEqual(first?.judgement.matches.map((m) => m.text))
  })
})
