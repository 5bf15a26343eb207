/**
 * Open Beauty Facts, the open database of cosmetics, as Strand's product
 * catalogue: its product API by barcode (`GET /api/v2/product/{barcode}`,
 * asking only for the fields Strand keeps), with the descriptive
 * User-Agent its terms ask for, a time limit a person in a shop can wait
 * for, and one quick retry of a failure that may pass. Its data is under
 * the Open Database License: every product keeps that credit and a link to
 * its page there, where anyone can correct it.
 *
 * Its answer: 200 `{code, product, status: 1, status_verbose: "product
 * found"}`; an unknown barcode is 404 `{code, status: 0, status_verbose:
 * "product not found"}`.
 */
import type { ProductType } from "@strand/domain/ingredients/IngredientList"
import type { Barcode } from "@strand/domain/products/Barcode"
import type { ProductSource } from "@strand/domain/products/Product"
import {
  type CatalogueEntry,
  CatalogueUnavailable,
  ProductCatalogue,
} from "@strand/domain/products/ProductCatalogue"
import { Duration, Effect, Layer, Option, Schedule, Schema } from "effect"
import { FetchHttpClient, HttpClient, HttpClientRequest, HttpClientResponse } from "effect/http"
import { baseUrl, provider } from "../config/Provider.ts"
import type { CatalogueShared } from "./CatalogueShared.ts"

const openBeautyFactsUrl = "https://world.openbeautyfacts.org"

export interface OpenBeautyFactsConfig {
  readonly baseUrl: string
  /** Says who is asking, as Open Beauty Facts asks: "Strand/1.0 (https://strand.example)". */
  readonly userAgent: string
  /** The whole look-up, its retry included. */
  readonly timeout?: Duration.Duration
}

/** Long enough for a slow answer, short enough for someone holding a bottle in a shop. */
export const defaultLookUpTimeout = Duration.seconds(5)

/** Only what Strand keeps. */
const fields = [
  "code",
  "product_name",
  "product_name_en",
  "brands",
  "categories_tags",
  "ingredients_text",
  "ingredients_text_en",
].join(",")

const Text = Schema.optional(Schema.NullOr(Schema.String))

const OpenBeautyFactsProduct = Schema.Struct({
  product_name: Text,
  product_name_en: Text,
  brands: Text,
  categories_tags: Schema.optional(Schema.NullOr(Schema.Array(Schema.String))),
  ingredients_text: Text,
  ingredients_text_en: Text,
})

const OpenBeautyFactsAnswer = Schema.Struct({
  code: Schema.String,
  status: Schema.Number,
  status_verbose: Schema.optional(Schema.String),
  product: Schema.optional(OpenBeautyFactsProduct),
})

/**
 * Its categories (taxonomy tags such as "en:anti-dandruff-shampoos") in the
 * checker's kinds of product, the most specific first; a dry shampoo is
 * none of them.
 */
const kinds: ReadonlyArray<readonly [RegExp, ProductType | null]> = [
  [/dry-shampoo/u, null],
  [/leave-in|hair-serum|detangl/u, "leave_in"],
  [/scalp/u, "scalp_treatment"],
  [/hair-mask|hair-treatment/u, "treatment"],
  [/shampoo/u, "shampoo"],
  [/conditioner|apres-shampo/u, "conditioner"],
  [/hair-oil/u, "oil"],
  [/styling|hair-gel|hairspray|hair-spray|mousse|hair-wax|pomade|curl-cream/u, "styler"],
]

export const categoryOf = (tags: ReadonlyArray<string>): ProductType | null => {
  for (const [pattern, kind] of kinds) {
    if (tags.some((tag) => pattern.test(tag))) return kind
  }
  return null
}

const present = (...texts: ReadonlyArray<string | null | undefined>): string | null =>
  texts.map((text) => text?.trim() ?? "").find((text) => text !== "") ?? null

const sourceOf = (baseUrl: string, barcode: string): ProductSource => ({
  name: "Open Beauty Facts",
  licence: "Open Database License (ODbL) 1.0",
  licenceUrl: "https://opendatacommons.org/licenses/odbl/1-0/",
  productUrl: `${baseUrl}/product/${barcode}`,
})

export const openBeautyFactsCatalogue = (config: OpenBeautyFactsConfig) =>
  Layer.effect(
    ProductCatalogue,
    Effect.gen(function* () {
      const baseUrl = config.baseUrl.replace(/\/+$/u, "")
      const client = (yield* HttpClient.HttpClient).pipe(
        HttpClient.mapRequest((request) =>
          request.pipe(
            HttpClientRequest.prependUrl(baseUrl),
            HttpClientRequest.acceptJson,
            HttpClientRequest.setHeader("user-agent", config.userAgent),
          ),
        ),
        HttpClient.retryTransient({ schedule: Schedule.exponential("200 millis"), times: 1 }),
      )
      const timeout = config.timeout ?? defaultLookUpTimeout

      const unavailable = (reason: CatalogueUnavailable["reason"], message: string) =>
        new CatalogueUnavailable({ reason, message: `Open Beauty Facts ${message}` })

      const answerFor = (barcode: Barcode) =>
        Effect.gen(function* () {
          const response = yield* client
            .get(`/api/v2/product/${barcode}`, { urlParams: { fields } })
            .pipe(
              Effect.mapError((error) =>
                unavailable("unreachable", `could not be reached (${error.reason._tag})`),
              ),
            )
          if (response.status !== 200 && response.status !== 404) {
            return yield* unavailable("unreachable", `answered ${response.status}`)
          }
          return yield* HttpClientResponse.schemaBodyJson(OpenBeautyFactsAnswer)(response).pipe(
            Effect.mapError(() =>
              unavailable("bad_answer", "answered something other than a product"),
            ),
          )
        }).pipe(
          Effect.timeoutOrElse({
            duration: timeout,
            orElse: () =>
              Effect.fail(
                unavailable("timeout", `did not answer within ${Duration.format(timeout)}`),
              ),
          }),
        )

      const lookUp = Effect.fn("OpenBeautyFacts.lookUp")(function* (barcode: Barcode) {
        const answer = yield* answerFor(barcode)
        if (answer.status !== 1 || answer.product === undefined) return Option.none()
        const product = answer.product
        const entry: CatalogueEntry = {
          barcode,
          name: present(product.product_name_en, product.product_name),
          brand: present(product.brands),
          category: categoryOf(product.categories_tags ?? []),
          ingredients: present(product.ingredients_text_en, product.ingredients_text),
          source: sourceOf(baseUrl, barcode),
        }
        return Option.some(entry)
      })

      return ProductCatalogue.of({ lookUp })
    }),
  ).pipe(Layer.provide(FetchHttpClient.layer))

/** CATALOGUE_PROVIDER=openbeautyfacts (OPEN_BEAUTY_FACTS_BASE_URL for a stand-in). */
export const openBeautyFacts = provider({
  id: "openbeautyfacts",
  label: "Open Beauty Facts",
  config: baseUrl("OPEN_BEAUTY_FACTS_BASE_URL", openBeautyFactsUrl),
  layer: (url, shared: CatalogueShared) =>
    openBeautyFactsCatalogue({ baseUrl: url, userAgent: shared.userAgent }),
})
