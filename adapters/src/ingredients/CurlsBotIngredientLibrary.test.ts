import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { describe, expect, it } from "@effect/vitest"
import { typeFromLabel } from "@strand/domain/check/ProductUse"
import { IngredientLibrary } from "@strand/domain/ingredients/IngredientLibrary"
import { type ProductType, readIngredientList } from "@strand/domain/ingredients/IngredientList"
import { Effect, Option } from "effect"
import { CurlsBotIngredientLibrary, curlsBotCredit } from "./CurlsBotIngredientLibrary.ts"
import { labelFixtures } from "./fixtures/labels.ts"

const read = (label: string) => {
  const listed = readIngredientList(label)
  if (listed._tag !== "Listed") throw new Error(`refused: ${listed.problem}`)
  return listed.ingredients
}

const plain = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9&]+/g, " ")
    .trim()

/**
 * The ways a label spells one entry, read as a person reads it: the whole,
 * without its bracket, what is in the bracket, and each part of "A/B" or
 * "A - B". Written here, apart from the adapter, so the test does not take
 * the adapter's word for what a name is.
 */
const spellings = (printed: string): ReadonlyArray<string> => {
  const bracket = /\(([^()]*)\)/u.exec(printed)
  return [
    printed,
    printed.replace(/\([^()]*\)/gu, " "),
    ...(bracket === null ? [] : [bracket[1]!]),
    ...printed.split(/\/|\s+-\s*|\s*-\s+/u),
  ].map(plain)
}

/**
 * Names labels print and the ingredient they are, where the two are spelled
 * differently: INCI names and their common names, old names, translations
 * (from the INCI dictionary and the EU's CosIng, not from the library).
 * `recognisedAs` must be one of a printed name's spellings, or the name
 * paired with one of them here.
 */
const sameIngredient: Readonly<Record<string, string>> = {
  aqua: "water",
  eau: "water",
  "purified water": "water",
  parfum: "fragrance",
  perfume: "fragrance",
  "pyrithione zinc": "zinc pyrithione",
  imidurea: "imidazolidinyl urea",
  "distilled coal tar": "coal tar",
  pvp: "polyvinylpyrrolidone",
  "cocos nucifera oil": "coconut oil",
  "helianthus annuus seed oil": "sunflower oil",
  "sclerocarya birrea seed oil": "marula oil",
  "persea gratissima oil": "avocado oil",
  "simmondsia chinensis seed oil": "jojoba oil",
  "argania spinosa kernel oil": "argan oil",
  "ricinus communis seed oil": "castor oil",
  "adansonia digitata seed oil": "baobab oil",
  "glycine soja oil": "soybean oil",
  "sesamum indicum seed oil": "sesame seed oil",
  "olea europaea fruit oil": "olive oil",
  "mentha piperita oil": "peppermint oil",
  "butyrospermum parkii": "butyrospermum parkii shea butter",
  "butyrospermum parkii butter": "butyrospermum parkii shea butter",
  "shea butter": "butyrospermum parkii shea butter",
  // Ulmus fulva is the older name of Ulmus rubra, the slippery elm.
  "ulmus fulva bark": "ulmus rubra bark extract",
}

const namesTheSameIngredient = (printed: string, recognisedAs: string) => {
  const known = plain(recognisedAs)
  return spellings(printed).some((s) => s === known || sameIngredient[s] === known)
}

const lookUp = (names: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const library = yield* IngredientLibrary
    return yield* library.lookUp(names)
  }).pipe(Effect.provide(CurlsBotIngredientLibrary))

