/**
 * Answers requests that fail schema validation with the spec's
 * `{ message, code: "VALIDATION_ERROR", issues }` instead of an empty 400.
 * The message is the first issue's, so "Name must be at least 2 characters"
 * reaches the user word for word.
 */
import { Effect, SchemaIssue } from "effect"
import { HttpApiMiddleware } from "effect/http-api"
import { RequestValidation, ValidationError } from "../contract/ValidationError.ts"

const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1()

// Our schemas carry the spec's own messages; Effect's structural messages
// ("Missing key", "Expected string, got 3") become the spec's generic ones.
const plainMessage = (message: string) =>
  message === "Missing key"
    ? "Required"
    : message.startsWith("Expected ")
      ? "Invalid input"
      : message

export const RequestValidationLive = HttpApiMiddleware.layerSchemaErrorTransform(
  RequestValidation,
  (error) => {
    // A response that fails to encode is our bug, not the client's: let it
    // surface as a 500 and be logged.
    if (error.kind === "Body" || error.kind === "ResponseHeaders") {
      return Effect.die(error)
    }
    const issues = formatIssues(error.cause.issue).issues.map((issue) => ({
      path: (issue.path ?? []).map((segment) => {
        const key = typeof segment === "object" ? segment.key : segment
        return typeof key === "number" ? key : String(key)
      }),
      message: plainMessage(issue.message),
    }))
    return Effect.fail(
      new ValidationError({
        message: issues[0]?.message ?? "Invalid input",
        code: "VALIDATION_ERROR",
        issues,
      }),
    )
  },
)
