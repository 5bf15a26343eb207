import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import { femaleAnswers } from "../analyst/ExampleAnswers.ts"
import {
  hasPlaques,
  keepOilOffScalp,
  needsAntifungal,
  readProfile,
} from "../analyst/HairProfile.ts"
import { randomValidAnswers, seededRandom } from "../analyst/RandomAnswers.ts"
import { reportSections } from "../analyst/ReportLineSections.ts"
import { traceRulesReport } from "../analyst/RulesReport.ts"
import { type IngredientCategory, ingredientCategories } from "../ingredients/IngredientCategory.ts"
import { type ProductType, productTypes } from "../ingredients/IngredientList.ts"
import type { CheckedIngredient } from "../ingredients/RecognisedList.ts"
import type { NoteReading } from "../notes/NoteStatement.ts"
import { noReading, readingOf } from "../notes/testing/Readings.ts"
import type { QuizAnswers } from "../quiz/QuizAnswers.ts"
import {
  AnalysisResults,
  ProductSuggestion,
  ProductTexture,
  RhythmDay,
  textureLevels,
} from "../report/AnalysisResults.ts"
import { flagRules, judgeProduct, type Person } from "./ProductFit.ts"
import { readableReport } from "./ReportQuotes.ts"

/** A person and the report they read: the rules' report for their answers unless another is given. */
const personWith = (
  answers: QuizAnswers,
  reading: NoteReading = noReading,
  results: AnalysisResults = traceRulesReport({
    userName: "Ada",
    answers,
    textInputs: {},
    reading,
  }).results,
): Person & { readonly results: AnalysisResults } => ({
  profile: readProfile({ userName: "Ada", answers, reading }),
  report: readableReport(results),
  results,
})
const person = (over: Record<string, QuizAnswers[string]>) => personWith(femaleAnswers(over))

/** A report written by someone other than the rules, as an AI provider's would be stored. */
const writtenReport = (lines: {
  readonly snapshot?: string
  readonly avoidForNow?: ReadonlyArray<string>
  readonly zones?: ReadonlyArray<string>
  readonly products?: ReadonlyArray<readonly [string, string, string]>
  readonly texture?: (typeof textureLevels)[number]
}) =>
  new AnalysisResults({
    routineSnapshot: lines.snapshot ?? "Your hair is in good shape. Keep it simple.",
    doingWell: [],
    avoidForNow: lines.avoidForNow ?? [],
    weeklyRhythm: [new RhythmDay({ day: "Day 1", activity: "Wash and condition." })],
    productTexture: new ProductTexture({
      recommended: lines.texture ?? "Medium",
      textureGuidance: "Creams and milks.",
      applicationZones: lines.zones ?? [],
      products: (lines.products ?? []).map(
        ([title, ingredients, usage]) => new ProductSuggestion({ title, ingredients, usage }),
      ),
    }),
    scienceNotes: [],
    stylingBuildUp: [],
    redFlags: [],
  })

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
const ketoconazoleShampoo = product(
  ["Water", "other"],
  ["Sodium Laureth Sulfate", "strong_surfactant"],
  ["Cocamide DEA", "mild_surfactant"],
  ["Ketoconazole", "anti_dandruff_active"],
  ["Sodium Chloride", "other"],
)
const coconutMask = product(
  ["Water", "other"],
  ["Cetearyl Alcohol", "fatty_alcohol"],
  ["Behentrimonium Chloride", "conditioning_agent"],
  ["Cocos Nucifera Oil", "heavy_oil_or_butter"],
  ["Glycerin", "humectant"],
)
const siliconeConditioner = product(
  ["Water", "other"],
  ["Cetearyl Alcohol", "fatty_alcohol"],
  ["Behentrimonium Chloride", "conditioning_agent"],
  ["Amodimethicone", "non_water_soluble_silicone"],
  ["Dimethicone", "non_water_soluble_silicone"],
)

/** Every line the person can read, word for word. */
const readable = (p: Person) => p.report.quotes

