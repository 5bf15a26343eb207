/**
 * Port: a catalogue of products by barcode (an open product database, or
 * none). It is asked only for what Strand has not looked up before; what it
 * answers is kept in Strand's own table (ProductStore), so a product is
 * fetched once and served from the database after, with or without a network.
 */
import { Context, type Effect, type Option, Schema } from "effect"
import type { ProductType } from "../ingredients/IngredientList.ts"
import type { Barcode } from "./Barcode.ts"
import type { ProductSource } from "./Product.ts"

/** A product as the catalogue describes it. */
export interface CatalogueEntry {
  readonly barcode: Barcode
  readonly name: string | null
  readonly brand: string | null
  readonly category: ProductType | null
  /** The list as the catalogue has it; null when it has none. */
  readonly ingredients: string | null
  readonly source: ProductSource
}

export const catalogueFailures = ["timeout", "unreachable", "bad_answer"] as const

/** The catalogue did not answer in time, could not be reached, or answered what it should not. */
export class CatalogueUnavailable extends Schema.TaggedError<CatalogueUnavailable>()(
  "CatalogueUnavailable",
  { reason: Schema.Literals(catalogueFailures), message: Schema.String },
) {}

export class ProductCatalogue extends Context.Service<
  ProductCatalogue,
  {
    /** The product, or none when the catalogue does not know the barcode. */
    lookUp(barcode: Barcode): Effect.Effect<Option.Option<CatalogueEntry>, CatalogueUnavailable>
  }
>()("@strand/domain/products/ProductCatalogue") {}
