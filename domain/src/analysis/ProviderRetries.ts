/**
 * Asking a provider again after a failure that may pass (timeouts, network
 * errors, 429, 5xx), a bounded number of times, inside the analysis budget.
 *
 * Between attempts the wait doubles (0.5 s, 1 s, ...) with jitter, so that
 * many processes retrying after the same outage do not arrive together. A
 * provider's Retry-After is honoured: the wait is at least that long. When
 * the wait would end past the budget's deadline, there is no point waiting:
 * the failure is returned at once and the rule engine answers.
 */
import { Clock, Duration, Effect, Random } from "effect"
import { backoffDelay } from "../retry/Backoff.ts"
import { type HairAnalystError, retryableFailures } from "./HairAnalyst.ts"

export interface RetrySettings {
  /** Attempts after the first one. */
  readonly retries: number
  readonly baseDelay: Duration.Duration
}

export const defaultRetrySettings: RetrySettings = {
  retries: 2,
  baseDelay: Duration.millis(500),
}

/** The wait before retry number `retry` (0 for the first retry): the back-off, or longer if the provider asks. */
export const retryDelayMillis = (
  settings: RetrySettings,
  retry: number,
  error: HairAnalystError,
  random: number,
): number =>
  Math.max(
    Duration.toMillis(backoffDelay({ first: settings.baseDelay }, retry, random)),
    error.retryAfterMillis ?? 0,
  )

/**
 * `call`, retried as described above until `deadline` (epoch milliseconds).
 * Only HairAnalystErrors whose reason is retryable are retried.
 */
export const withProviderRetries = <A, R>(
  call: Effect.Effect<A, HairAnalystError, R>,
  settings: RetrySettings,
  deadline: number,
): Effect.Effect<A, HairAnalystError, R> => {
  const attempt = (retry: number): Effect.Effect<A, HairAnalystError, R> =>
    Effect.catchTag(call, "HairAnalystError", (error) =>
      Effect.gen(function* () {
        if (retry >= settings.retries || !retryableFailures.includes(error.reason)) {
          return yield* Effect.fail(error)
        }
        const wait = retryDelayMillis(settings, retry, error, yield* Random.next)
        if ((yield* Clock.currentTimeMillis) + wait >= deadline) return yield* Effect.fail(error)
        yield* Effect.logInfo(
          `The AI provider failed (${error.reason}); asking again in ${Math.round(wait)} ms`,
        )
        yield* Effect.sleep(Duration.millis(wait))
        return yield* attempt(retry + 1)
      }),
    )
  return attempt(0)
}
