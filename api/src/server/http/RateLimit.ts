/**
 * Applies a rate limit inside a handler: past the limit the request is
 * answered 429 with Retry-After, and the SPA shows the message as a toast.
 * Each refusal is a warning in the log, naming the limit, never who hit it
 * (an address, an e-mail).
 */
import type { RateLimiter } from "@strand/domain/ratelimit/RateLimiter"
import type { RateLimit } from "@strand/domain/ratelimit/RateLimits"
import { Effect } from "effect"
import { HttpEffect, HttpServerResponse } from "effect/http"
import { TooManyRequests } from "../../contract/ApiErrors.ts"

const inMinutes = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return `${minutes} minute${minutes === 1 ? "" : "s"}`
}

/** Adds `Retry-After: seconds` to the response this request gets, whatever it is. */
export const setRetryAfter = (seconds: number) =>
  HttpEffect.appendPreResponseHandler((_request, response) =>
    Effect.succeed(HttpServerResponse.setHeader(response, "retry-after", String(seconds))),
  )

export const enforceRateLimit = (
  limiter: RateLimiter["Service"],
  rule: RateLimit,
  subject: string,
) =>
  limiter.attempt(rule, subject).pipe(
    Effect.catchTag("RateLimited", (limited) =>
      Effect.logWarning("Rate limit reached: answered 429").pipe(
        Effect.annotateLogs({
          limit: rule.action,
          perWindow: rule.limit,
          retryAfterSeconds: limited.retryAfterSeconds,
        }),
        Effect.andThen(setRetryAfter(limited.retryAfterSeconds)),
        Effect.andThen(
          Effect.fail(
            new TooManyRequests({
              message: `Too many attempts. Please try again in ${inMinutes(limited.retryAfterSeconds)}.`,
              code: "RATE_LIMITED",
              retryAfterSeconds: limited.retryAfterSeconds,
            }),
          ),
        ),
      ),
    ),
  )
