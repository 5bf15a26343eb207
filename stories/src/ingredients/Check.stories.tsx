/**
 * The ingredient checker against a stand-in server: empty, pending, a product
 * that suits, one with flags, a medicated shampoo used with care, a mask kept
 * on the lengths, a product read from its label, unknown ingredients, a
 * refused list and a server that cannot be reached; a product found by its
 * barcode with what suits better, and one for which nothing known suits.
 */
import { CheckPageExample } from "@strand/web/src/features/ingredients/examples.tsx"
import { expect, userEvent, within } from "storybook/test"
import preview from "../../.storybook/preview.tsx"
import { fakeApi, json, never } from "../fakeApi.ts"

const meta = preview.meta({
  title: "Ingredients/Check a product",
  component: CheckPageExample,
  parameters: { layout: "fullscreen" },
})

const library = {
  name: "haircare-ingredients-analyzer (the CurlsBot engine)",
  version: "1.10.1",
  licence: "MIT",
  url: "https://github.com/melissamcewen/CurlsBotAPI",
}
const basedOn = {
  analysisId: "7d0f3c1e-5a4b-4c2d-9e8f-0a1b2c3d4e5f",
  createdAt: "2026-11-08T12:00:00.000Z",
}
const label =
  "Aqua (Water), Sodium Laureth Sulfate, Cocamidopropyl Betaine, Parfum, Linalool, Zanthoxylum Mysteriosum Extract"

const ingredient = (asPrinted: string, categories: Array<string>, mayContain = false) => ({
  asPrinted,
  mayContain,
  recognised: categories.length > 0,
  ...(categories.length > 0 ? { recognisedAs: asPrinted } : {}),
  categories,
})

const cleanserLine = {
  section: "products",
  sectionTitle: "Recommended products",
  text: "Gentle fragrance-free cleanser: Mild surfactants such as coco-glucoside or sodium cocoyl isethionate; no added fragrance or essential oils",
}

const flagged = {
  success: true,
  verdict: "not_for_you",
  headline:
    "This shampoo is not a good fit for your hair: strong cleansers for hair that needs gentle ones.",
  ingredients: [
    ingredient("Aqua (Water)", ["other"]),
    ingredient("Sodium Laureth Sulfate", ["strong_surfactant"]),
    ingredient("Cocamidopropyl Betaine", ["mild_surfactant"]),
    ingredient("Parfum", ["fragrance"]),
    ingredient("Linalool", ["fragrance_allergen"]),
    ingredient("Zanthoxylum Mysteriosum Extract", []),
    ingredient("CI 19140", ["other"], true),
  ],
  unknownCount: 1,
  flags: [
    {
      id: "strong-cleanser-fragile-hair",
      title: "Strong cleansers for hair that needs gentle ones",
      severity: "avoid",
      ingredients: ["Sodium Laureth Sulfate"],
      why: "You told us your hair is bleached, its porosity is high and your scalp is sensitive. Sodium Laureth Sulfate cleans hard: it lifts the oils that keep processed, porous hair supple, so every wash leaves it rougher and more likely to break, and it can sting a sensitive scalp.",
      lookFor:
        "A shampoo built on mild surfactants, such as coco-glucoside, decyl glucoside, cocamidopropyl betaine or sodium cocoyl isethionate, with no sulfates or olefin sulfonates.",
      relatedRecommendation: cleanserLine,
    },
    {
      id: "fragrance-on-a-sensitive-scalp",
      title: "Fragrance on a sensitive scalp",
      severity: "avoid",
      ingredients: ["Parfum", "Linalool"],
      why: "You told us your scalp is sensitive. Fragrance and essential oils are the commonest cause of allergic reactions to hair products, and this has Parfum and Linalool.",
      lookFor:
        "Fragrance-free products: no parfum, no essential oils and none of the allergens a label lists, such as linalool or limonene. Patch-test anything new behind the ear for 48 hours.",
      relatedRecommendation: cleanserLine,
    },
  ],
  matches: [],
  productType: "shampoo",
  readAs: { productType: "shampoo", from: "said" },
  basedOn,
  library,
}

const suits = {
  success: true,
  verdict: "suits",
  headline:
    "This shampoo suits your hair: nothing in it works against your report, and it has what your report asks for.",
  ingredients: [
    ingredient("Water", ["other"]),
    ingredient("Cocamidopropyl Betaine", ["mild_surfactant"]),
    ingredient("Zinc Pyrithione", ["anti_dandruff_active"]),
    ingredient("Glycerin", ["humectant"]),
  ],
  unknownCount: 0,
  flags: [],
  matches: [
    {
      id: "antifungal-active",
      text: "It has Zinc Pyrithione: the antifungal active your report asks for.",
      ingredients: ["Zinc Pyrithione"],
      relatedRecommendation: {
        section: "products",
        sectionTitle: "Recommended products",
        text: "Anti-dandruff shampoo: One antifungal active: zinc pyrithione, ketoconazole or selenium sulfide",
      },
    },
  ],
  productType: "shampoo",
  readAs: { productType: "shampoo", from: "said" },
  basedOn,
  library,
}

