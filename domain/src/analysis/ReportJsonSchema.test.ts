import { assert, describe, it } from "@effect/vitest"
import { reportJsonSchema } from "./ReportJsonSchema.ts"

const walk = (node: unknown, visit: (node: Record<string, unknown>) => void): void => {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, visit)
    return
  }
  if (typeof node !== "object" || node === null) return
  visit(node as Record<string, unknown>)
  for (const value of Object.values(node)) walk(value, visit)
}

describe("reportJsonSchema", () => {
  it("describes the report's sections, each required", () => {
    assert.strictEqual(reportJsonSchema.type, "object")
    assert.deepStrictEqual(reportJsonSchema.required, [
      "routineSnapshot",
      "doingWell",
      "avoidForNow",
      "weeklyRhythm",
      "productTexture",
      "scienceNotes",
      "stylingBuildUp",
      "redFlags",
    ])
    const properties = reportJsonSchema.properties as Record<string, Record<string, unknown>>
    const texture = properties.productTexture?.properties as Record<string, unknown>
    assert.deepStrictEqual(texture.recommended, {
      type: "string",
      enum: ["Light", "Medium", "Rich"],
      description: "The product texture that suits this hair",
    })
  })

  it("is in the strict structured-output subset: inline, closed, every property required, no limits", () => {
    walk(reportJsonSchema, (node) => {
      assert.notProperty(node, "$ref")
      assert.notProperty(node, "maxLength")
      assert.notProperty(node, "maxItems")
      if (node.type === "object") {
        assert.strictEqual(node.additionalProperties, false)
        assert.deepStrictEqual(
          [...(node.required as Array<string>)].sort(),
          Object.keys(node.properties as object).sort(),
        )
      }
    })
  })
})
