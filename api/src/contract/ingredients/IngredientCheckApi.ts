/**
 * The ingredient checker: a signed-in person's pasted label, judged
 * against their own latest report. Refusals of the pasted text are
 * the API's usual 400 (VALIDATION_ERROR with the message to show and the
 * field), and the hourly limit is the usual 429.
 */

import {
  IngredientCheckAnswer,
  IngredientCheckRequest,
} from "@strand/domain/check/IngredientCheckAnswer"
import { ingredientListMaxLength, maxIngredients } from "@strand/domain/ingredients/IngredientList"
import { describeRateLimit, rateLimits } from "@strand/domain/ratelimit/RateLimits"
import { countText } from "@strand/domain/text/CountText"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { NotFound, ServiceUnavailable, TooManyRequests } from "../ApiErrors.ts"
import { Authentication } from "../accounts/Authentication.ts"
import { ValidationError } from "../ValidationError.ts"

export class IngredientCheckApi extends HttpApiGroup.make("ingredients")
  .add(
    HttpApiEndpoint.post("check", "/ingredient-check", {
      payload: IngredientCheckRequest,
      success: IngredientCheckAnswer,
      error: [ValidationError, NotFound, ServiceUnavailable, TooManyRequests],
    }).annotateMerge(
      OpenApi.annotations({
        summary: "Check a product's ingredients against your own hair",
        description: `Reads an ingredient list as printed on a label (any common separator, headers, footnote marks, percentages, "may contain" colours), recognises each ingredient with the ingredient library or reports it unknown, sorts them into groups, and judges the product against the signed-in person's latest report: the answers stored with it decide, the product's use counts (what it is and where it goes, said or read from the label: rinse-off or leave-on, scalp or lengths), and each flag and match quotes the line of that stored report it follows from only when the report says it. Flags with the ingredients involved, why, what to look for instead, and an overall verdict. With \`barcode\` (EAN-13, EAN-8 or UPC-A) instead of \`ingredients\`, the product's list as Strand keeps it is judged (looked up in the catalogue the first time, as \`GET /api/products/{barcode}\`; 404 or 503 as there; 400 on \`barcode\` when Strand knows the product but not its list), its kind counts when \`productType\` is not given, and the product comes back as \`product\`. For "use with care" and "not a good fit", \`alternatives\`: up to three products of the same kind Strand has looked up that suit this person, judged exactly the same way, best suited first (never paid for), each with why; or, when none suits, what to look for instead. Empty text, more than ${countText(ingredientListMaxLength)} characters or ${maxIngredients} ingredients, or text that is not an ingredient list is answered 400 VALIDATION_ERROR; checks are limited to ${describeRateLimit(rateLimits.ingredientCheckPerUser)} per person (429).`,
      }),
    ),
  )
  .middleware(Authentication)
  .annotate(
    OpenApi.Description,
    "The ingredient checker: a product's label judged against the signed-in person's own hair and latest report.",
  ) {}