const antiDandruffLine = {
  section: "products",
  sectionTitle: "Recommended products",
  text: "Anti-dandruff shampoo: One antifungal active: zinc pyrithione, ketoconazole or selenium sulfide",
}

/** A ketoconazole shampoo read from its label, for bleached hair on a flaking scalp. */
const medicated = {
  success: true,
  verdict: "caution",
  headline:
    "This shampoo can work for your hair, with care: it has what your report asks for, and one thing to know.",
  ingredients: [
    ingredient("Ketoconazole", ["anti_dandruff_active"]),
    ingredient("Sodium Laureth Sulfate", ["strong_surfactant"]),
    ingredient("Cocamide DEA", ["mild_surfactant"]),
    ingredient("Purified Water", ["other"]),
  ],
  unknownCount: 0,
  flags: [
    {
      id: "strong-cleanser-fragile-hair",
      title: "A strong cleanser carrying the active your scalp needs",
      severity: "caution",
      ingredients: ["Sodium Laureth Sulfate"],
      why: "You told us your hair is bleached and its porosity is high. Sodium Laureth Sulfate cleans hard: it lifts the oils that keep processed, porous hair supple. Here it carries Ketoconazole, the antifungal for your flaking, as your report prescribes, so use it as a medicated shampoo: lather it on the scalp only, leave it on for the time the label gives, rinse, then condition your lengths.",
      lookFor:
        "If your lengths still feel stripped, the same active on a milder base (cocamidopropyl betaine, sodium cocoyl isethionate, decyl glucoside), or a gentle shampoo on the days between medicated washes.",
      relatedRecommendation: antiDandruffLine,
    },
  ],
  matches: [
    {
      id: "antifungal-active",
      text: "It has Ketoconazole: the antifungal active your report asks for.",
      ingredients: ["Ketoconazole"],
      relatedRecommendation: antiDandruffLine,
    },
  ],
  readAs: {
    productType: "shampoo",
    from: "label",
    note: "Read as a shampoo: its list leads with cleansers. If it is something else, say what it is and check again.",
  },
  basedOn,
  library,
}

/** A coconut mask for the same person, whose report reads from another writer: no line to quote for the oil. */
const maskOnLengths = {
  success: true,
  verdict: "caution",
  headline: "This treatment can work for your hair, with care: one thing to know.",
  ingredients: [
    ingredient("Aqua/Water", ["other"]),
    ingredient("Cetearyl Alcohol", ["fatty_alcohol"]),
    ingredient("Behentrimonium Chloride", ["conditioning_agent"]),
    ingredient("Cocos Nucifera Oil/Coconut Oil", ["heavy_oil_or_butter"]),
  ],
  unknownCount: 0,
  flags: [
    {
      id: "keep-oils-on-the-lengths",
      title: "Keep it on the lengths, off your scalp",
      severity: "caution",
      ingredients: ["Cocos Nucifera Oil/Coconut Oil"],
      why: "You told us your scalp flakes. Cocos Nucifera Oil/Coconut Oil is fine on your lengths, but on the scalp it feeds the yeast behind flaking and can clog the follicles.",
      lookFor:
        "Apply it from the mid-lengths to the ends, a hand's width from the roots; for your scalp, oil-free, water-based products only.",
    },
  ],
  matches: [],
  productType: "treatment",
  readAs: { productType: "treatment", from: "said" },
  basedOn,
  library,
}

const submit = async (canvasElement: HTMLElement, text = label) => {
  const canvas = within(canvasElement)
  await userEvent.clear(canvas.getByLabelText("Ingredients, as printed on the label"))
  await userEvent.type(canvas.getByLabelText("Ingredients, as printed on the label"), text)
  await userEvent.click(canvas.getByRole("button", { name: "Check it" }))
  return canvas
}

export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Check a product" })).toBeVisible()
    await expect(canvas.getByLabelText("Ingredients, as printed on the label")).toHaveValue("")
    await expect(canvas.getByLabelText("What is it? (optional)")).toHaveValue("")
    await expect(canvas.queryByText("What to know for your hair")).toBeNull()
  },
})