describe("judgeProduct for this person", () => {
  it("a strong sulfate shampoo for bleached, high-porosity hair", () => {
    const bleached = person({ hair_state: ["bleached"], porosity: "high" })
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
    expect(readable(bleached)).toContainEqual(flag.relatedRecommendation)
    expect(judged.headline).toBe(
      "This shampoo is not a good fit for your hair: strong cleansers for hair that needs gentle ones.",
    )
  })

  it("reads a cleanser-led list as a shampoo when the person does not say, and says so", () => {
    const bleached = person({ hair_state: ["bleached"], porosity: "high" })
    const judged = judgeProduct(bleached, { ingredients: sulfateShampoo, productType: undefined })
    expect(judged.use).toMatchObject({ type: "shampoo", typeFrom: "label", rinsedOff: true })
    expect(judged.verdict).toBe("not_for_you")
    expect(judged.headline).toMatch(/^This shampoo /)
    const conditioner = judgeProduct(bleached, {
      ingredients: siliconeConditioner,
      productType: undefined,
    })
    expect(conditioner.use).toMatchObject({ type: "conditioner", typeFrom: "label" })
  })

  it("a ketoconazole shampoo with a sulfate is used with care, never 'not a good fit', for a flaking scalp", () => {
    const flaky = person({
      scalp_condition: ["itchy_flaky", "sensitive"],
      hair_state: ["bleached"],
      porosity: "high",
    })
    const judged = judgeProduct(flaky, { ingredients: ketoconazoleShampoo, productType: "shampoo" })
    expect(judged.verdict).toBe("caution")
    expect(judged.flags.map((f) => [f.id, f.severity])).toEqual([
      ["strong-cleanser-fragile-hair", "caution"],
    ])
    const flag = judged.flags[0]!
    expect(flag.title).toBe("A strong cleanser carrying the active your scalp needs")
    expect(flag.why).toContain(
      "Here it carries Ketoconazole, the antifungal for your flaking, as your report prescribes, so use it as a medicated shampoo: lather it on the scalp only, leave it on for the time the label gives, rinse, then condition your lengths.",
    )
    expect(flag.relatedRecommendation?.text).toMatch(/^Anti-dandruff shampoo: /)
    expect(judged.matches[0]).toMatchObject({
      id: "antifungal-active",
      text: "It has Ketoconazole: the antifungal active your report asks for.",
    })
    expect(judged.headline).toBe(
      "This shampoo can work for your hair, with care: it has what your report asks for, and one thing to know.",
    )
  })

  it("coal tar for scaly plaques lifts scale, and stays a caution on bleached hair", () => {
    const plaques = person({ symptoms: ["scaly_plaques"], hair_state: ["bleached"] })
    const tar = product(
      ["Water", "other"],
      ["Sodium Laureth Sulfate", "strong_surfactant"],
      ["Coal Tar", "anti_dandruff_active"],
    )
    const judged = judgeProduct(plaques, { ingredients: tar, productType: "shampoo" })
    expect(judged.verdict).toBe("caution")
    expect(judged.flags.map((f) => [f.id, f.severity])).toEqual([
      ["strong-cleanser-fragile-hair", "caution"],
      ["coal-tar-on-lightened-hair", "caution"],
    ])
    expect(judged.matches.map((m) => m.id)).toEqual(["scale-lifter"])
    expect(judged.matches[0]!.text).toMatch(/^It has Coal Tar, which softens and lifts/)
  })

  it("a coconut-oil mask on the lengths of a flaking scalp: keep it off the scalp, not 'not a good fit'", () => {
    const flaky = person({
      scalp_condition: ["itchy_flaky"],
      hair_state: ["bleached"],
      porosity: "high",
    })
    // the rules' report recommends a rich mask with coconut oil on the mid-lengths and ends
    expect(readable(flaky).some((q) => /coconut oil/i.test(q.text))).toBe(true)
    const onLengths = judgeProduct(flaky, { ingredients: coconutMask, productType: "treatment" })
    expect(onLengths.verdict).toBe("caution")
    expect(onLengths.flags.map((f) => [f.id, f.severity])).toEqual([
      ["keep-oils-on-the-lengths", "caution"],
    ])
    const flag = onLengths.flags[0]!
    expect(flag.title).toBe("Keep it on the lengths, off your scalp")
    expect(flag.why).toMatch(
      /^You told us your scalp flakes\. Cocos Nucifera Oil is fine on your lengths, where your report puts oils and butters, but on the scalp it feeds the yeast/,
    )
    expect(flag.relatedRecommendation?.text).toMatch(/^Scalp: .*no oils or butters/)
    expect(onLengths.matches.map((m) => m.id)).toContain("rich-for-rich")
    // the same mask the person puts on the scalp, and a scalp oil, are judged for the scalp
    const onScalp = judgeProduct(flaky, {
      ingredients: coconutMask,
      productType: "treatment",
      appliedTo: "scalp",
    })
    expect(onScalp.verdict).toBe("not_for_you")
    expect(onScalp.flags[0]?.id).toBe("oils-on-a-reactive-scalp")
    const scalpOil = judgeProduct(flaky, {
      ingredients: product(["Cocos Nucifera Oil", "heavy_oil_or_butter"]),
      productType: "scalp_treatment",
    })
    expect(scalpOil.verdict).toBe("not_for_you")
  })

  it("a rinse-off silicone conditioner is a good buy for bleached hair; silicones left on build up", () => {
    const bleached = person({ hair_state: ["bleached"], shampoo_choice: "cowash" })
    const conditioner = judgeProduct(bleached, {
      ingredients: siliconeConditioner,
      productType: "conditioner",
    })
    expect(conditioner.flags).toEqual([])
    expect(conditioner.verdict).toBe("suits")
    expect(conditioner.matches.find((m) => m.id === "silicone-smooths-damaged-lengths")?.text).toBe(
      "Its Amodimethicone and Dimethicone smooth and protect lightened lengths; in a conditioner you rinse out, little is left behind to build up.",
    )
    const leaveIn = judgeProduct(bleached, {
      ingredients: siliconeConditioner,
      productType: "leave_in",
    })
    const flag = leaveIn.flags.find((f) => f.id === "silicone-build-up")!
    expect(flag.why).toMatch(
      /^You told us you wash with a co-wash and you never use a clarifying shampoo\./,
    )
    expect(leaveIn.verdict).toBe("caution")
  })

  it("drying alcohol counts in a leave-on, not in a rinse-off", () => {
    const coily = person({ hair_texture: "coily" })
    const alcoholFirst = product(
      ["Alcohol Denat", "drying_alcohol"],
      ["Water", "other"],
      ["VP/VA Copolymer", "film_former"],
    )
    expect(
      judgeProduct(coily, { ingredients: alcoholFirst, productType: "styler" }).flags.map(
        (f) => f.id,
      ),
    ).toEqual(["drying-alcohol-high-on-the-list"])
    expect(
      judgeProduct(coily, { ingredients: alcoholFirst, productType: "conditioner" }).flags,
    ).toEqual([])
    // not known: judged with care, saying what would change it
    const unknown = judgeProduct(coily, { ingredients: alcoholFirst, productType: undefined })
    expect(unknown.use.typeFrom).toBe("unknown")
    expect(unknown.flags[0]?.why).toMatch(/if you rinse it out \(a conditioner or mask\)/)
  })

  it("heavy butters for fine hair on an oily scalp: worse left on than rinsed off", () => {
    const fine = person({
      strand_width: "fine",
      hair_texture: "straight",
      scalp_condition: ["oily"],
    })
    const butter = product(
      ["Aqua", "other"],
      ["Butyrospermum Parkii Butter", "heavy_oil_or_butter"],
      ["Cetyl Alcohol", "fatty_alcohol"],
    )
    const mask = judgeProduct(fine, { ingredients: butter, productType: "treatment" })
    const heavy = mask.flags.find((f) => f.id === "heavy-for-fine-hair")!
    expect(heavy.severity).toBe("caution")
    expect(heavy.why).toBe(
      "You told us your strands are fine and your scalp gets oily. Butyrospermum Parkii Butter sits on fine strands and leaves them limp and flat; near the roots it adds to the oil. Rinsed out, less of it stays: keep it to the ends and rinse well.",
    )
    const leaveIn = judgeProduct(fine, { ingredients: butter, productType: "leave_in" })
    expect(leaveIn.flags.find((f) => f.id === "heavy-for-fine-hair")?.severity).toBe("avoid")
  })

  it("protein where the person's hair has too much: the report is quoted only when it says so", () => {
    const answers = femaleAnswers({
      products_used: { protein_treatment: "monthly", bond_builder: "monthly" },
    })
    const notes = readingOf({ kind: "feels_stiff", note: "products_used_other", words: "stiff" })
    const keratin = product(["Water", "other"], ["Hydrolyzed Keratin", "protein"])
    const rules = judgeProduct(personWith(answers, notes), {
      ingredients: keratin,
      productType: "treatment",
    })
    const flag = rules.flags.find((f) => f.id === "protein-overload")!
    expect(flag.relatedRecommendation?.section).toBe("avoidForNow")
    expect(flag.why).toContain("Your report warns of protein overload")
    expect(rules.verdict).toBe("not_for_you")
    // a report that never mentions protein: the same judgement, resting on the answers alone
    const silent = personWith(answers, notes, writtenReport({}))
    const judged = judgeProduct(silent, { ingredients: keratin, productType: "treatment" })
    const same = judged.flags.find((f) => f.id === "protein-overload")!
    expect(same.relatedRecommendation).toBeUndefined()
    expect(same.why).toMatch(
      /^You told us .*your hair feels stiff\. That much protein can overload hair/,
    )
    expect(judged.verdict).toBe("not_for_you")
  })

  it("fragrance and essential oils for a sensitive, burning scalp", () => {
    const burning = person({ scalp_condition: ["sensitive"], symptoms: ["burning_stinging"] })
    const judged = judgeProduct(burning, { ingredients: sulfateShampoo, productType: undefined })
    const flag = judged.flags.find((f) => f.id === "fragrance-on-a-sensitive-scalp")!
    expect(flag.ingredients).toEqual(["Parfum", "Linalool"])
    expect(flag.why).toMatch(/^You told us your scalp burns or stings\./)
    expect(flag.relatedRecommendation?.text).toMatch(/^Gentle fragrance-free cleanser/)
    expect(flag.lookFor).toMatch(/Fragrance-free/)
  })

  it("quotes only what the person's own report says, whoever wrote it", () => {
    const answers = femaleAnswers({ scalp_condition: ["itchy_flaky"] })
    const zinc = product(
      ["Water", "other"],
      ["Cocamidopropyl Betaine", "mild_surfactant"],
      ["Zinc Pyrithione", "anti_dandruff_active"],
    )
    // the rules' report prescribes an anti-dandruff shampoo
    const rules = judgeProduct(personWith(answers), { ingredients: zinc, productType: "shampoo" })
    expect(rules.matches[0]).toMatchObject({
      id: "antifungal-active",
      text: "It has Zinc Pyrithione: the antifungal active your report asks for.",
    })
    // a report whose writer recommended something else entirely
    const other = personWith(
      answers,
      noReading,
      writtenReport({
        products: [
          ["Mild everyday shampoo", "Mild surfactants", "Twice a week"],
          ["Cream conditioner", "Cetearyl alcohol", "Mid-lengths to ends"],
        ],
      }),
    )
    const judged = judgeProduct(other, { ingredients: zinc, productType: "shampoo" })
    expect(judged.verdict).toBe("suits")
    expect(judged.matches[0]).toEqual({
      id: "antifungal-active",
      text: "It has Zinc Pyrithione: an antifungal active for the flaking you told us about.",
      ingredients: ["Zinc Pyrithione"],
      relatedRecommendation: undefined,
    })
    expect(judged.headline).toBe(
      "This shampoo suits your hair: nothing in it works against your report, and it has what your hair needs.",
    )
  })

  it("quotes a line for what it says, not for words that happen to meet in a sentence", () => {
    const answers = femaleAnswers({ hair_state: ["bleached"], porosity: "high" })
    const sentence = writtenReport({
      snapshot:
        "The priorities: calming the flakes with an antifungal shampoo and gentle care for regrowing hair.",
      products: [["Mild everyday shampoo", "Mild surfactants", "Twice a week"]],
    })
    const judged = judgeProduct(personWith(answers, noReading, sentence), {
      ingredients: sulfateShampoo,
      productType: "shampoo",
    })
    expect(judged.flags[0]?.relatedRecommendation).toEqual({
      section: "products",
      text: "Mild everyday shampoo: Mild surfactants",
    })
    const onlyTheSentence = writtenReport({ snapshot: sentence.routineSnapshot })
    expect(
      judgeProduct(personWith(answers, noReading, onlyTheSentence), {
        ingredients: sulfateShampoo,
        productType: "shampoo",
      }).flags[0]?.relatedRecommendation,
    ).toBeUndefined()
  })

  it("before the first report: sorted, but nothing personal to judge by", () => {
    const judged = judgeProduct(undefined, { ingredients: sulfateShampoo, productType: "shampoo" })
    expect(judged).toMatchObject({
      verdict: "no_report",
      headline: "Take the quiz first: Strand judges a product against your own report.",
      flags: [],
      matches: [],
    })
  })
})

