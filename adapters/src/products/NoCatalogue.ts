/**
 * CATALOGUE_PROVIDER=none (the default, for a machine with no network):
 * no catalogue is asked. Products already in Strand's table still answer;
 * any other barcode is unknown, and the person photographs or types the list.
 */
import { ProductCatalogue } from "@strand/domain/products/ProductCatalogue"
import { Effect, Layer, Option } from "effect"

export const NoCatalogue = Layer.succeed(
  ProductCatalogue,
  ProductCatalogue.of({ lookUp: () => Effect.succeed(Option.none()) }),
)