describe("CurlsBotIngredientLibrary on real labels", () => {
  it("has real labels of every kind of product, medicated shampoos among them", () => {
    expect(labelFixtures.length).toBeGreaterThanOrEqual(45)
    for (const kind of [
      "shampoo",
      "conditioner",
      "treatment",
      "leave_in",
      "styler",
      "oil",
    ] as const) {
      expect(labelFixtures.filter((f) => f.kind === kind).length).toBeGreaterThanOrEqual(2)
    }
  })

  for (const fixture of labelFixtures) {
    it.effect(`reads ${fixture.product} as an expert would`, () =>
      Effect.gen(function* () {
        const listed = read(fixture.label)
        const found = yield* lookUp(listed.map((i) => i.asPrinted))
        // one answer per printed name: nothing dropped
        expect(found).toHaveLength(listed.length)
        const categories = new Set(
          found.flatMap((entry) => (Option.isSome(entry) ? entry.value.categories : [])),
        )
        const unknown = listed.filter((_, i) => Option.isNone(found[i]!)).map((i) => i.asPrinted)
        const named = [...categories].sort()
        expect({
          missing: fixture.expect.filter((c) => !categories.has(c)),
          named,
          unknown,
        }).toEqual({ missing: [], named, unknown })
        expect({ wrong: (fixture.absent ?? []).filter((c) => categories.has(c)), unknown }).toEqual(
          {
            wrong: [],
            unknown,
          },
        )
        // plant extracts and rare names may be unknown; most of a label is not
        expect(unknown.length / listed.length).toBeLessThanOrEqual(0.35)
      }),
    )
  }

  it.effect("names every ingredient of every label as itself or a true synonym", () =>
    Effect.gen(function* () {
      const printed = [
        ...new Set(labelFixtures.flatMap((f) => read(f.label).map((i) => i.asPrinted))),
      ]
      const found = yield* lookUp(printed)
      const misnamed = printed.flatMap((name, i) =>
        Option.match(found[i]!, {
          onNone: () => [],
          onSome: (entry) =>
            namesTheSameIngredient(name, entry.name) ? [] : [`${name} => ${entry.name}`],
        }),
      )
      expect(misnamed).toEqual([])
      expect(printed.length).toBeGreaterThan(250)
    }),
  )

  it.effect("recognises the common ones as themselves, not as a neighbour in a table", () =>
    Effect.gen(function* () {
      const names = [
        "Water",
        "Citric Acid",
        "Sodium Chloride",
        "Polysorbate 20",
        "Sodium Hydroxide",
        "Hydrochloric Acid",
        "Ketoconazole",
        "Quaternium-15",
        "Sodium Citrate",
        "Selenium Sulfide",
        "Coal Tar",
        "Methylchloroisothiazolinone",
        "Tetrasodium EDTA",
        "Lauramidopropyl Betaine",
        "Sodium Cocoyl Sarcosinate",
      ]
      const found = yield* lookUp(names)
      expect(found.map((entry) => Option.map(entry, (e) => e.name))).toEqual(
        names.map((name) => Option.some(name)),
      )
    }),
  )

  it.effect("does not take a name for a shorter one inside it", () =>
    Effect.gen(function* () {
      const found = yield* lookUp([
        "Propylene Glycol Dicaprylate/Dicaprate",
        "Glycine Max (Soybean) Seed Extract",
        "Chamomilla Recutita (Matricaria) Flower Extract",
        "Myristyl Alcohol",
        "Cetyl PEG/PPG-10/1 Dimethicone",
        "Sodium C12-13 Pareth Sulfate",
        "Polyquaternium-39",
        "Hydrolyzed Rice Protein",
        "Camellia Sinensis Leaf Oil",
      ])
      expect(found.map((entry) => Option.map(entry, (e) => [e.name, e.categories]))).toEqual([
        Option.none(),
        Option.none(),
        Option.none(),
        // known by name: a fatty alcohol, not the drying alcohol its last word suggests
        Option.some(["Myristyl Alcohol", ["fatty_alcohol"]]),
        // known by kind, under its own name
        Option.some(["Cetyl PEG/PPG-10/1 Dimethicone", ["water_soluble_silicone"]]),
        Option.some(["Sodium C12-13 Pareth Sulfate", ["strong_surfactant"]]),
        Option.some(["Polyquaternium-39", ["film_former", "conditioning_agent"]]),
        Option.some(["Hydrolyzed Rice Protein", ["protein"]]),
        Option.some(["Camellia Sinensis Leaf Oil", ["essential_oil"]]),
      ])
    }),
  )

  it.effect("reads what kind of product a label is, or says it cannot tell", () =>
    Effect.gen(function* () {
      // A leave-in is a cream like a conditioner: read as one, the answer says to choose Leave-in.
      const readable: Record<ProductType, ReadonlyArray<ProductType | undefined>> = {
        shampoo: ["shampoo"],
        conditioner: ["conditioner"],
        treatment: ["conditioner", undefined],
        leave_in: ["conditioner", "oil", undefined],
        styler: [undefined],
        oil: ["oil"],
        scalp_treatment: ["oil"],
      }
      const misread: Array<string> = []
      for (const fixture of labelFixtures) {
        const listed = read(fixture.label)
        const found = yield* lookUp(listed.map((i) => i.asPrinted))
        const checked = listed.map((i, n) => {
          const entry = Option.getOrUndefined(found[n]!)
          return { ...i, recognisedAs: entry?.name, categories: entry?.categories ?? [] }
        })
        const type = typeFromLabel(checked)
        if (!readable[fixture.kind].includes(type)) misread.push(`${fixture.product}: ${type}`)
      }
      expect(misread).toEqual([])
    }),
  )

  it("credits the version that is installed", () => {
    const require = createRequire(import.meta.url)
    const entry = require.resolve("haircare-ingredients-analyzer")
    const pkg = JSON.parse(readFileSync(join(dirname(entry), "..", "package.json"), "utf8"))
    expect(curlsBotCredit.version).toBe(pkg.version)
    expect(pkg.license).toBe(curlsBotCredit.licence)
  })
})