describe("judgeProduct, over generated people and products", () => {
  const quizzes = Array.from({ length: 300 }, (_, seed) =>
    randomValidAnswers(seededRandom(seed + 1)),
  )
  const people = quizzes.map((quiz) => personWith(quiz.answers, quiz.reading))
  const personArb = fc.integer({ min: 0, max: people.length - 1 }).map((i) => people[i]!)

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
  const anyType = fc.option(fc.constantFrom(...productTypes), { nil: undefined }) as fc.Arbitrary<
    ProductType | undefined
  >
  const arbitraryProduct = fc.record({
    ingredients: fc.array(ingredient, { maxLength: 25 }),
    productType: anyType,
  })

  /** Lines a report writer other than the rules might write, on every topic the checker quotes. */
  const writtenLine = fc.constantFrom(
    "Use a mild, sulfate-free shampoo twice a week.",
    "An anti-dandruff shampoo with ketoconazole, left on for five minutes.",
    "Scalp: no oils or butters while it flakes.",
    "Coconut oil on the lengths and ends before washing.",
    "Space protein treatments apart: too much leaves hair stiff.",
    "Choose fragrance-free products and patch-test anything new.",
    "Salicylic acid lifts scale gently.",
    "A chelating shampoo once a month for hard water minerals.",
    "Rich butters on the mid-lengths and ends.",
    "A light conditioner on the ends only.",
    "Skip sprays with drying alcohol.",
    "Locs need residue-free, water-based products.",
    "Coal tar can stain light hair.",
    "Clarify monthly to lift build-up.",
    "A conditioner with amodimethicone after every wash.",
    "Glycerin and aloe in a leave-in.",
    "Everything looks fine.",
  )
  const writtenResults = fc
    .record({
      snapshot: fc.array(writtenLine, { maxLength: 3 }),
      avoidForNow: fc.array(writtenLine, { maxLength: 4 }),
      zones: fc.array(writtenLine, { maxLength: 3 }),
      products: fc.array(fc.tuple(writtenLine, writtenLine, writtenLine), { maxLength: 4 }),
      texture: fc.constantFrom(...textureLevels),
    })
    .map(({ snapshot, ...rest }) => writtenReport({ snapshot: snapshot.join(" "), ...rest }))
  /** A generated person reading either the rules' report or one written by someone else. */
  const readerArb = fc.oneof(
    personArb,
    fc
      .tuple(fc.integer({ min: 0, max: quizzes.length - 1 }), writtenResults)
      .map(([i, results]) => personWith(quizzes[i]!.answers, quizzes[i]!.reading, results)),
  )

  const fieldsOf = (r: AnalysisResults): ReadonlyArray<string> => [
    r.routineSnapshot,
    ...r.doingWell,
    ...r.avoidForNow,
    ...r.weeklyRhythm.flatMap((d) => [d.day, d.activity]),
    ...r.productTexture.applicationZones,
    ...r.productTexture.products.flatMap((p) => [p.title, p.ingredients, p.usage]),
    ...r.stylingBuildUp,
    ...r.scienceNotes,
    ...r.redFlags,
  ]

  it("quotes only lines the stored report has, word for word", () => {
    let quoted = 0
    fc.assert(
      fc.property(readerArb, arbitraryProduct, (reader, p) => {
        const judged = judgeProduct(reader, p)
        const fields = fieldsOf(reader.results)
        for (const related of [...judged.flags, ...judged.matches].map(
          (x) => x.relatedRecommendation,
        )) {
          if (related === undefined) continue
          quoted++
          expect(reader.report.quotes).toContainEqual(related)
          expect(reportSections).toContain(related.section)
          // every part of the quote is a field of the report, or a sentence of its snapshot
          for (const part of related.text.split(/: (?=\p{Lu})/u)) {
            expect(fields.some((field) => field.includes(part))).toBe(true)
          }
        }
      }),
      { numRuns: 600 },
    )
    expect(quoted).toBeGreaterThan(50)
  })

  it("never calls a product 'not a good fit' only for the cleanser around an active the person needs", () => {
    const needing = people.filter((p) => needsAntifungal(p.profile) || hasPlaques(p.profile))
    expect(needing.length).toBeGreaterThan(20)
    const medicated = fc
      .record({
        reader: fc.constantFrom(...needing),
        cleansers: fc.subarray(
          ["Sodium Laureth Sulfate", "Sodium Lauryl Sulfate", "Ammonium Lauryl Sulfate"],
          { minLength: 1 },
        ),
        antifungal: fc.constantFrom(
          "Ketoconazole",
          "Zinc Pyrithione",
          "Selenium Sulfide",
          "Piroctone Olamine",
        ),
        lifter: fc.constantFrom("Salicylic Acid", "Coal Tar"),
        rest: fc.array(
          fc.constantFrom<Array<IngredientCategory>>(
            ["other"],
            ["mild_surfactant"],
            ["humectant"],
            ["chelator"],
          ),
          { maxLength: 6 },
        ),
        productType: fc.constantFrom<ProductType | undefined>("shampoo", undefined),
      })
      .map(({ reader, cleansers, antifungal, lifter, rest, productType }) => {
        const active = needsAntifungal(reader.profile) ? antifungal : lifter
        const ingredients = [
          ...product(["Water", "other"]),
          ...cleansers.map((name) => product([name, "strong_surfactant"])[0]!),
          ...product([
            active,
            active === "Salicylic Acid" ? "exfoliating_acid" : "anti_dandruff_active",
          ]),
          ...rest.map((categories, i) => ({
            asPrinted: `Filler ${i}`,
            mayContain: false,
            recognisedAs: `Filler ${i}`,
            categories,
          })),
        ]
        return { reader, active, product: { ingredients, productType } }
      })
    fc.assert(
      fc.property(medicated, ({ reader, active, product: p }) => {
        const judged = judgeProduct(reader, p)
        const cleanser = judged.flags.find((f) => f.id === "strong-cleanser-fragile-hair")
        if (cleanser !== undefined) {
          expect(cleanser.severity).toBe("caution")
          expect(cleanser.why).toContain(active)
          expect(cleanser.why).toMatch(/leave it on for the time the label gives/)
        }
        if (judged.flags.every((f) => f.id === "strong-cleanser-fragile-hair")) {
          expect(judged.verdict).not.toBe("not_for_you")
        }
        // the active is named as what suits this person
        const match = judged.matches.find(
          (m) => m.id === "antifungal-active" || m.id === "scale-lifter",
        )
        expect(match?.ingredients).toContain(active)
      }),
      { numRuns: 400 },
    )
  })

  it("judges the same ingredients rinsed off more gently than left on", () => {
    const lengths = fc.constantFrom<readonly [ProductType, ProductType]>(
      ["conditioner", "leave_in"],
      ["treatment", "leave_in"],
      ["conditioner", "styler"],
      ["treatment", "oil"],
    )
    const rank = { avoid: 2, caution: 1 } as const
    fc.assert(
      fc.property(personArb, arbitraryProduct, lengths, (reader, p, [rinsed, leftOn]) => {
        const off = judgeProduct(reader, { ...p, productType: rinsed })
        const on = judgeProduct(reader, { ...p, productType: leftOn })
        for (const flag of off.flags) {
          expect([
            "silicone-build-up",
            "drying-alcohol-high-on-the-list",
            "strong-cleanser-fragile-hair",
          ]).not.toContain(flag.id)
          const same = on.flags.find((f) => f.id === flag.id)
          expect(same).toBeDefined()
          expect(rank[same!.severity]).toBeGreaterThanOrEqual(rank[flag.severity])
        }
        // silicones left on build up for someone who never clarifies; rinsed off they do not
        const profile = reader.profile
        const silicone = p.ingredients.some((i) =>
          i.categories.includes("non_water_soluble_silicone"),
        )
        const neverClarifies =
          profile.shampoo.size > 0 &&
          !(["clarifying", "clarifying_hydrating", "medicated", "anti_flake"] as const).some((v) =>
            profile.shampoo.has(v),
          )
        expect(on.flags.some((f) => f.id === "silicone-build-up")).toBe(
          silicone && neverClarifies && !profile.locs,
        )
        // oils on the lengths are never "avoid" for a scalp that reacts to them, on the scalp they are
        if (keepOilOffScalp(profile) && !profile.locs) {
          for (const judged of [off, on]) {
            expect(judged.flags.find((f) => f.id === "oils-on-a-reactive-scalp")).toBeUndefined()
          }
          const oily = p.ingredients.some((i) =>
            i.categories.some((c) => c === "heavy_oil_or_butter" || c === "wax_or_petrolatum"),
          )
          const scalp = judgeProduct(reader, { ...p, productType: "scalp_treatment" })
          expect(
            scalp.flags.some((f) => f.id === "oils-on-a-reactive-scalp" && f.severity === "avoid"),
          ).toBe(oily)
        }
      }),
      { numRuns: 500 },
    )
  })

  it("flags only ingredients the product has, in the groups the flag is about", () => {
    fc.assert(
      fc.property(personArb, arbitraryProduct, (reader, p) => {
        const judged = judgeProduct(reader, p)
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
        }
        const verdict = judged.flags.some((f) => f.severity === "avoid")
          ? "not_for_you"
          : judged.flags.length > 0
            ? "caution"
            : "suits"
        expect(judged.verdict).toBe(verdict)
        // a product whose kind is not known is never "not a good fit" for how it might be used
        if (judged.use.typeFrom === "unknown") {
          for (const flag of judged.flags.filter((f) => f.severity === "avoid")) {
            expect([
              "protein-overload",
              "fragrance-on-a-sensitive-scalp",
              "residue-in-locs",
            ]).toContain(flag.id)
          }
        }
      }),
      { numRuns: 500 },
    )
  })

  it("is deterministic, and adding ingredients never takes a flag away", () => {
    fc.assert(
      fc.property(
        personArb,
        arbitraryProduct,
        fc.constantFrom(...productTypes),
        fc.array(ingredient, { maxLength: 5 }),
        (reader, p, type, more) => {
          const said = { ...p, productType: type }
          const before = judgeProduct(reader, said)
          expect(judgeProduct(reader, said)).toEqual(before)
          const after = judgeProduct(reader, { ...said, ingredients: [...p.ingredients, ...more] })
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
        personArb,
        fc.array(fc.constantFrom<Array<IngredientCategory>>([], ["other"]), { maxLength: 20 }),
        anyType,
        (reader, groups, productType) => {
          const judged = judgeProduct(reader, {
            ingredients: groups.map((categories, i) => ({
              asPrinted: `Name ${i}`,
              mayContain: false,
              recognisedAs: undefined,
              categories,
            })),
            productType,
          })
          expect(judged.flags).toEqual([])
          expect(judged.verdict).toBe("suits")
        },
      ),
    )
  })
})