export const Pending = meta.story({
  beforeEach: () => fakeApi({ "POST /api/ingredient-check": never }),
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement)
    await expect(canvas.getByRole("button", { name: "Checking..." })).toBeDisabled()
  },
})

export const Suits = meta.story({
  beforeEach: () => fakeApi({ "POST /api/ingredient-check": () => json(suits) }),
  play: async ({ canvasElement }) => {
    const canvas = await submit(
      canvasElement,
      "Water, Cocamidopropyl Betaine, Zinc Pyrithione, Glycerin",
    )
    await expect(await canvas.findByText("Suits your hair")).toBeVisible()
    await expect(canvas.getByRole("heading", { name: suits.headline })).toBeVisible()
    await expect(canvas.getByText(/the antifungal active your report asks for/)).toBeVisible()
    await expect(
      canvas.getByRole("link", { name: "your report of November 8, 2026" }),
    ).toHaveAttribute("href", `/result?analysisId=${basedOn.analysisId}`)
    await expect(canvas.queryByText("What to know for your hair")).toBeNull()
  },
})

export const Flags = meta.story({
  beforeEach: () => fakeApi({ "POST /api/ingredient-check": () => json(flagged) }),
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement)
    await expect(await canvas.findByText("Not a good fit")).toBeVisible()
    const sulfate = within(
      canvas.getByRole("listitem", { name: "Strong cleansers for hair that needs gentle ones" }),
    )
    await expect(sulfate.getByText("Avoid")).toBeVisible()
    await expect(sulfate.getByText(/^You told us your hair is bleached/)).toBeVisible()
    await expect(sulfate.getByText("Your report, Recommended products")).toBeVisible()
    await expect(sulfate.getByText(/^A shampoo built on mild surfactants/)).toBeVisible()
    await expect(
      canvas.getByRole("listitem", { name: "Fragrance on a sensitive scalp" }),
    ).toBeVisible()
  },
})

export const MedicatedWithCare = meta.story({
  beforeEach: () => fakeApi({ "POST /api/ingredient-check": () => json(medicated) }),
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, "Ketoconazole 2%, Sodium Laureth Sulfate")
    await expect(await canvas.findByText("Use with care")).toBeVisible()
    await expect(
      canvas.getByText(/^Read as a shampoo: its list leads with cleansers/),
    ).toBeVisible()
    const flag = within(
      canvas.getByRole("listitem", {
        name: "A strong cleanser carrying the active your scalp needs",
      }),
    )
    await expect(flag.getByText("Caution")).toBeVisible()
    await expect(flag.getByText(/leave it on for the time the label gives/)).toBeVisible()
    await expect(canvas.getByText(/the antifungal active your report asks for/)).toBeVisible()
    await expect(
      canvas.getAllByText(/^Anti-dandruff shampoo: One antifungal active/).length,
    ).toBeGreaterThan(1)
  },
})

/** What the page last asked the checker, to see the person's choices reach it. */
let lastRequest: unknown

export const MaskOnTheLengths = meta.story({
  beforeEach: () =>
    fakeApi({
      "POST /api/ingredient-check": async (request) => {
        lastRequest = await request.json()
        return json(maskOnLengths)
      },
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.selectOptions(canvas.getByLabelText("What is it? (optional)"), "treatment")
    await userEvent.selectOptions(canvas.getByLabelText("Where does it go? (optional)"), "lengths")
    await submit(canvasElement, "Aqua/Water, Cetearyl Alcohol, Cocos Nucifera Oil/Coconut Oil")
    await expect(await canvas.findByText("Use with care")).toBeVisible()
    const flag = within(
      canvas.getByRole("listitem", { name: "Keep it on the lengths, off your scalp" }),
    )
    await expect(flag.getByText(/^You told us your scalp flakes/)).toBeVisible()
    // the person's report does not say it: no report line is shown for this flag
    await expect(flag.queryByText(/^Your report/)).toBeNull()
    await expect(lastRequest).toMatchObject({ productType: "treatment", appliedTo: "lengths" })
  },
})

export const UnknownIngredients = meta.story({
  beforeEach: () => fakeApi({ "POST /api/ingredient-check": () => json(flagged) }),
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement)
    await expect(
      await canvas.findByText(/One ingredient is not in the ingredient library/),
    ).toBeVisible()
    const unknown = within(canvas.getByRole("region", { name: "Not recognised (1)" }))
    await expect(unknown.getByText("Zanthoxylum Mysteriosum Extract")).toBeVisible()
    const other = within(canvas.getByRole("region", { name: "Other recognised ingredients (2)" }))
    await expect(other.getByText("(may contain)")).toBeVisible()
    await expect(canvas.getByRole("heading", { name: "Every ingredient (7)" })).toBeVisible()
  },
})

