import { assert, describe, layer } from "@effect/vitest"
import { FakeOpenBeautyFacts } from "@strand/adapters/testing/FakeOpenBeautyFacts"
import { checkDigitFor } from "@strand/domain/products/Barcode"
import { Context, Effect, Layer } from "effect"
import { signIn } from "../testing/SignIn.ts"
import { signInByLink } from "../testing/SignInByLink.ts"
import { type CookieJar, request, TestServer, testServer } from "../testing/TestServer.ts"

const admin = "products-admin@strand.test"
const ean = (body: string) => `${body}${checkDigitFor(body)}`

class OpenBeautyFacts extends Context.Service<OpenBeautyFacts, FakeOpenBeautyFacts>()(
  "test/OpenBeautyFacts",
) {}

// Real labels' lists (adapters/src/ingredients/fixtures/labels.ts has their sources).
const harshShampoo = ean("300000000001")
const gentleShampoo = ean("300000000002")
const plainShampoo = ean("300000000003")
const noListShampoo = ean("300000000004")
const slowShampoo = ean("300000000005")
const upcShampoo = "012345678905"

const fake = new FakeOpenBeautyFacts().add(
  {
    code: harshShampoo,
    product_name: "Clarifying Shampoo",
    brands: "Example Labs",
    categories_tags: ["en:hair", "en:shampoos"],
    ingredients_text:
      "Aqua (Water), Sodium Laureth Sulfate, Cocamidopropyl Betaine, Parfum, Linalool, Limonene, Sodium Chloride",
  },
  {
    code: gentleShampoo,
    product_name: "Gentle Cream Shampoo",
    brands: "Mild Co",
    categories_tags: ["en:hair", "en:shampoos"],
    ingredients_text:
      "Aqua, Sodium Cocoyl Isethionate, Cocamidopropyl Betaine, Glycerin, Panthenol, Citric Acid, Sodium Benzoate",
  },
  {
    code: plainShampoo,
    product_name: "Everyday Shampoo",
    brands: "Plain",
    categories_tags: ["en:shampoos"],
    ingredients_text: "Aqua, Sodium Lauryl Sulfate, Sodium Chloride, Parfum",
  },
  { code: noListShampoo, product_name: "Mystery Shampoo", categories_tags: ["en:shampoos"] },
  {
    code: slowShampoo,
    product_name: "Slow Shampoo",
    categories_tags: ["en:shampoos"],
    ingredients_text: "Aqua, Decyl Glucoside, Glycerin",
  },
  {
    code: `0${upcShampoo}`,
    product_name: "American Shampoo",
    categories_tags: ["en:shampoos"],
    ingredients_text: "Water, Sodium Cocoyl Isethionate, Glycerin",
  },
)

const openBeautyFactsLayer = Layer.effect(
  OpenBeautyFacts,
  Effect.acquireRelease(
    Effect.promise(() => fake.listen()),
    (server) => Effect.promise(() => server.close()),
  ),
)

const server = Layer.unwrap(
  Effect.gen(function* () {
    const stand = yield* OpenBeautyFacts
    return testServer(
      { adminEmails: [admin] },
      { CATALOGUE_PROVIDER: "openbeautyfacts", OPEN_BEAUTY_FACTS_BASE_URL: stand.url },
    )
  }),
).pipe(Layer.provideMerge(openBeautyFactsLayer))

const find = (url: string, jar: CookieJar | undefined, barcode: string) =>
  request({ url }, `/api/products/${barcode}`, jar === undefined ? {} : { jar })

interface ProductJson {
  barcode: string
  name: string | null
  brand: string | null
  category: string | null
  ingredients: string | null
  ingredientState: string
  source: { name: string; licence: string; productUrl: string }
}

interface CheckedJson {
  verdict: string
  product?: ProductJson
  alternatives?: {
    category: string
    chosenHow: string
    items: Array<{ product: ProductJson; headline: string; why: Array<string> }>
    lookFor: Array<string>
  }
}

