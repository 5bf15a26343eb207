/**
 * Reading what a provider answered, once, the same way for every provider:
 * JSON text (also inside a code fence) or an already parsed object becomes a
 * report through the normaliser, with every text made plain first. An answer
 * that is not JSON, or not an object, is an InvalidResponse; whether the
 * report is any good is UsableReport's question.
 */
import { Result } from "effect"
import type { AnalysisResults } from "./AnalysisResults.ts"
import { HairAnalystError } from "./HairAnalyst.ts"
import { normaliseResults, parseJsonText } from "./NormaliseResults.ts"
import { plainJson } from "./PlainText.ts"

const invalid = (message: string) => new HairAnalystError({ reason: "InvalidResponse", message })

export const readDraft = (draft: unknown): Result.Result<AnalysisResults, HairAnalystError> => {
  const parsed = typeof draft === "string" ? parseJsonText(draft) : draft
  if (parsed === undefined) return Result.fail(invalid("The answer is not JSON"))
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    return Result.fail(invalid("The answer is not a JSON object"))
  }
  return Result.succeed(normaliseResults(plainJson(parsed)))
}
