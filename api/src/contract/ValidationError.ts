/**
 * The answer to a request that fails validation (400): the first problem's
 * message, the VALIDATION_ERROR code, and every problem with its path, so a
 * form can show each message beside its field.
 */
import { Schema } from "effect"
import { HttpApiMiddleware } from "effect/http-api"

export const ValidationIssue = Schema.Struct({
  path: Schema.Array(Schema.Union([Schema.String, Schema.Number])),
  message: Schema.String,
})

export class ValidationError extends Schema.TaggedError<ValidationError>()(
  "ValidationError",
  {
    message: Schema.String,
    code: Schema.Literal("VALIDATION_ERROR"),
    issues: Schema.Array(ValidationIssue),
  },
  { httpApiStatus: 400 },
) {}

/** Turns Effect's schema errors on requests into a ValidationError. */
export class RequestValidation extends HttpApiMiddleware.Service<RequestValidation>()(
  "@strand/api/RequestValidation",
  { error: ValidationError },
) {}
