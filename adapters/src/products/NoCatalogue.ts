/**
 * CATALOGUE_PROVIDER=none (the default, for a machine with no network):
 * no catalogue is asked. Products already in Strand's table still answer;
 * any other barcode is unknown, and the person photographs or types the list.
 */
import { ProductCatalogue } from "@strand/domain/products/ProductCatalogue"
import { Config, Effect, Layer, Option } from "effect"
import { provider } from "../config/Provider.ts"

export const NoCatalogue = Layer.succeed(
  ProductCatalogue,
  ProductCatalogue.of({ lookUp: () => Effect.succeed(Option.none()) }),
)

export const noCatalogue = provider({
  id: "none",
  label: "No catalogue",
  config: Config.succeed(undefined),
  layer: () => NoCatalogue,
})
