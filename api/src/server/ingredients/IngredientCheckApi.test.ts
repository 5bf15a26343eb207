import { assert, describe, layer } from "@effect/vitest"
import { PgAnalysisStore } from "@strand/adapters/analysis/PgAnalysisStore"
import { StrandNoteReader } from "@strand/adapters/notes/StrandNoteReader"
import { type AnalysisId, AnalysisStore } from "@strand/domain/analysis/AnalysisStore"
import { analystPromptVersion } from "@strand/domain/analysis/AnalystPrompt"
import { AnalystName } from "@strand/domain/analysis/HairAnalyst"
import { rateLimits } from "@strand/domain/ratelimit/RateLimits"
import {
  AnalysisResults,
  ProductSuggestion,
  ProductTexture,
  RhythmDay,
} from "@strand/domain/report/AnalysisResults"
import { ReportExplanation } from "@strand/domain/report/ReportExplanation"
import { Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import { analysisOf, signIn } from "../testing/SignIn.ts"
import { type CookieJar, request, TestServer, testServer } from "../testing/TestServer.ts"

type Server = { readonly url: string }
interface Quoted {
  section: string
  sectionTitle: string
  text: string
}
interface Checked {
  verdict: string
  headline: string
  ingredients: Array<{
    asPrinted: string
    recognised: boolean
    recognisedAs?: string
    categories: Array<string>
  }>
  unknownCount: number
  flags: Array<{
    id: string
    severity: string
    ingredients: Array<string>
    why: string
    lookFor: string
    relatedRecommendation?: Quoted
  }>
  matches: Array<{
    id: string
    text: string
    ingredients: Array<string>
    relatedRecommendation?: Quoted
  }>
  readAs: { productType?: string; from: string; note?: string }
  basedOn?: { analysisId: string }
  library: { name: string; licence: string }
}

const check = (server: Server, jar: CookieJar | undefined, body: unknown) =>
  request(server, "/api/ingredient-check", { method: "POST", body, ...(jar ? { jar } : {}) })

/** The report as its owner reads it now (GET /api/analyses/:id), every text field of it. */
const readableTexts = (server: Server, jar: CookieJar, analysisId: string) =>
  Effect.gen(function* () {
    const response = yield* request(server, `/api/analyses/${analysisId}`, { jar })
    assert.strictEqual(response.status, 200, response.text)
    const { analysis } = response.json as { analysis: { aiResults: unknown } }
    const texts: Array<string> = []
    const walk = (value: unknown): void => {
      if (typeof value === "string") texts.push(value)
      else if (Array.isArray(value)) value.forEach(walk)
      else if (value !== null && typeof value === "object") Object.values(value).forEach(walk)
    }
    walk(analysis.aiResults)
    return texts
  })

/** Every line the checker quoted, each part of it found word for word in the report read. */
const assertQuotesAreInTheReport = (body: Checked, texts: ReadonlyArray<string>) => {
  const quotes = [...body.flags, ...body.matches].flatMap((x) =>
    x.relatedRecommendation === undefined ? [] : [x.relatedRecommendation.text],
  )
  for (const quote of quotes) {
    for (const part of quote.split(/: (?=\p{Lu})/u)) {
      assert.isTrue(
        texts.some((text) => text.includes(part)),
        `"${part}" is not in the report the person reads`,
      )
    }
  }
  return quotes
}

/**
 * Stores a report for the same person and answers that says other things
 * than the rules would, as an AI provider's report is stored.
 */
const storeWrittenReport = (
  server: TestServer["Service"],
  rulesReportId: string,
  results: AnalysisResults,
) =>
  Effect.gen(function* () {
    const store = yield* AnalysisStore
    const rules = Option.getOrThrow(yield* store.find(rulesReportId as AnalysisId))
    const saved = yield* store.save({
      userId: rules.userId,
      results,
      fallbackUsed: false,
      answers: rules.answers,
      textInputs: rules.textInputs,
      noteReading: rules.noteReading,
      analyst: new AnalystName({ provider: "openai", model: "gpt-test" }),
      durationMillis: 1200,
      fallbackReason: undefined,
      promptVersion: analystPromptVersion,
      droppedLines: [],
      explanation: new ReportExplanation({
        items: [],
        startHere: [],
        timelines: [],
        retakeAfterWeeks: 12,
      }),
      idempotencyKey: undefined,
    })
    return saved.id
  }).pipe(
    Effect.provide(
      PgAnalysisStore.pipe(
        Layer.provide([Layer.succeed(SqlClient.SqlClient, server.sql), StrandNoteReader]),
      ),
    ),
  )

/** What a provider might write for a bleached, flaking person: no antifungal, no clarifying. */
const writtenByProvider = new AnalysisResults({
  routineSnapshot: "Chloe, your lightened hair needs moisture. Wash twice a week.",
  doingWell: ["Conditioning after every wash."],
  avoidForNow: ["Hot tools every day."],
  weeklyRhythm: [new RhythmDay({ day: "Day 1", activity: "Wash and condition." })],
  productTexture: new ProductTexture({
    recommended: "Medium",
    textureGuidance: "Creams and milks suit your hair.",
    applicationZones: ["Scalp: keep oils and butters off it", "Ends: coconut oil before washing"],
    products: [
      new ProductSuggestion({
        title: "Mild everyday shampoo",
        ingredients: "Mild surfactants, no sulfates",
        usage: "Twice a week",
      }),
      new ProductSuggestion({
        title: "Cream conditioner",
        ingredients: "Behentrimonium chloride, cetearyl alcohol",
        usage: "Mid-lengths to ends after every wash",
      }),
    ],
  }),
  scienceNotes: [],
  // The third tip stays locked until three referrals: never quoted before then.
  stylingBuildUp: [
    "Scrunch waves while damp.",
    "Air-dry when you can.",
    "Clarify once a month to lift silicone build-up.",
  ],
  redFlags: [],
})

const flakingBleachedCowasher = {
  gender: "female",
  hair_texture: "wavy",
  hair_state: ["bleached"],
  porosity: "high",
  scalp_condition: ["itchy_flaky"],
  shampoo_choice: "cowash",
}

const ketoconazoleShampoo =
  "Ketoconazole 2% w/w. Other ingredients: Sodium Laureth Sulfate, Disodium Laureth Sulfosuccinate, Cocamide DEA, PEG-120 Methyl Glucose Dioleate, Imidurea, Hydrochloric Acid, Sodium Hydroxide, Sodium Chloride, Purified Water"
const coconutMask =
  "Aqua/Water, Cetearyl Alcohol, Behentrimonium Chloride, Cocos Nucifera Oil/Coconut Oil, Glycerin, Butyrospermum Parkii Butter/Shea Butter, Cetrimonium Chloride, Phenoxyethanol, Citric Acid"
const siliconeSerum = "Cyclopentasiloxane, Dimethiconol, Argania Spinosa Kernel Oil, Tocopherol"

const sulfateShampoo =
  "Ingredients: Aqua (Water), Sodium Laureth Sulfate, Cocamidopropyl Betaine, Parfum*, Linalool, Zanthoxylum Mysteriosum Extract. *Natural origin"

describe("POST /api/ingredient-check", () => {
  layer(testServer(), { timeout: 60_000, excludeTestServices: true })((it) => {
    it.effect("answers 401 without a session", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const response = yield* check(server, undefined, { ingredients: sulfateShampoo })
        assert.strictEqual(response.status, 401)
      }),
    )

    it.effect(
      "judges a sulfate shampoo against bleached, high-porosity hair with a sensitive scalp",
      () =>
        Effect.gen(function* () {
          const server = yield* TestServer
          const { jar } = yield* signIn(server)
          // an older report first: the verdict reads the latest one
          yield* analysisOf(server, jar, { gender: "female", hair_texture: "straight" })
          const latest = yield* analysisOf(server, jar, {
            gender: "female",
            hair_texture: "wavy",
            hair_state: ["bleached"],
            porosity: "high",
            scalp_condition: ["sensitive"],
          })
          const response = yield* check(server, jar, {
            ingredients: sulfateShampoo,
            productType: "shampoo",
          })
          assert.strictEqual(response.status, 200, response.text)
          const body = response.json as Checked
          assert.strictEqual(body.basedOn?.analysisId, latest)
          assert.strictEqual(body.verdict, "not_for_you")
          // every name read, recognised or reported unknown, in label order
          assert.deepStrictEqual(
            body.ingredients.map((i) => [i.asPrinted, i.recognised]),
            [
              ["Aqua (Water)", true],
              ["Sodium Laureth Sulfate", true],
              ["Cocamidopropyl Betaine", true],
              ["Parfum", true],
              ["Linalool", true],
              ["Zanthoxylum Mysteriosum Extract", false],
            ],
          )
          assert.strictEqual(body.unknownCount, 1)
          assert.deepStrictEqual(body.ingredients[1]?.categories, ["strong_surfactant"])
          const ids = body.flags.map((f) => f.id)
          assert.deepStrictEqual(ids, [
            "strong-cleanser-fragile-hair",
            "fragrance-on-a-sensitive-scalp",
          ])
          const sulfate = body.flags[0]!
          assert.deepStrictEqual(sulfate.ingredients, ["Sodium Laureth Sulfate"])
          assert.match(
            sulfate.why,
            /^You told us your hair is bleached, its porosity is high and your scalp is sensitive\./,
          )
          assert.strictEqual(sulfate.relatedRecommendation?.sectionTitle, "Recommended products")
          assert.match(sulfate.relatedRecommendation?.text ?? "", /^Gentle fragrance-free cleanser/)
          assert.deepStrictEqual(body.flags[1]?.ingredients, ["Parfum", "Linalool"])
          assert.strictEqual(body.library.licence, "MIT")
        }),
    )

    it.effect(
      "a rules report: the medicated shampoo it prescribes is used with care, and every quote is in it",
      () =>
        Effect.gen(function* () {
          const server = yield* TestServer
          const { jar } = yield* signIn(server)
          const analysisId = yield* analysisOf(server, jar, flakingBleachedCowasher)
          const response = yield* check(server, jar, { ingredients: ketoconazoleShampoo })
          assert.strictEqual(response.status, 200, response.text)
          const body = response.json as Checked
          assert.deepStrictEqual(body.readAs, {
            productType: "shampoo",
            from: "label",
            note: "Read as a shampoo: its list leads with cleansers. If it is something else, say what it is and check again.",
          })
          assert.strictEqual(body.verdict, "caution")
          assert.deepStrictEqual(
            body.flags.map((f) => [f.id, f.severity]),
            [["strong-cleanser-fragile-hair", "caution"]],
          )
          assert.include(
            body.flags[0]!.why,
            "Here it carries Ketoconazole, the antifungal for your flaking, as your report prescribes",
          )
          assert.strictEqual(body.matches[0]?.id, "antifungal-active")
          assert.strictEqual(
            body.matches[0]?.text,
            "It has Ketoconazole: the antifungal active your report asks for.",
          )
          assert.match(
            body.matches[0]?.relatedRecommendation?.text ?? "",
            /^Anti-dandruff shampoo: /,
          )
          // every name is itself: nothing is taken for a neighbour in the library
          for (const ingredient of body.ingredients) {
            if (ingredient.asPrinted === "Purified Water")
              assert.strictEqual(ingredient.recognisedAs, "Water")
            else if (ingredient.asPrinted === "Imidurea")
              assert.strictEqual(ingredient.recognisedAs, "Imidazolidinyl Urea")
            else assert.strictEqual(ingredient.recognisedAs, ingredient.asPrinted)
          }
          const texts = yield* readableTexts(server, jar, analysisId)
          assert.isNotEmpty(assertQuotesAreInTheReport(body, texts))
        }),
    )

    it.effect(
      "a report written by someone else: the checker quotes only what that report says",
      () =>
        Effect.gen(function* () {
          const server = yield* TestServer
          const { jar } = yield* signIn(server)
          const rulesId = yield* analysisOf(server, jar, flakingBleachedCowasher)
          const writtenId = yield* storeWrittenReport(server, rulesId, writtenByProvider)
          const rulesTexts = yield* readableTexts(server, jar, rulesId)
          const texts = yield* readableTexts(server, jar, writtenId)

          // the same ketoconazole shampoo: the same judgement, from the answers, and no rules line
          const medicated = (yield* check(server, jar, { ingredients: ketoconazoleShampoo }))
            .json as Checked
          assert.strictEqual(medicated.basedOn?.analysisId, writtenId)
          assert.strictEqual(medicated.verdict, "caution")
          assert.notInclude(medicated.flags[0]!.why, "as your report prescribes")
          assert.deepStrictEqual(medicated.matches[0], {
            id: "antifungal-active",
            text: "It has Ketoconazole: an antifungal active for the flaking you told us about.",
            ingredients: ["Ketoconazole"],
          })

          // a plain sulfate shampoo: the written report's own mild shampoo is quoted
          const sulfate = (yield* check(server, jar, {
            ingredients: sulfateShampoo,
            productType: "shampoo",
          })).json as Checked
          assert.strictEqual(sulfate.verdict, "not_for_you")
          assert.deepStrictEqual(sulfate.flags[0]?.relatedRecommendation, {
            section: "products",
            sectionTitle: "Recommended products",
            text: "Mild everyday shampoo: Mild surfactants, no sulfates",
          })

          // a coconut mask: keep it on the lengths, as that report's zones say
          const mask = (yield* check(server, jar, {
            ingredients: coconutMask,
            productType: "treatment",
          })).json as Checked
          assert.strictEqual(mask.verdict, "caution")
          assert.deepStrictEqual(
            mask.flags.map((f) => [f.id, f.relatedRecommendation?.text]),
            [["keep-oils-on-the-lengths", "Scalp: keep oils and butters off it"]],
          )

          // a silicone serum left on by someone who never clarifies: the only line about
          // clarifying is a locked tip, so nothing is quoted
          const serum = (yield* check(server, jar, {
            ingredients: siliconeSerum,
            productType: "leave_in",
          })).json as Checked
          const buildUp = serum.flags.find((f) => f.id === "silicone-build-up")!
          assert.isUndefined(buildUp.relatedRecommendation)
          assert.match(
            buildUp.why,
            /^You told us you wash with a co-wash and you never use a clarifying shampoo\./,
          )

          const quoted = [medicated, sulfate, mask, serum].flatMap((body) =>
            assertQuotesAreInTheReport(body, texts),
          )
          assert.isNotEmpty(quoted)
          // the quoted shampoo is the written report's, not one the rules would have written
          assert.isFalse(rulesTexts.some((text) => text.includes("Mild surfactants, no sulfates")))
        }),
    )

    it.effect(
      "before a first report the ingredients are sorted and the verdict asks for the quiz",
      () =>
        Effect.gen(function* () {
          const server = yield* TestServer
          const { jar } = yield* signIn(server)
          const response = yield* check(server, jar, {
            ingredients: "Water, Glycerin, Dimethicone",
          })
          assert.strictEqual(response.status, 200, response.text)
          const body = response.json as Checked
          assert.strictEqual(body.verdict, "no_report")
          assert.isUndefined(body.basedOn)
          assert.deepStrictEqual(
            body.ingredients.map((i) => i.categories),
            [["other"], ["humectant"], ["non_water_soluble_silicone"]],
          )
        }),
    )

    it.effect("refuses empty, too long and not-a-list text with the message to show", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const { jar } = yield* signIn(server)
        const cases: Array<[unknown, RegExp]> = [
          [{ ingredients: "   " }, /^Paste the ingredient list from the label/],
          [{ ingredients: "Aqua, ".repeat(1000) }, /^That is longer than any label/],
          [
            { ingredients: Array.from({ length: 130 }, (_, i) => `Oil ${i}`).join(", ") },
            /^That is longer than any label/,
          ],
          [
            { ingredients: "I love this shampoo so much" },
            /^That doesn't look like an ingredient list/,
          ],
          [
            { ingredients: "https://shop.example/shampoo" },
            /^That doesn't look like an ingredient list/,
          ],
        ]
        for (const [body, message] of cases) {
          const response = yield* check(server, jar, body)
          assert.strictEqual(response.status, 400, response.text)
          const problem = response.json as {
            message: string
            code: string
            issues: Array<{ path: Array<string> }>
          }
          assert.strictEqual(problem.code, "VALIDATION_ERROR")
          assert.match(problem.message, message)
          assert.deepStrictEqual(problem.issues[0]?.path, ["ingredients"])
        }
        const badType = yield* check(server, jar, { ingredients: "Water", productType: "perfume" })
        assert.strictEqual(badType.status, 400)
      }),
    )

    it.effect("refuses a cross-site request like every other POST", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const { jar } = yield* signIn(server)
        const response = yield* request(server, "/api/ingredient-check", {
          method: "POST",
          body: { ingredients: "Water" },
          jar,
          headers: { "sec-fetch-site": "cross-site" },
        })
        assert.strictEqual(response.status, 403)
      }),
    )

    it.effect(
      `limits each person to ${rateLimits.ingredientCheckPerUser.limit} checks an hour`,
      () =>
        Effect.gen(function* () {
          const server = yield* TestServer
          const { jar } = yield* signIn(server)
          const statuses: Array<number> = []
          for (let i = 0; i <= rateLimits.ingredientCheckPerUser.limit; i++) {
            statuses.push((yield* check(server, jar, { ingredients: "Water, Glycerin" })).status)
          }
          assert.deepStrictEqual(statuses, [
            ...Array(rateLimits.ingredientCheckPerUser.limit).fill(200),
            429,
          ])
          const { jar: other } = yield* signIn(server)
          assert.strictEqual((yield* check(server, other, { ingredients: "Water" })).status, 200)
        }),
    )
  })
})
