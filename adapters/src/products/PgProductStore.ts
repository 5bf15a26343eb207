/** Strand's product table on PostgreSQL (embedded PGlite or a real server). */
import type { ProductType } from "@strand/domain/ingredients/IngredientList"
import type { Barcode } from "@strand/domain/products/Barcode"
import { Product } from "@strand/domain/products/Product"
import { type ProductListing, ProductStore } from "@strand/domain/products/ProductStore"
import { DateTime, Effect, Layer, Option, Schema } from "effect"
import { SqlClient } from "effect/sql"

// Rows as PostgreSQL returns them (jsonb already parsed), decoded into the domain's Product.
interface ProductRow {
  readonly barcode: string
  readonly seq: string | number
  readonly name: string | null
  readonly brand: string | null
  readonly category: string | null
  readonly ingredients: string | null
  readonly ingredient_state: string
  readonly source: unknown
  readonly fetched_at: Date | string
  readonly corrected_at: Date | string | null
  readonly hidden: boolean
}

const decodeProduct = Schema.decodeUnknownEffect(Product)
const toProduct = (row: ProductRow) =>
  decodeProduct({
    barcode: row.barcode,
    name: row.name,
    brand: row.brand,
    category: row.category,
    ingredients: row.ingredients,
    ingredientState: row.ingredient_state,
    source: row.source,
    fetchedAt: DateTime.makeUnsafe(row.fetched_at),
    correctedAt: row.corrected_at === null ? null : DateTime.makeUnsafe(row.corrected_at),
    hidden: row.hidden,
  }).pipe(Effect.orDie)

const iso = (value: DateTime.Utc | null) => (value === null ? null : DateTime.formatIso(value))

/** A search term as a LIKE pattern that matches it literally. */
const containing = (search: string) => `%${search.replace(/[\\%_]/gu, (c) => `\\${c}`)}%`

export const PgProductStore = Layer.effect(
  ProductStore,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const columns = sql`barcode, seq, name, brand, category, ingredients, ingredient_state,
      source, fetched_at, corrected_at, hidden`

    const find = Effect.fn("ProductStore.find")(function* (barcode: Barcode) {
      const rows = yield* sql<ProductRow>`
        SELECT ${columns} FROM products WHERE barcode = ${barcode}
      `.pipe(Effect.orDie)
      const row = rows[0]
      return row === undefined ? Option.none() : Option.some(yield* toProduct(row))
    })

    const keep = Effect.fn("ProductStore.keep")(function* (product: Product) {
      yield* sql`
        INSERT INTO products (barcode, name, brand, category, ingredients, ingredient_state,
                              source, fetched_at, corrected_at, hidden)
        VALUES (${product.barcode}, ${product.name}, ${product.brand}, ${product.category},
                ${product.ingredients}, ${product.ingredientState},
                ${JSON.stringify(product.source)}::jsonb, ${iso(product.fetchedAt)}::timestamptz,
                ${iso(product.correctedAt)}::timestamptz, ${product.hidden})
        ON CONFLICT (barcode) DO NOTHING
      `.pipe(Effect.orDie)
      const kept = yield* find(product.barcode)
      return Option.getOrElse(kept, () => product)
    })

    const save = Effect.fn("ProductStore.save")(function* (product: Product) {
      yield* sql`
        UPDATE products SET
          name = ${product.name}, brand = ${product.brand}, category = ${product.category},
          ingredients = ${product.ingredients}, ingredient_state = ${product.ingredientState},
          corrected_at = ${iso(product.correctedAt)}::timestamptz, hidden = ${product.hidden}
        WHERE barcode = ${product.barcode}
      `.pipe(Effect.orDie)
    })

    const ofCategory = Effect.fn("ProductStore.ofCategory")(function* (
      category: ProductType,
      limit: number,
    ) {
      const rows = yield* sql<ProductRow>`
        SELECT ${columns} FROM products
        WHERE category = ${category} AND NOT hidden AND ingredient_state = 'listed'
        ORDER BY seq DESC LIMIT ${limit}
      `.pipe(Effect.orDie)
      return yield* Effect.forEach(rows, toProduct)
    })

    const list = Effect.fn("ProductStore.list")(function* (listing: ProductListing) {
      const search = listing.search?.trim() ?? ""
      const after =
        listing.after !== undefined && /^\d+$/u.test(listing.after) ? listing.after : null
      const rows = yield* sql<ProductRow>`
        SELECT ${columns} FROM products
        WHERE (${after}::bigint IS NULL OR seq < ${after}::bigint)
          AND (${search} = '' OR barcode LIKE ${containing(search)}
               OR coalesce(name, '') ILIKE ${containing(search)}
               OR coalesce(brand, '') ILIKE ${containing(search)})
        ORDER BY seq DESC LIMIT ${listing.limit + 1}
      `.pipe(Effect.orDie)
      const page = rows.slice(0, listing.limit)
      const last = page.at(-1)
      return {
        products: yield* Effect.forEach(page, toProduct),
        ...(rows.length > listing.limit && last !== undefined ? { next: String(last.seq) } : {}),
      }
    })

    return ProductStore.of({ find, keep, save, ofCategory, list })
  }),
)
