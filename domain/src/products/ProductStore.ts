/**
 * Port: Strand's own table of every product it has looked up. The catalogue
 * is asked once per barcode; after that the product is read from here, so a
 * shop with no network still gets an answer for what was scanned before,
 * and admins correct a product here without touching the source.
 */
import { Context, type Effect, type Option, Schema } from "effect"
import type { ProductType } from "../ingredients/IngredientList.ts"
import type { Barcode } from "./Barcode.ts"
import { Product } from "./Product.ts"

export const ProductPage = Schema.Struct({
  /** Most recently looked up first. */
  products: Schema.Array(Product),
  /** Pass back as `after` for the next page; absent on the last page. */
  next: Schema.optional(Schema.String),
})
export type ProductPage = typeof ProductPage.Type

export interface ProductListing {
  /** Words of the barcode, name or brand. */
  readonly search?: string | undefined
  readonly after?: string | undefined
  readonly limit: number
}

export class ProductStore extends Context.Service<
  ProductStore,
  {
    find(barcode: Barcode): Effect.Effect<Option.Option<Product>>
    /** Keeps a product looked up for the first time; if another request kept it first, that one. */
    keep(product: Product): Effect.Effect<Product>
    /** Saves an admin's change to a product that is kept. */
    save(product: Product): Effect.Effect<void>
    /** Products of one kind with a list the checker reads, not hidden, newest first. */
    ofCategory(category: ProductType, limit: number): Effect.Effect<ReadonlyArray<Product>>
    list(listing: ProductListing): Effect.Effect<ProductPage>
  }
>()("@strand/domain/products/ProductStore") {}
