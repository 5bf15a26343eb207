/**
 * HTTP → products by barcode (signed in, rate-limited per person) and the
 * admins' product table. A product nobody knows is 404 and a catalogue out
 * of reach 503, each with the domain's message saying what to do instead.
 */
import type { IngredientListRefused } from "@strand/domain/ingredients/IngredientList"
import { Products, type ProductUnknown } from "@strand/domain/products/Products"
import { RateLimiter } from "@strand/domain/ratelimit/RateLimiter"
import { rateLimits } from "@strand/domain/ratelimit/RateLimits"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { NotFound, ServiceUnavailable } from "../../contract/ApiErrors.ts"
import { CurrentUser } from "../../contract/accounts/Authentication.ts"
import { adminProductsPageSize } from "../../contract/admin/AdminProductsApi.ts"
import { StrandApi } from "../../contract/StrandApi.ts"
import { ValidationError } from "../../contract/ValidationError.ts"
import { enforceRateLimit } from "../http/RateLimit.ts"

/** A product nobody knows is 404; a catalogue out of reach is 503. */
export const productUnknown = (error: ProductUnknown) =>
  Effect.fail(
    error.reason === "unknown"
      ? new NotFound({ message: error.message, code: "NOT_FOUND" })
      : new ServiceUnavailable({ message: error.message, code: "SERVICE_UNAVAILABLE" }),
  )

/** A list the checker cannot read, refused on the field it came in. */
export const listRefused = (field: string) => (error: IngredientListRefused) =>
  Effect.fail(
    new ValidationError({
      message: error.message,
      code: "VALIDATION_ERROR",
      issues: [{ path: [field], message: error.message }],
    }),
  )

export const ProductsHandlers = HttpApiBuilder.group(
  StrandApi,
  "products",
  Effect.fn(function* (handlers) {
    const products = yield* Products
    const limiter = yield* RateLimiter
    return handlers.handle(
      "find",
      Effect.fn("findProduct")(function* ({ params }) {
        const user = yield* CurrentUser
        yield* enforceRateLimit(limiter, rateLimits.productLookUpPerUser, `user:${user.id}`)
        return yield* products
          .find(params.barcode)
          .pipe(Effect.catchTag("ProductUnknown", productUnknown))
      }),
    )
  }),
)

export const AdminProductsHandlers = HttpApiBuilder.group(
  StrandApi,
  "adminProducts",
  Effect.fn(function* (handlers) {
    const products = yield* Products
    return handlers
      .handle("list", ({ query }) =>
        products.list({ search: query.search, after: query.after, limit: adminProductsPageSize }),
      )
      .handle("correct", ({ params, payload }) =>
        products.correct(params.barcode, payload).pipe(
          Effect.catchTag("ProductUnknown", () =>
            Effect.fail(
              new NotFound({
                message: "Strand has not looked up this product.",
                code: "NOT_FOUND",
              }),
            ),
          ),
          Effect.catchTag("IngredientListRefused", listRefused("ingredients")),
        ),
      )
  }),
)
