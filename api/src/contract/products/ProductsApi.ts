/**
 * Products by barcode, for a signed-in person scanning in a shop: the
 * product as Strand keeps it, looked up in the product catalogue the first
 * time. A barcode that is not EAN-13, EAN-8 or UPC-A with its check digit is
 * the usual 400; a product neither Strand nor the catalogue knows is 404
 * with what to do instead; a catalogue out of reach for a product Strand
 * has not kept is 503 with the same advice.
 */

import { BarcodeInput } from "@strand/domain/products/Barcode"
import { ProductCard } from "@strand/domain/products/Product"
import { describeRateLimit, rateLimits } from "@strand/domain/ratelimit/RateLimits"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { NotFound, ServiceUnavailable, TooManyRequests } from "../ApiErrors.ts"
import { Authentication } from "../accounts/Authentication.ts"

export class ProductsApi extends HttpApiGroup.make("products")
  .add(
    HttpApiEndpoint.get("find", "/products/:barcode", {
      params: { barcode: BarcodeInput },
      success: ProductCard,
      error: [NotFound, ServiceUnavailable, TooManyRequests],
    }).annotateMerge(
      OpenApi.annotations({
        summary: "A product by its barcode",
        description: `EAN-13, EAN-8 or UPC-A (check digit validated; a UPC-A code answers in its EAN-13 form). The product as Strand keeps it: name, brand, kind, its ingredient list as printed (or none: \`ingredientState\` says listed, missing or unreadable) and its source with licence and link. A barcode Strand has not seen is looked up once in the configured catalogue (CATALOGUE_PROVIDER) and kept. 404 NOT_FOUND when nobody knows it, 503 SERVICE_UNAVAILABLE when the catalogue cannot be reached; both say to photograph or type the ingredients. Look-ups are limited to ${describeRateLimit(rateLimits.productLookUpPerUser)} per person (429).`,
      }),
    ),
  )
  .middleware(Authentication)
  .annotate(OpenApi.Description, "Products by barcode, as scanned in a shop.") {}
