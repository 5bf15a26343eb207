import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { describe, expect, it } from "@effect/vitest"
import { IngredientLibrary } from "@strand/domain/ingredients/IngredientLibrary"
import { readIngredientList } from "@strand/domain/ingredients/IngredientList"
import { Effect, Option } from "effect"
import { CurlsBotIngredientLibrary, curlsBotCredit } from "./CurlsBotIngredientLibrary.ts"
import { labelFixtures } from "./fixtures/labels.ts"

const read = (label: string) => {
  const listed = readIngredientList(label)
  if (listed._tag !== "Listed") throw new Error(`refused: ${listed.problem}`)
  return listed.ingredients
}

describe("CurlsBotIngredientLibrary on real labels", () => {
  it("has at least 20 real labels of shampoos, conditioners and stylers", () => {
    expect(labelFixtures.length).toBeGreaterThanOrEqual(20)
    for (const kind of ["shampoo", "conditioner", "styler"] as const) {
      expect(labelFixtures.filter((f) => f.kind === kind).length).toBeGreaterThanOrEqual(2)
    }
  })

  for (const fixture of labelFixtures) {
    it.effect(`reads ${fixture.product} as an expert would`, () =>
      Effect.gen(function* () {
        const library = yield* IngredientLibrary
        const listed = read(fixture.label)
        const found = yield* library.lookUp(listed.map((i) => i.asPrinted))
        // one answer per printed name: nothing dropped
        expect(found).toHaveLength(listed.length)
        const categories = new Set(
          found.flatMap((entry) => (Option.isSome(entry) ? entry.value.categories : [])),
        )
        const unknown = listed.filter((_, i) => Option.isNone(found[i]!)).map((i) => i.asPrinted)
        const named = [...categories].sort()
        expect({
          missing: fixture.expect.filter((c) => !categories.has(c)),
          named,
          unknown,
        }).toEqual({ missing: [], named, unknown })
        expect({ wrong: (fixture.absent ?? []).filter((c) => categories.has(c)), unknown }).toEqual(
          {
            wrong: [],
            unknown,
          },
        )
        // plant extracts and rare names may be unknown; most of a label is not
        expect(unknown.length / listed.length).toBeLessThanOrEqual(0.35)
      }).pipe(Effect.provide(CurlsBotIngredientLibrary)),
    )
  }

  it("credits the version that is installed", () => {
    const require = createRequire(import.meta.url)
    const entry = require.resolve("haircare-ingredients-analyzer")
    const pkg = JSON.parse(readFileSync(join(dirname(entry), "..", "package.json"), "utf8"))
    expect(curlsBotCredit.version).toBe(pkg.version)
    expect(pkg.license).toBe(curlsBotCredit.licence)
  })
})
