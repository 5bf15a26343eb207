import { assert, describe, it } from "@effect/vitest"
import { Schema } from "effect"
import * as fc from "fast-check"
import { AnalysisResults, analysisLimits } from "../report/AnalysisResults.ts"
import { normaliseResults } from "./NormaliseResults.ts"

const isValid = Schema.is(AnalysisResults)

const full = {
  routineSnapshot: "Gentle weekly wash with a rich leave-in.",
  doingWell: ["Detangling on damp hair"],
  avoidForNow: ["Dry combing"],
  weeklyRhythm: [{ day: "Sunday", activity: "Wash and deep condition" }],
  productTexture: {
    recommended: "Rich",
    textureGuidance: "Butters on the ends.",
    applicationZones: ["Scalp: light", "Ends: rich"],
    products: [
      { title: "Leave-in", ingredients: "glycerin, cetyl alcohol", usage: "On damp hair" },
    ],
  },
  scienceNotes: ["Coily hair is drier at the ends."],
  stylingBuildUp: ["Clarify monthly", "Satin bonnet", "Low-tension styles"],
  redFlags: [],
}

describe("normaliseResults", () => {
  it("keeps a complete report as it is", () => {
    const result = normaliseResults(full)
    assert.isTrue(isValid(result))
    assert.deepStrictEqual<unknown>(Schema.encodeSync(AnalysisResults)(result), full)
  })

  it("fills the spec's defaults when data is missing", () => {
    const result = normaliseResults({})
    assert.deepStrictEqual(
      result.weeklyRhythm.map((day) => ({ day: day.day, activity: day.activity })),
      [
        { day: "Day 1", activity: "Wash day - cleanse and condition" },
        { day: "Day 3-4", activity: "Remoisturise" },
      ],
    )
    assert.strictEqual(result.productTexture.recommended, "Medium")
    assert.strictEqual(result.routineSnapshot, "")
    assert.deepStrictEqual(result.doingWell, [])
  })

  it("reads the texture level whatever its case, and defaults an unknown one to Medium", () => {
    assert.strictEqual(
      normaliseResults({ productTexture: { recommended: " light " } }).productTexture.recommended,
      "Light",
    )
    assert.strictEqual(
      normaliseResults({ productTexture: { recommended: "heavy" } }).productTexture.recommended,
      "Medium",
    )
  })

  it("reads JSON text, also inside a code fence or nested under results", () => {
    const fenced = `Here is the plan:\n\`\`\`json\n${JSON.stringify(full)}\n\`\`\``
    assert.strictEqual(normaliseResults(fenced).routineSnapshot, full.routineSnapshot)
    assert.strictEqual(normaliseResults({ results: full }).routineSnapshot, full.routineSnapshot)
    assert.strictEqual(normaliseResults("not json at all").productTexture.recommended, "Medium")
  })

  it("repairs loose shapes: a string for a list, objects in lists, ingredient lists, blank items", () => {
    const result = normaliseResults({
      doingWell: "Regular trims",
      avoidForNow: [{ tip: "Tight ponytails" }, "", "  ", 42],
      weeklyRhythm: [{ day: "Mon" }, { day: "Wed", activity: "Refresh" }],
      productTexture: {
        products: [{ name: "Mask", ingredients: ["shea", "glycerin"], usage: 1 }, { usage: "x" }],
      },
    })
    assert.deepStrictEqual(result.doingWell, ["Regular trims"])
    assert.deepStrictEqual(result.avoidForNow, ["Tight ponytails", "42"])
    assert.deepStrictEqual(
      result.weeklyRhythm.map((day) => day.day),
      ["Wed"],
    )
    assert.deepStrictEqual(
      result.productTexture.products.map((p) => ({ ...p })),
      [{ title: "Mask", ingredients: "shea, glycerin", usage: "1" }],
    )
  })

  it("caps list and text lengths", () => {
    const long = "a".repeat(analysisLimits.paragraphLength + 50)
    const result = normaliseResults({
      routineSnapshot: long,
      redFlags: Array.from({ length: 50 }, (_, i) => `flag ${i} ${"b".repeat(1000)}`),
    })
    assert.strictEqual(result.routineSnapshot.length, analysisLimits.paragraphLength)
    assert.isTrue(result.routineSnapshot.endsWith("…"))
    assert.strictEqual(result.redFlags.length, analysisLimits.listItems)
    assert.isTrue(result.redFlags.every((flag) => flag.length <= analysisLimits.itemLength))
  })

  it("never splits a character in two when cutting", () => {
    const result = normaliseResults({ doingWell: ["😀".repeat(analysisLimits.itemLength)] })
    assert.isFalse(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/.test(result.doingWell[0]!))
  })

  it("always returns a schema-valid report, whatever it is given", () => {
    const loose = fc.oneof(
      fc.anything(),
      fc.string({ maxLength: 3000 }),
      fc.array(fc.oneof(fc.string({ maxLength: 900 }), fc.anything()), { maxLength: 40 }),
    )
    const aiLike = fc.record(
      {
        routineSnapshot: loose,
        doingWell: loose,
        avoidForNow: loose,
        weeklyRhythm: fc.oneof(
          loose,
          fc.array(fc.record({ day: loose, activity: loose }, { requiredKeys: [] }), {
            maxLength: 30,
          }),
        ),
        productTexture: fc.oneof(
          loose,
          fc.record(
            {
              recommended: fc.oneof(fc.constantFrom("Light", "rich", "MEDIUM", "none"), loose),
              textureGuidance: loose,
              applicationZones: loose,
              products: fc.array(
                fc.record(
                  { title: loose, name: loose, ingredients: loose, usage: loose },
                  { requiredKeys: [] },
                ),
                { maxLength: 20 },
              ),
            },
            { requiredKeys: [] },
          ),
        ),
        scienceNotes: loose,
        stylingBuildUp: loose,
        redFlags: loose,
      },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          aiLike,
          aiLike.map((value) => JSON.stringify(value)),
        ),
        (input) => {
          const result = normaliseResults(input)
          assert.isTrue(isValid(result))
          assert.isAbove(result.weeklyRhythm.length, 0)
        },
      ),
      { numRuns: 300 },
    )
  })
})
