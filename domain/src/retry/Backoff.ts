/**
 * The one back-off Strand waits with between attempts (the outbox's
 * deliveries, the AI provider's retries): it doubles from the first wait,
 * up to a cap, then takes "equal jitter", a random point in the upper half
 * of that wait, so callers that failed together do not come back at the
 * same instant, and a wait never collapses to 0.
 */
import { Duration } from "effect"

export interface Backoff {
  /** the wait before the first retry, at its fullest */
  readonly first: Duration.Duration
  /** the longest any wait may be */
  readonly max?: Duration.Duration
}

/** The wait before retry number `retry` (0 for the first); `random` is in [0, 1). */
export const backoffDelay = (
  backoff: Backoff,
  retry: number,
  random: number,
): Duration.Duration => {
  const exponential = Duration.toMillis(backoff.first) * 2 ** Math.max(0, Math.min(retry, 30))
  const capped =
    backoff.max === undefined ? exponential : Math.min(exponential, Duration.toMillis(backoff.max))
  return Duration.millis(Math.round(capped / 2 + (capped / 2) * random))
}
