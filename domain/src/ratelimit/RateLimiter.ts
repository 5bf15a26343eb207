/**
 * Port: counts attempts per key in fixed windows. The counters live where
 * every server process sees them (the database), so limits hold however many
 * processes serve the app.
 */
import { Context, type Effect, Schema } from "effect"
import type { RateLimit } from "./RateLimits.ts"

export class RateLimited extends Schema.TaggedError<RateLimited>()("RateLimited", {
  action: Schema.String,
  /** seconds until the window resets */
  retryAfterSeconds: Schema.Number,
}) {}

export class RateLimiter extends Context.Service<
  RateLimiter,
  {
    /** Counts one attempt by `subject`; fails once the limit is passed. */
    attempt(rule: RateLimit, subject: string): Effect.Effect<void, RateLimited>
  }
>()("@strand/domain/ratelimit/RateLimiter") {}
