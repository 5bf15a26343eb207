import { assert, describe, it } from "@effect/vitest"
import { providerAnswerJsonSchema } from "./ProviderAnswer.ts"

const walk = (node: unknown, visit: (node: Record<string, unknown>) => void): void => {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, visit)
    return
  }
  if (typeof node !== "object" || node === null) return
  visit(node as Record<string, unknown>)
  for (const value of Object.values(node)) walk(value, visit)
}

describe("the provider's answer as JSON Schema", () => {
  const properties = providerAnswerJsonSchema.properties as Record<string, Record<string, unknown>>
  const reportJsonSchema = properties.report as Record<string, unknown>

  it("asks for the report, the citations beside it and the notes' statements, each required", () => {
    assert.deepStrictEqual(providerAnswerJsonSchema.required, [
      "report",
      "cites",
      "noteStatements",
      "noteSubject",
    ])
    const cites = properties.cites?.properties as Record<string, unknown>
    assert.includeMembers(Object.keys(cites), ["routineSnapshot", "doingWell", "redFlags"])
    const items = properties.noteStatements?.items as Record<string, unknown> | undefined
    const statement = items?.properties as Record<string, Record<string, unknown>>
    assert.include(statement.kind?.enum as ReadonlyArray<string>, "bald_patches")
    assert.deepStrictEqual(statement.monthsAgo?.anyOf, [{ type: "number" }, { type: "null" }])
  })

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
    const sections = reportJsonSchema.properties as Record<string, Record<string, unknown>>
    const texture = sections.productTexture?.properties as Record<string, unknown>
    assert.deepStrictEqual(texture.recommended, {
      type: "string",
      enum: ["Light", "Medium", "Rich"],
      description: "The product texture that suits this hair",
    })
  })

  it("is in the strict structured-output subset: inline, closed, every property required, no limits", () => {
    walk(providerAnswerJsonSchema, (node) => {
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