export const RefusedList = meta.story({
  beforeEach: () =>
    fakeApi({
      "POST /api/ingredient-check": () =>
        json(
          {
            _tag: "ValidationError",
            message:
              'That doesn\'t look like an ingredient list. Paste the names printed after "Ingredients" on the label, separated by commas.',
            code: "VALIDATION_ERROR",
            issues: [
              { path: ["ingredients"], message: "That doesn't look like an ingredient list." },
            ],
          },
          400,
        ),
    }),
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, "I love this shampoo")
    const field = canvas.getByLabelText("Ingredients, as printed on the label")
    await expect(
      await canvas.findByText(/^That doesn't look like an ingredient list/),
    ).toBeVisible()
    await expect(field).toHaveAttribute("aria-invalid", "true")
  },
})

export const ServerUnreachable = meta.story({
  beforeEach: () =>
    fakeApi({
      "POST /api/ingredient-check": () => Promise.reject(new TypeError("Failed to fetch")),
    }),
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement)
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      /Unable to connect to the server/,
    )
  },
})

export const SignedOut = meta.story({
  args: { viewer: "signed-out" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Please Log In" })).toBeVisible()
  },
})

const source = {
  name: "Open Beauty Facts",
  licence: "Open Database License (ODbL) 1.0",
  licenceUrl: "https://opendatacommons.org/licenses/odbl/1-0/",
}
const scanned = {
  barcode: "2000000000060",
  name: "Daily Moisture Renewal shampoo",
  brand: "Example Brand",
  category: "shampoo",
  ingredients: label,
  ingredientState: "listed",
  source: { ...source, productUrl: "https://world.openbeautyfacts.org/product/2000000000060" },
}
const gentle = {
  barcode: "2000000000312",
  name: "Free & Clear shampoo",
  brand: "Mild Co",
  category: "shampoo",
  ingredients: "Purified Water, Sodium Lauroyl Methyl Isethionate, Cocamidopropyl Betaine",
  ingredientState: "listed",
  source: { ...source, productUrl: "https://world.openbeautyfacts.org/product/2000000000312" },
}
const chosenHow =
  "Chosen only by how well each suits your hair, judged exactly as this product was, from the products Strand has looked up. No brand pays to be here, and none is left out for not paying."

/** Typed under the scanner, the barcode brings the product, its verdict and what suits better. */
export const ScannedWithAlternatives = meta.story({
  args: { initialWay: "scan" },
  beforeEach: () =>
    fakeApi({
      [`GET /api/products/${scanned.barcode}`]: () => json(scanned),
      "POST /api/ingredient-check": () =>
        json({
          ...flagged,
          product: scanned,
          alternatives: {
            category: "shampoo",
            chosenHow,
            items: [
              {
                product: gentle,
                headline:
                  "This shampoo suits your hair: nothing in it works against your report, and it has what your hair needs.",
                why: [
                  "Nothing in it works against your hair, and it has no Sodium Laureth Sulfate, Parfum or Linalool.",
                  "It cleanses with mild surfactants only, the gentle kind your hair needs.",
                ],
              },
            ],
            lookFor: [],
          },
        }),
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText("Or type the barcode"), scanned.barcode)
    await userEvent.click(canvas.getByRole("button", { name: "Look it up" }))
    await expect(await canvas.findByText("Not a good fit")).toBeVisible()
    await expect(canvas.getAllByText("Example Brand Daily Moisture Renewal shampoo").length).toBe(2)
    const better = within(canvas.getByRole("region", { name: "Suits you better" }))
    await expect(better.getByText("Mild Co Free & Clear shampoo")).toBeVisible()
    await expect(better.getByText(chosenHow)).toBeVisible()
    await expect(better.getByText(/it has no Sodium Laureth Sulfate/)).toBeVisible()
    await expect(better.getByRole("link", { name: "Open Beauty Facts" })).toHaveAttribute(
      "href",
      gentle.source.productUrl,
    )
  },
})

export const NothingKnownSuits = meta.story({
  beforeEach: () =>
    fakeApi({
      "POST /api/ingredient-check": () =>
        json({
          ...flagged,
          alternatives: {
            category: "shampoo",
            chosenHow,
            items: [],
            lookFor: flagged.flags.map((flag) => flag.lookFor),
          },
        }),
    }),
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement)
    const instead = within(await canvas.findByRole("region", { name: "What to look for instead" }))
    await expect(instead.getByText(/None of the shampoos Strand has looked up/)).toBeVisible()
    await expect(instead.getByText(/^A shampoo built on mild surfactants/)).toBeVisible()
  },
})
