/**
 * The one validation failure of the domain: a request or form value broke a
 * rule of spec section 5. It carries the exact message the person sees and,
 * where there is one, the field or quiz question at fault. It has no HTTP
 * status: the API contract maps it to VALIDATION_ERROR / 400 (ApiError.ts).
 */
import { Schema } from "effect"

export class ValidationError extends Schema.TaggedError<ValidationError>()("ValidationError", {
  message: Schema.String,
  /** The form field or quiz question id the message is about, when there is one. */
  field: Schema.optional(Schema.String),
}) {}
