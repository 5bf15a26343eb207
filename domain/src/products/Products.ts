/**
 * Use case: a product by its barcode. Strand's own table answers first;
 * only a barcode it has never seen goes to the catalogue, and what the
 * catalogue answers is kept (its list as given, missing or unreadable
 * included), so each product is fetched once and, in a shop with no
 * network, everything scanned before still answers. Admins list the table,
 * correct a product's list or kind, and hide one.
 */
import { Context, DateTime, Effect, Layer, Option, Schema } from "effect"
import { IngredientLibrary } from "../ingredients/IngredientLibrary.ts"
import {
  IngredientListRefused,
  IngredientListText,
  ProductType,
} from "../ingredients/IngredientList.ts"
import { recogniseList } from "../ingredients/RecognisedList.ts"
import type { Barcode } from "./Barcode.ts"
import { type IngredientState, Product } from "./Product.ts"
import { ProductCatalogue } from "./ProductCatalogue.ts"
import { type ProductListing, type ProductPage, ProductStore } from "./ProductStore.ts"

export const productUnknownReasons = ["unknown", "catalogue_unavailable"] as const

export const productUnknownMessages: Record<(typeof productUnknownReasons)[number], string> = {
  unknown: "We don't know this product yet: photograph or type its ingredients.",
  catalogue_unavailable:
    "We can't look this product up right now: photograph or type its ingredients.",
}

/** Neither Strand's table nor the catalogue has it (or an admin hid it), or the catalogue is out of reach. */
export class ProductUnknown extends Schema.TaggedError<ProductUnknown>()("ProductUnknown", {
  reason: Schema.Literals(productUnknownReasons),
  message: Schema.String,
}) {
  static readonly of = (reason: (typeof productUnknownReasons)[number]) =>
    new ProductUnknown({ reason, message: productUnknownMessages[reason] })
}

/** What an admin may change: each field given is replaced. */
export const ProductCorrection = Schema.Struct({
  /** The list as printed; empty means the product has none. */
  ingredients: Schema.optionalKey(IngredientListText),
  category: Schema.optionalKey(Schema.NullOr(ProductType)),
  hidden: Schema.optionalKey(Schema.Boolean),
})
export type ProductCorrection = typeof ProductCorrection.Type

export class Products extends Context.Service<
  Products,
  {
    find(barcode: Barcode): Effect.Effect<Product, ProductUnknown>
    list(listing: ProductListing): Effect.Effect<ProductPage>
    /** An admin's correction; the product as it is now, hidden or not. */
    correct(
      barcode: Barcode,
      correction: ProductCorrection,
    ): Effect.Effect<Product, ProductUnknown | IngredientListRefused>
  }
>()("@strand/domain/products/Products") {
  static readonly layer = Layer.effect(
    Products,
    Effect.gen(function* () {
      const store = yield* ProductStore
      const catalogue = yield* ProductCatalogue
      const library = yield* IngredientLibrary

      /** Whether the checker can read a product's list, as it would read a pasted one. */
      const stateOf = Effect.fnUntraced(function* (ingredients: string | null) {
        if (ingredients === null || ingredients.trim() === "") return "missing" as IngredientState
        const read = yield* recogniseList(library, ingredients)
        return (read._tag === "Recognised" ? "listed" : "unreadable") as IngredientState
      })

      const fetchOnce = Effect.fnUntraced(function* (barcode: Barcode) {
        const entry = yield* catalogue.lookUp(barcode).pipe(
          Effect.tapError((failure) =>
            Effect.logWarning("The product catalogue did not answer").pipe(
              Effect.annotateLogs({ reason: failure.reason, detail: failure.message }),
            ),
          ),
          Effect.mapError(() => ProductUnknown.of("catalogue_unavailable")),
        )
        if (Option.isNone(entry)) return yield* ProductUnknown.of("unknown")
        const { ingredients, ...described } = entry.value
        return yield* store.keep(
          new Product({
            ...described,
            ingredients,
            ingredientState: yield* stateOf(ingredients),
            fetchedAt: yield* DateTime.now,
            correctedAt: null,
            hidden: false,
          }),
        )
      })

      const find = Effect.fn("Products.find")(function* (barcode: Barcode) {
        const kept = yield* store.find(barcode)
        const product = Option.isSome(kept) ? kept.value : yield* fetchOnce(barcode)
        if (product.hidden) return yield* ProductUnknown.of("unknown")
        return product
      })

      const correct = Effect.fn("Products.correct")(function* (
        barcode: Barcode,
        correction: ProductCorrection,
      ) {
        const kept = yield* store.find(barcode)
        if (Option.isNone(kept)) return yield* ProductUnknown.of("unknown")
        const product = kept.value
        const typed = correction.ingredients?.trim()
        if (typed !== undefined && typed !== "") {
          const read = yield* recogniseList(library, typed)
          if (read._tag === "Refused") return yield* IngredientListRefused.of(read.problem)
        }
        const ingredients = typed === undefined ? product.ingredients : typed === "" ? null : typed
        const listOrKindChanged = typed !== undefined || correction.category !== undefined
        const corrected = new Product({
          ...product,
          ingredients,
          ingredientState: yield* stateOf(ingredients),
          category: correction.category === undefined ? product.category : correction.category,
          hidden: correction.hidden ?? product.hidden,
          correctedAt: listOrKindChanged ? yield* DateTime.now : product.correctedAt,
        })
        yield* store.save(corrected)
        return corrected
      })

      return {
        find,
        list: (listing: ProductListing) => store.list(listing),
        correct,
      }
    }),
  )
}
