/**
 * The errors any endpoint may answer besides validation: each carries the
 * spec's `{ message, code }` so the SPA shows `message` as it is.
 */
import { Schema } from "effect"

export class Unauthorized extends Schema.TaggedError<Unauthorized>()(
  "Unauthorized",
  { message: Schema.String, code: Schema.Literal("UNAUTHORIZED") },
  { httpApiStatus: 401 },
) {
  static readonly signInFirst = () =>
    new Unauthorized({ message: "Please sign in first.", code: "UNAUTHORIZED" })
}

export class Forbidden extends Schema.TaggedError<Forbidden>()(
  "Forbidden",
  { message: Schema.String, code: Schema.Literal("FORBIDDEN") },
  { httpApiStatus: 403 },
) {}

export class TooManyRequests extends Schema.TaggedError<TooManyRequests>()(
  "TooManyRequests",
  {
    message: Schema.String,
    code: Schema.Literal("RATE_LIMITED"),
    retryAfterSeconds: Schema.Number,
  },
  { httpApiStatus: 429 },
) {}
