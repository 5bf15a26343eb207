/**
 * Turning a schema failure into the messages a form shows under its fields
 * (spec section 5). Checks written in the domain carry their exact messages
 * ("Name must be at least 2 characters"); everything else falls back to the
 * spec's generic schema messages, "Required" for a missing field and
 * "Invalid input" for the rest, instead of Effect's developer-facing texts.
 */
import { Result, Schema, SchemaIssue } from "effect"

export const requiredMessage = "Required"
export const invalidInputMessage = "Invalid input"

const formatter = SchemaIssue.makeFormatterStandardSchemaV1({
  leafHook: (issue) => (issue._tag === "MissingKey" ? requiredMessage : invalidInputMessage),
  checkHook: (issue) => SchemaIssue.defaultCheckHook(issue) ?? invalidInputMessage,
})

/** Field name → first message for that field; "" is the key for whole-form problems. */
export type FormErrors = Readonly<Record<string, string>>

/** The messages for each field of a schema failure. */
export const formErrorsOf = (issue: SchemaIssue.Issue): FormErrors => {
  const errors: Record<string, string> = {}
  for (const { path, message } of formatter(issue).issues) {
    const field = (path ?? []).map(String).join(".")
    if (!(field in errors)) errors[field] = message
  }
  return errors
}

/**
 * Validates form input with a schema: the decoded value, or the messages per
 * field. The SPA uses it on submit; the API gets the same messages from the
 * same schemas.
 */
export const validateForm =
  <S extends Schema.ConstraintDecoder<unknown>>(schema: S) =>
  (input: unknown): Result.Result<S["Type"], FormErrors> => {
    const result = Schema.decodeUnknownResult(schema)(input, { errors: "all" })
    return Result.isSuccess(result)
      ? Result.succeed(result.success)
      : Result.fail(formErrorsOf(result.failure.issue))
  }
