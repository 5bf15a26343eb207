/**
 * Where products are looked up by barcode, chosen by CATALOGUE_PROVIDER:
 * `none` (the default; only what Strand has kept answers) or Open Beauty
 * Facts. Adding one is its adapter file and one line here.
 */
import type { ProductCatalogue } from "@strand/domain/products/ProductCatalogue"
import { chooseProvider, type Provider } from "../config/Provider.ts"
import type { CatalogueShared } from "./CatalogueShared.ts"
import { noCatalogue } from "./NoCatalogue.ts"
import { openBeautyFacts } from "./OpenBeautyFactsCatalogue.ts"

const catalogueProviders: ReadonlyArray<Provider<ProductCatalogue, CatalogueShared>> = [
  noCatalogue,
  openBeautyFacts,
]

export const catalogueConfig = chooseProvider(
  "CATALOGUE_PROVIDER",
  catalogueProviders,
  noCatalogue.id,
)
