/**
 * A domain schema as JSON Schema, so that what a provider is asked for (the
 * answer of ProviderAnswer.ts, the report AnalysisResults inside it) and what
 * the domain accepts never drift apart. It is written in the subset every
 * structured-output API accepts: one self-contained object (no $ref), every
 * field required, no extra properties, and no length or count limits (strict
 * OpenAI schemas refuse them; the normaliser caps lengths instead, and the
 * prompt states them).
 */
import { Schema } from "effect"

export type JsonSchema = { readonly [key: string]: unknown }

/** Keywords left out: limits that strict structured outputs refuse. */
const unsupportedKeywords = new Set([
  "maxLength",
  "minLength",
  "maxItems",
  "minItems",
  "uniqueItems",
  "pattern",
  "format",
])

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const unescapePointer = (segment: string) => segment.replaceAll("~1", "/").replaceAll("~0", "~")

const inline = (node: unknown, definitions: Record<string, unknown>): unknown => {
  if (Array.isArray(node)) return node.map((item) => inline(item, definitions))
  if (!isRecord(node)) return node
  const ref = node.$ref
  if (typeof ref === "string" && ref.startsWith("#/$defs/")) {
    const target = definitions[unescapePointer(ref.slice("#/$defs/".length))]
    return inline(target, definitions)
  }
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(node)) {
    if (unsupportedKeywords.has(key)) continue
    out[key] = key === "properties" ? mapValues(value, definitions) : inline(value, definitions)
  }
  return out
}

// Property names are data, not keywords: a field called "format" must stay.
const mapValues = (properties: unknown, definitions: Record<string, unknown>) =>
  isRecord(properties)
    ? Object.fromEntries(
        Object.entries(properties).map(([name, schema]) => [name, inline(schema, definitions)]),
      )
    : properties

/** A JSON Schema of `schema`'s encoded form, in the structured-output subset. */
export const structuredOutputSchema = (schema: Schema.Top): JsonSchema => {
  const document = Schema.toJsonSchemaDocument(schema, { onExcessProperty: "error" })
  return inline(document.schema, document.definitions as Record<string, unknown>) as JsonSchema
}
