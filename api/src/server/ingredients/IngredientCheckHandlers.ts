/**
 * HTTP → the ingredient check, for the signed-in person only, rate-limited
 * per person in PostgreSQL like every other limit. A list the checker cannot
 * read is the API's usual VALIDATION_ERROR / 400 on the `ingredients` field
 * (on `barcode` when it is the scanned product's list that is missing); a
 * barcode nobody knows is 404, as `GET /api/products/{barcode}` answers.
 */
import { IngredientCheck } from "@strand/domain/check/IngredientCheck"
import { RateLimiter } from "@strand/domain/ratelimit/RateLimiter"
import { rateLimits } from "@strand/domain/ratelimit/RateLimits"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { CurrentUser } from "../../contract/accounts/Authentication.ts"
import { StrandApi } from "../../contract/StrandApi.ts"
import { enforceRateLimit } from "../http/RateLimit.ts"
import { listRefused, productUnknown } from "../products/ProductsHandlers.ts"

export const IngredientCheckHandlers = HttpApiBuilder.group(
  StrandApi,
  "ingredients",
  Effect.fn(function* (handlers) {
    const checker = yield* IngredientCheck
    const limiter = yield* RateLimiter
    return handlers.handle(
      "check",
      Effect.fn("checkIngredients")(function* ({ payload }) {
        const user = yield* CurrentUser
        yield* enforceRateLimit(limiter, rateLimits.ingredientCheckPerUser, `user:${user.id}`)
        return yield* checker
          .check(user, payload)
          .pipe(
            Effect.catchTag(
              "IngredientListRefused",
              listRefused(
                payload.barcode !== undefined && payload.ingredients === undefined
                  ? "barcode"
                  : "ingredients",
              ),
            ),
            Effect.catchTag("ProductUnknown", productUnknown),
          )
      }),
    )
  }),
)
