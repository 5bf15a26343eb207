import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { analysisOf, signIn } from "../testing/SignIn.ts"
import { type CookieJar, request, TestServer, testServer } from "../testing/TestServer.ts"

type Server = { readonly url: string }
interface Change {
  ruleId: string
  sectionTitle: string
  text: string
  because: Array<{ question: string; answer: string; changed: boolean }>
}
interface Compared {
  success: true
  comparison: {
    from: { id: string }
    to: { id: string }
    answerChanges: Array<{ id: string; question: string; before?: string; after?: string }>
    appeared: Array<Change>
    wentAway: Array<Change>
    kept: number
  }
}

const compare = (server: Server, jar: CookieJar | undefined, from: string, to: string) =>
  request(server, `/api/analyses/compare?from=${from}&to=${to}`, jar ? { jar } : {})

const base = {
  gender: "female",
  hair_texture: "curly",
  hair_care_method: "self",
  wash_frequency: "weekly",
}

describe("GET /api/analyses/compare", () => {
  layer(testServer(), { timeout: 60_000, excludeTestServices: true })((it) => {
    it.effect("shows what changed between two of one's reports, and why", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const { jar } = yield* signIn(server)
        const first = yield* analysisOf(server, jar, { ...base, environment: ["none"] })
        const second = yield* analysisOf(server, jar, { ...base, environment: ["hard_water"] })
        const response = yield* compare(server, jar, first, second)
        assert.strictEqual(response.status, 200, response.text)
        const { comparison } = response.json as Compared
        assert.strictEqual(comparison.from.id, first)
        assert.strictEqual(comparison.to.id, second)
        assert.deepStrictEqual(
          comparison.answerChanges.map((c) => [c.id, c.before, c.after]),
          [["environment", "None of these", "Hard water (limescale at home)"]],
        )
        const chelating = comparison.appeared.find((c) => c.ruleId === "chelating-shampoo")
        assert.isDefined(chelating)
        assert.strictEqual(chelating?.sectionTitle, "Recommended products")
        assert.deepInclude(chelating?.because ?? [], {
          question: comparison.answerChanges[0]!.question,
          answer: "Hard water (limescale at home)",
          changed: true,
        })
        assert.isAbove(comparison.kept, 5)
      }),
    )

    it.effect("is owner only: someone else's report, an unknown or a malformed id is 404", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        const { jar: owner } = yield* signIn(server)
        const mine = yield* analysisOf(server, owner, base)
        const { jar: other } = yield* signIn(server)
        const theirs = yield* analysisOf(server, other, base)
        for (const [from, to] of [
          [mine, theirs],
          [theirs, mine],
          [mine, crypto.randomUUID()],
          [mine, "not-an-id"],
        ] as const) {
          const response = yield* compare(server, owner, from, to)
          assert.strictEqual(response.status, 404, `${from} → ${to}: ${response.text}`)
          assert.strictEqual((response.json as { code: string }).code, "NOT_FOUND")
        }
        assert.strictEqual((yield* compare(server, undefined, mine, mine)).status, 401)
        // the static path does not shadow reading one report
        assert.strictEqual(
          (yield* request(server, `/api/analyses/${mine}`, { jar: owner })).status,
          200,
        )
      }),
    )
  })
})
