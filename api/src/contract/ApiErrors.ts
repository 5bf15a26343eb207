/**
 * The errors any endpoint may answer besides validation: each carries the
 * spec's `{ message, code }` so the SPA shows `message` as it is.
 */
import { Schema } from "effect"

/** What a call that needs a session answers without one; the SPA says the same without asking. */
export const signInFirstMessage = "Please sign in first."

/** A report that is not there, or not this person's (both answered alike); the SPA's panel says it too. */
export const analysisNotFoundMessage = "We couldn't find the analysis you're looking for."

export class Unauthorized extends Schema.TaggedError<Unauthorized>()(
  "Unauthorized",
  { message: Schema.String, code: Schema.Literal("UNAUTHORIZED") },
  { httpApiStatus: 401 },
) {
  static readonly signInFirst = () =>
    new Unauthorized({ message: signInFirstMessage, code: "UNAUTHORIZED" })
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

/** A sign-in link that is unknown, already used, or older than 15 minutes. */
export class LinkExpired extends Schema.TaggedError<LinkExpired>()(
  "LinkExpired",
  { message: Schema.String, code: Schema.Literal("LINK_EXPIRED") },
  { httpApiStatus: 410 },
) {}

/** Something we depend on (the mail server) is down; trying later may work. */
export class ServiceUnavailable extends Schema.TaggedError<ServiceUnavailable>()(
  "ServiceUnavailable",
  { message: Schema.String, code: Schema.Literal("SERVICE_UNAVAILABLE") },
  { httpApiStatus: 503 },
) {}

/** The thing asked for does not exist, or is not the asker's to see. */
export class NotFound extends Schema.TaggedError<NotFound>()(
  "NotFound",
  { message: Schema.String, code: Schema.Literal("NOT_FOUND") },
  { httpApiStatus: 404 },
) {
  static readonly analysis = () =>
    new NotFound({ message: analysisNotFoundMessage, code: "NOT_FOUND" })
}
