import { assert, describe, layer } from "@effect/vitest"
import { rateLimits } from "@strand/domain/ratelimit/RateLimits"
import { Effect } from "effect"
import { CookieJar, request, TestServer, testServer } from "../testing/TestServer.ts"

type Server = { readonly url: string }
interface Checked {
  verdict: string
  headline: string
  ingredients: Array<{ asPrinted: string; recognised: boolean; categories: Array<string> }>
  unknownCount: number
  flags: Array<{
    id: string
    ingredients: Array<string>
    why: string
    lookFor: string
    relatedRecommendation?: { section: string; sectionTitle: string; text: string }
  }>
  basedOn?: { analysisId: string }
  library: { name: string; licence: string }
}

const unique = () => crypto.randomUUID().slice(0, 8)

const signIn = (server: Server) =>
  Effect.gen(function* () {
    const jar = new CookieJar()
    const response = yield* request(server, "/api/login", {
      method: "POST",
      body: { email: `check-${unique()}@example.com`, name: "Chloe" },
      jar,
    })
    assert.strictEqual(response.status, 200, response.text)
    return jar
  })

const analyse = (server: Server, jar: CookieJar, answers: Record<string, unknown>) =>
  Effect.gen(function* () {
    const response = yield* request(server, "/api/analyze-hair", {
      method: "POST",
      body: { userName: "Chloe", answers, textInputs: {} },
      jar,
    })
    assert.strictEqual(response.status, 200, response.text)
    return (response.json as { analysisId: string }).analysisId
  })

const check = (server: Server, jar: CookieJar | undefined, body: unknown) =>
  request(server, "/api/ingredient-check", { method: "POST", body, ...(jar ? { jar } : {}) })

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
          const jar = yield* signIn(server)
          // an older report first: the verdict reads the latest one
          yield* analyse(server, jar, { gender: "female", hair_texture: "straight" })
          const latest = yield* analyse(server, jar, {
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
      "before a first report the ingredients are sorted and the verdict asks for the quiz",
      () =>
        Effect.gen(function* () {
          const server = yield* TestServer
          const jar = yield* signIn(server)
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
        const jar = yield* signIn(server)
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
        const jar = yield* signIn(server)
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
          const jar = yield* signIn(server)
          const statuses: Array<number> = []
          for (let i = 0; i <= rateLimits.ingredientCheckPerUser.limit; i++) {
            statuses.push((yield* check(server, jar, { ingredients: "Water, Glycerin" })).status)
          }
          assert.deepStrictEqual(statuses, [
            ...Array(rateLimits.ingredientCheckPerUser.limit).fill(200),
            429,
          ])
          const other = yield* signIn(server)
          assert.strictEqual((yield* check(server, other, { ingredients: "Water" })).status, 200)
        }),
    )
  })
})
