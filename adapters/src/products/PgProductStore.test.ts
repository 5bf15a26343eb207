import { assert, describe } from "@effect/vitest"
import { type Barcode, checkDigitFor } from "@strand/domain/products/Barcode"
import { Product } from "@strand/domain/products/Product"
import { ProductStore } from "@strand/domain/products/ProductStore"
import { DateTime, Effect, Option } from "effect"
import { onEachDatabase } from "../testing/OnEachDatabase.ts"
import { PgProductStore } from "./PgProductStore.ts"

/** A fresh EAN-13 for each product, so tests sharing a database never meet. */
const newBarcode = () => {
  const body = `20${String(Math.floor(Math.random() * 1e10)).padStart(10, "0")}`
  return `${body}${checkDigitFor(body)}` as Barcode
}

const source = {
  name: "Open Beauty Facts",
  licence: "ODbL 1.0",
  licenceUrl: "https://opendatacommons.org/licenses/odbl/1-0/",
  productUrl: "https://world.openbeautyfacts.org/product/0",
}

const product = (over: Partial<Product> = {}) =>
  new Product({
    barcode: newBarcode(),
    name: "Gentle Shampoo",
    brand: `Brand ${Math.random().toString(36).slice(2, 8)}`,
    category: "shampoo",
    ingredients: "Aqua, Sodium Cocoyl Isethionate, Glycerin",
    ingredientState: "listed",
    source,
    fetchedAt: DateTime.makeUnsafe("2026-11-01T10:00:00Z"),
    correctedAt: null,
    hidden: false,
    ...over,
  })

describe("PgProductStore", () =>
  onEachDatabase(PgProductStore, (it) => {
    it.effect("keeps a product once and reads it back as kept", () =>
      Effect.gen(function* () {
        const store = yield* ProductStore
        const first = product({ ingredients: null, ingredientState: "missing" })
        assert.deepStrictEqual(yield* store.keep(first), first)
        // a second look-up of the same barcode keeps the first answer
        const again = yield* store.keep(new Product({ ...first, name: "Another name" }))
        assert.strictEqual(again.name, "Gentle Shampoo")
        assert.deepStrictEqual(yield* store.find(first.barcode), Option.some(first))
        assert.isTrue(Option.isNone(yield* store.find(newBarcode())))
      }),
    )

    it.effect("saves an admin's correction", () =>
      Effect.gen(function* () {
        const store = yield* ProductStore
        const kept = yield* store.keep(product())
        const corrected = new Product({
          ...kept,
          category: "conditioner",
          ingredients: "Aqua, Cetearyl Alcohol",
          correctedAt: DateTime.makeUnsafe("2026-11-02T09:30:00Z"),
          hidden: true,
        })
        yield* store.save(corrected)
        assert.deepStrictEqual(yield* store.find(kept.barcode), Option.some(corrected))
      }),
    )

    it.effect("offers only readable, visible products of one kind, newest first", () =>
      Effect.gen(function* () {
        const store = yield* ProductStore
        const older = yield* store.keep(product({ category: "oil" }))
        const newer = yield* store.keep(product({ category: "oil" }))
        yield* store.keep(product({ category: "oil", hidden: true }))
        yield* store.keep(
          product({ category: "oil", ingredients: null, ingredientState: "missing" }),
        )
        yield* store.keep(product({ category: "styler" }))
        const oils = yield* store.ofCategory("oil", 10)
        assert.deepStrictEqual(
          oils.map((p) => p.barcode),
          [newer.barcode, older.barcode],
        )
        assert.strictEqual((yield* store.ofCategory("oil", 1)).length, 1)
      }),
    )

    it.effect("lists newest first, page by page, and finds by name, brand or barcode", () =>
      Effect.gen(function* () {
        const store = yield* ProductStore
        const brand = `Paging ${Math.random().toString(36).slice(2, 8)}`
        const kept: Array<Product> = []
        for (let i = 0; i < 5; i++) kept.push(yield* store.keep(product({ brand })))
        const first = yield* store.list({ search: brand, limit: 2 })
        const second = yield* store.list({ search: brand, limit: 2, after: first.next })
        const third = yield* store.list({ search: brand, limit: 2, after: second.next })
        assert.deepStrictEqual(
          [...first.products, ...second.products, ...third.products].map((p) => p.barcode),
          kept.map((p) => p.barcode).reverse(),
        )
        assert.isUndefined(third.next)
        const byBarcode = yield* store.list({ search: kept[0]!.barcode.slice(3, 11), limit: 5 })
        assert.deepStrictEqual(
          byBarcode.products.map((p) => p.barcode),
          [kept[0]!.barcode],
        )
        // a search with LIKE's wildcards matches them literally
        assert.strictEqual((yield* store.list({ search: "%_%", limit: 5 })).products.length, 0)
      }),
    )
  }))
