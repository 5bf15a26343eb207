/** Retries a check until it passes or `seconds` run out (then its last failure is the test's). */
import { Duration, Effect, Schedule } from "effect"

export const eventually = <A, E, R>(check: Effect.Effect<A, E, R>, seconds = 20) =>
  check.pipe(
    Effect.retry(
      Schedule.spaced(Duration.millis(100)).pipe(
        Schedule.upTo({ duration: Duration.seconds(seconds) }),
      ),
    ),
  )

/** Fails (so `eventually` tries again) until `condition` holds. */
export const until = (condition: boolean, what: string) =>
  condition ? Effect.void : Effect.fail(new Error(`still waiting: ${what}`))
