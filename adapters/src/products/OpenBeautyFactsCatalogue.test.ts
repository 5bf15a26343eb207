import { assert, describe, it } from "@effect/vitest"
import { type Barcode, checkDigitFor } from "@strand/domain/products/Barcode"
import { ProductCatalogue } from "@strand/domain/products/ProductCatalogue"
import { Duration, Effect, Option } from "effect"
import { FakeOpenBeautyFacts } from "../testing/FakeOpenBeautyFacts.ts"
import { categoryOf, openBeautyFactsCatalogue } from "./OpenBeautyFactsCatalogue.ts"

const ean = (body: string) => `${body}${checkDigitFor(body)}` as Barcode
const shampoo = ean("301234567890")
const bare = ean("301234567891")
const unknown = ean("301234567892")
const userAgent = "Strand/1.0 (hair and scalp advisor; http://localhost:3000; team@strand.test)"

/** The adapter against a fresh stand-in server, closed after the test. */
const withCatalogue = <A, E>(
  setUp: (fake: FakeOpenBeautyFacts) => void,
  test: (catalogue: ProductCatalogue["Service"], fake: FakeOpenBeautyFacts) => Effect.Effect<A, E>,
) =>
  Effect.gen(function* () {
    const fake = yield* Effect.acquireRelease(
      Effect.promise(() => new FakeOpenBeautyFacts().listen()),
      (server) => Effect.promise(() => server.close()),
    )
    setUp(fake)
    const catalogue = yield* ProductCatalogue.pipe(
      Effect.provide(
        openBeautyFactsCatalogue({
          baseUrl: `${fake.url}/`,
          userAgent,
          timeout: Duration.millis(800),
        }),
      ),
    )
    return yield* test(catalogue, fake)
  }).pipe(Effect.scoped)

const seed = (fake: FakeOpenBeautyFacts) =>
  fake.add(
    {
      code: shampoo,
      product_name: "Shampooing doux",
      product_name_en: "Gentle shampoo",
      brands: "Maison Exemple",
      categories_tags: ["en:hair", "en:shampoos", "en:anti-dandruff-shampoos"],
      ingredients_text: "Aqua, Sodium Laureth Sulfate, Piroctone Olamine",
      ingredients_text_en: "Water, Sodium Laureth Sulfate, Piroctone Olamine",
      image_front_url: "https://images.example/front.jpg",
    },
    { code: bare, product_name: "Hair mask", categories_tags: ["en:hair-masks"] },
  )

describe("Open Beauty Facts as the product catalogue", () => {
  it.live("finds a product, asking only for the fields Strand keeps, and says who asks", () =>
    withCatalogue(seed, (catalogue, fake) =>
      Effect.gen(function* () {
        const found = yield* catalogue.lookUp(shampoo)
        assert.deepStrictEqual(
          found,
          Option.some({
            barcode: shampoo,
            name: "Gentle shampoo",
            brand: "Maison Exemple",
            category: "shampoo",
            ingredients: "Water, Sodium Laureth Sulfate, Piroctone Olamine",
            source: {
              name: "Open Beauty Facts",
              licence: "Open Database License (ODbL) 1.0",
              licenceUrl: "https://opendatacommons.org/licenses/odbl/1-0/",
              productUrl: `${fake.url}/product/${shampoo}`,
            },
          }),
        )
        const [call] = fake.calls
        assert.strictEqual(call?.userAgent, userAgent)
        assert.strictEqual(
          call?.fields,
          "code,product_name,product_name_en,brands,categories_tags,ingredients_text,ingredients_text_en",
        )
      }),
    ),
  )

  it.live("a product with no ingredient list comes back with none", () =>
    withCatalogue(seed, (catalogue) =>
      Effect.gen(function* () {
        const found = yield* catalogue.lookUp(bare)
        assert.isTrue(Option.isSome(found))
        if (Option.isNone(found)) return
        assert.isNull(found.value.ingredients)
        assert.isNull(found.value.brand)
        assert.strictEqual(found.value.category, "treatment")
      }),
    ),
  )

  it.live("a barcode it does not know is none, not a failure", () =>
    withCatalogue(seed, (catalogue, fake) =>
      Effect.gen(function* () {
        assert.isTrue(Option.isNone(yield* catalogue.lookUp(unknown)))
        assert.strictEqual(fake.calls[0]?.status, 404)
      }),
    ),
  )

  it.live("a slow catalogue fails within the time limit", () =>
    withCatalogue(
      (fake) => {
        seed(fake)
        fake.delayMillis = 3_000
      },
      (catalogue) =>
        Effect.gen(function* () {
          const started = Date.now()
          const failure = yield* Effect.flip(catalogue.lookUp(shampoo))
          assert.strictEqual(failure.reason, "timeout")
          assert.isBelow(Date.now() - started, 2_500)
        }),
    ),
  )

  it.live("a catalogue that is down is tried once more, then fails as unreachable", () =>
    withCatalogue(
      (fake) => {
        seed(fake)
        fake.down = true
      },
      (catalogue, fake) =>
        Effect.gen(function* () {
          const failure = yield* Effect.flip(catalogue.lookUp(shampoo))
          assert.strictEqual(failure.reason, "unreachable")
          assert.strictEqual(fake.askedFor(shampoo), 2)
        }),
    ),
  )

  it.live("a server that is not there fails as unreachable", () =>
    Effect.gen(function* () {
      const catalogue = yield* ProductCatalogue.pipe(
        Effect.provide(
          openBeautyFactsCatalogue({
            baseUrl: "http://127.0.0.1:1",
            userAgent,
            timeout: Duration.seconds(3),
          }),
        ),
      )
      const failure = yield* Effect.flip(catalogue.lookUp(shampoo))
      assert.strictEqual(failure.reason, "unreachable")
    }),
  )

  it("files its hair categories under the checker's kinds of product", () => {
    assert.strictEqual(categoryOf(["en:hair", "en:hair-conditioners"]), "conditioner")
    assert.strictEqual(categoryOf(["en:shampoos", "en:dry-shampoos"]), null)
    assert.strictEqual(categoryOf(["en:hair-oils"]), "oil")
    assert.strictEqual(categoryOf(["en:leave-in-conditioners"]), "leave_in")
    assert.strictEqual(categoryOf(["en:toothpastes"]), null)
  })
})
