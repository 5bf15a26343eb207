/**
 * A product as Strand keeps it once it has been looked up by its barcode:
 * what the catalogue said (name, brand, kind, ingredient list as printed),
 * where that came from and under which licence, when it was fetched, and
 * what an admin changed since. A product whose list is missing, or is not
 * a list the checker can read, is kept as such, so it is not fetched again
 * and an admin can type the list in.
 */
import { Schema } from "effect"
import { ProductType } from "../ingredients/IngredientList.ts"
import { Barcode } from "./Barcode.ts"

/** Listed: a list the checker reads; missing: none given; unreadable: text that is not one. */
export const ingredientStates = ["listed", "missing", "unreadable"] as const
export const IngredientState = Schema.Literals(ingredientStates)
export type IngredientState = typeof IngredientState.Type

/** Where a product's data came from, shown wherever it is: open data asks for its credit. */
export const ProductSource = Schema.Struct({
  /** e.g. the catalogue's own name */
  name: Schema.String,
  licence: Schema.String,
  licenceUrl: Schema.String,
  /** The product's own page at the source, where anyone can correct it. */
  productUrl: Schema.String,
})
export type ProductSource = typeof ProductSource.Type

export class Product extends Schema.Class<Product>("strand/Product")({
  barcode: Barcode,
  name: Schema.NullOr(Schema.String),
  brand: Schema.NullOr(Schema.String),
  /** What kind of product it is, in the checker's own kinds; null when not known. */
  category: Schema.NullOr(ProductType),
  /** The list as printed, as the source gave it or an admin typed it. */
  ingredients: Schema.NullOr(Schema.String),
  ingredientState: IngredientState,
  source: ProductSource,
  fetchedAt: Schema.DateTimeUtc,
  /** When an admin last corrected its list or kind. */
  correctedAt: Schema.NullOr(Schema.DateTimeUtc),
  /** Hidden by an admin: not shown, not suggested, looked up as unknown. */
  hidden: Schema.Boolean,
}) {}

/** How a product is named on screen: brand and name as the source gives them. */
export const productTitle = (product: {
  readonly name: string | null
  readonly brand: string | null
}): string =>
  [product.brand, product.name].filter((part) => part !== null && part !== "").join(" ") ||
  "A product with no name yet"

/** A product as a person sees it: what the source said, without the admin's fields. */
const {
  fetchedAt: _fetchedAt,
  correctedAt: _correctedAt,
  hidden: _hidden,
  ...cardFields
} = Product.fields
export const ProductCard = Schema.Struct(cardFields)
export type ProductCard = typeof ProductCard.Type

export const productCard = ({
  fetchedAt: _fetchedAt,
  correctedAt: _correctedAt,
  hidden: _hidden,
  ...card
}: Product): ProductCard => card
