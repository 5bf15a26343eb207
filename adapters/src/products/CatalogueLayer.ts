/** Picks the product catalogue the configuration asks for (CATALOGUE_PROVIDER). */
import type { ProductCatalogue } from "@strand/domain/products/ProductCatalogue"
import type { Layer } from "effect"
import { NoCatalogue } from "./NoCatalogue.ts"
import { openBeautyFactsCatalogue } from "./OpenBeautyFactsCatalogue.ts"

export const catalogueProviders = ["none", "openbeautyfacts"] as const
export type CatalogueProvider = (typeof catalogueProviders)[number]

export interface CatalogueConfig {
  readonly provider: CatalogueProvider
  /** OPEN_BEAUTY_FACTS_BASE_URL: its public address, or a stand-in (tests). */
  readonly openBeautyFactsBaseUrl: string
  /** Who is asking, as the catalogue's terms want it said. */
  readonly userAgent: string
}

export const catalogueFromConfig = (config: CatalogueConfig): Layer.Layer<ProductCatalogue> => {
  switch (config.provider) {
    case "none":
      return NoCatalogue
    case "openbeautyfacts":
      return openBeautyFactsCatalogue({
        baseUrl: config.openBeautyFactsBaseUrl,
        userAgent: config.userAgent,
      })
  }
}