describe("products by barcode, from Open Beauty Facts and Strand's own table", () => {
  layer(server, { timeout: 90_000, excludeTestServices: true })((it) => {
    it.effect("GET /api/products/{barcode} is for signed-in people, with a valid barcode", () =>
      Effect.gen(function* () {
        const { url } = yield* TestServer
        assert.strictEqual((yield* find(url, undefined, harshShampoo)).status, 401)
        const { jar } = yield* signIn({ url })
        for (const wrong of [
          `${harshShampoo.slice(0, 12)}${(Number(harshShampoo.at(-1)) + 1) % 10}`,
          "12345",
          "30000000000x1",
        ]) {
          const refused = yield* find(url, jar, wrong)
          assert.strictEqual(refused.status, 400, wrong)
          assert.deepInclude(refused.json as object, { code: "VALIDATION_ERROR" })
        }
      }),
    )

    it.effect("looks a product up once, keeps it, and answers from the table after", () =>
      Effect.gen(function* () {
        const { url, sql } = yield* TestServer
        const { jar } = yield* signIn({ url })
        const first = yield* find(url, jar, gentleShampoo)
        assert.strictEqual(first.status, 200, first.text)
        const product = first.json as ProductJson
        assert.deepInclude(product, {
          barcode: gentleShampoo,
          name: "Gentle Cream Shampoo",
          brand: "Mild Co",
          category: "shampoo",
          ingredientState: "listed",
        })
        assert.strictEqual(product.source.name, "Open Beauty Facts")
        assert.include(product.source.licence, "ODbL")
        assert.strictEqual(product.source.productUrl, `${fake.url}/product/${gentleShampoo}`)
        // the catalogue is down now: the product still answers, from the table
        fake.down = true
        const again = yield* find(url, jar, gentleShampoo)
        fake.down = false
        assert.strictEqual(again.status, 200, again.text)
        assert.deepStrictEqual(again.json, product)
        assert.strictEqual(fake.askedFor(gentleShampoo), 1)
        const rows = yield* sql<{ barcode: string; ingredient_state: string }>`
          SELECT barcode, ingredient_state FROM products WHERE barcode = ${gentleShampoo}`
        assert.deepStrictEqual(rows, [{ barcode: gentleShampoo, ingredient_state: "listed" }])
      }),
    )

    it.effect("a UPC-A code finds the product filed under its EAN-13 form", () =>
      Effect.gen(function* () {
        const { url } = yield* TestServer
        const { jar } = yield* signIn({ url })
        const found = yield* find(url, jar, upcShampoo)
        assert.strictEqual(found.status, 200, found.text)
        assert.strictEqual((found.json as ProductJson).barcode, `0${upcShampoo}`)
      }),
    )

    it.effect("a product nobody knows is 404, and says what to do instead", () =>
      Effect.gen(function* () {
        const { url } = yield* TestServer
        const { jar } = yield* signIn({ url })
        const missing = yield* find(url, jar, ean("399999999999"))
        assert.strictEqual(missing.status, 404)
        assert.deepInclude(missing.json as object, {
          code: "NOT_FOUND",
          message: "We don't know this product yet: photograph or type its ingredients.",
        })
      }),
    )

    it.effect("a product with no list is kept as such, and the check asks for the list", () =>
      Effect.gen(function* () {
        const { url } = yield* TestServer
        const { jar } = yield* signIn({ url })
        const found = yield* find(url, jar, noListShampoo)
        assert.strictEqual(found.status, 200, found.text)
        assert.deepInclude(found.json as object, { ingredients: null, ingredientState: "missing" })
        const checked = yield* request({ url }, "/api/ingredient-check", {
          method: "POST",
          body: { barcode: noListShampoo },
          jar,
        })
        assert.strictEqual(checked.status, 400)
        assert.deepInclude(checked.json as object, {
          message:
            "We know this product, but not its ingredients yet: photograph the label or type the list.",
        })
        assert.deepStrictEqual(
          (checked.json as { issues: Array<{ path: unknown }> }).issues[0]?.path,
          ["barcode"],
        )
        // typed from the bottle, the list is judged and the product named
        const typed = yield* request({ url }, "/api/ingredient-check", {
          method: "POST",
          body: { barcode: noListShampoo, ingredients: "Aqua, Decyl Glucoside, Glycerin" },
          jar,
        })
        assert.strictEqual(typed.status, 200, typed.text)
        assert.strictEqual((typed.json as CheckedJson).product?.name, "Mystery Shampoo")
      }),
    )

    it.effect("a catalogue too slow or down is 503 for a product Strand has not kept", () =>
      Effect.gen(function* () {
        const { url } = yield* TestServer
        const { jar } = yield* signIn({ url })
        fake.delayMillis = 7_000
        const started = Date.now()
        const slow = yield* find(url, jar, slowShampoo)
        fake.delayMillis = 0
        assert.isBelow(Date.now() - started, 6_500)
        assert.strictEqual(slow.status, 503)
        assert.deepInclude(slow.json as object, {
          message: "We can't look this product up right now: photograph or type its ingredients.",
        })
        fake.down = true
        const down = yield* find(url, jar, slowShampoo)
        fake.down = false
        assert.strictEqual(down.status, 503)
        // once it answers, the product is found and kept
        assert.strictEqual((yield* find(url, jar, slowShampoo)).status, 200)
      }),
    )

    it.effect("a scanned shampoo that is not a good fit comes with alternatives that suit", () =>
      Effect.gen(function* () {
        const { url } = yield* TestServer
        const { jar } = yield* signIn({ url })
        const analysed = yield* request({ url }, "/api/analyze-hair", {
          method: "POST",
          body: {
            userName: "Sam",
            answers: {
              gender: "female",
              hair_texture: "wavy",
              hair_state: ["bleached"],
              porosity: "high",
              scalp_condition: ["sensitive"],
            },
            textInputs: {},
          },
          jar,
        })
        assert.strictEqual(analysed.status, 200, analysed.text)
        // products Strand has looked up before: one gentle, one as harsh as the one scanned
        for (const barcode of [gentleShampoo, plainShampoo]) {
          assert.strictEqual((yield* find(url, jar, barcode)).status, 200)
        }
        const checked = yield* request({ url }, "/api/ingredient-check", {
          method: "POST",
          body: { barcode: harshShampoo },
          jar,
        })
        assert.strictEqual(checked.status, 200, checked.text)
        const body = checked.json as CheckedJson
        assert.strictEqual(body.verdict, "not_for_you")
        assert.strictEqual(body.product?.name, "Clarifying Shampoo")
        assert.strictEqual(body.alternatives?.category, "shampoo")
        assert.match(body.alternatives?.chosenHow ?? "", /No brand pays/)
        // the gentle shampoos Strand has looked up (other tests looked up some too), never a harsh one
        const offered = body.alternatives?.items.map((item) => item.product.barcode) ?? []
        assert.include(offered, gentleShampoo)
        assert.isAtMost(offered.length, 3)
        assert.notInclude(offered, plainShampoo)
        assert.notInclude(offered, harshShampoo)
        const gentle = body.alternatives?.items.find(
          (item) => item.product.barcode === gentleShampoo,
        )
        assert.match(
          gentle?.why[0] ?? "",
          /it has no Sodium Laureth Sulfate, Parfum, Linalool or Limonene/,
        )
        assert.match(gentle?.headline ?? "", /suits your hair/)
        assert.deepStrictEqual(body.alternatives?.lookFor, [])
      }),
    )

    it.effect("admins list, correct and hide products; a hidden one is unknown to people", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const { url } = server
        const { jar: person } = yield* signIn({ url })
        assert.strictEqual((yield* find(url, person, plainShampoo)).status, 200)
        assert.strictEqual(
          (yield* request({ url }, "/api/admin/products", { jar: person })).status,
          403,
        )
        const { jar } = yield* signInByLink(server, admin)
        const listed = yield* request({ url }, "/api/admin/products?search=Everyday", { jar })
        assert.strictEqual(listed.status, 200, listed.text)
        const page = listed.json as { products: Array<ProductJson & { hidden: boolean }> }
        assert.deepStrictEqual(
          page.products.map((p) => p.barcode),
          [plainShampoo],
        )
        const refused = yield* request({ url }, `/api/admin/products/${plainShampoo}`, {
          method: "PATCH",
          body: { ingredients: "I love this shampoo" },
          jar,
        })
        assert.strictEqual(refused.status, 400)
        const corrected = yield* request({ url }, `/api/admin/products/${plainShampoo}`, {
          method: "PATCH",
          body: { ingredients: "Aqua, Coco-Glucoside, Glycerin", category: "conditioner" },
          jar,
        })
        assert.strictEqual(corrected.status, 200, corrected.text)
        assert.deepInclude(corrected.json as object, {
          ingredients: "Aqua, Coco-Glucoside, Glycerin",
          category: "conditioner",
          hidden: false,
        })
        assert.deepInclude((yield* find(url, person, plainShampoo)).json as object, {
          category: "conditioner",
        })
        const hidden = yield* request({ url }, `/api/admin/products/${plainShampoo}`, {
          method: "PATCH",
          body: { hidden: true },
          jar,
        })
        assert.strictEqual(hidden.status, 200, hidden.text)
        assert.strictEqual((yield* find(url, person, plainShampoo)).status, 404)
        // still on the admin list, marked hidden
        const after = yield* request({ url }, "/api/admin/products?search=Everyday", { jar })
        assert.isTrue((after.json as { products: Array<{ hidden: boolean }> }).products[0]?.hidden)
      }),
    )
  })
})
