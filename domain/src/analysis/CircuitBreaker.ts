/**
 * A circuit breaker for one AI provider. After `failureThreshold` failures in
 * a row it opens: for `coolDown` every call is refused at once (CircuitOpen),
 * so each person gets the rule engine's report immediately instead of
 * waiting out the budget on a provider that is down. Then it half-opens: one
 * trial call goes through; if it works the breaker closes, if not it opens
 * for another cool-down. Calls that were interrupted (the person left) count
 * neither way.
 *
 * The state lives in the process: each API process learns about a provider's
 * health on its own, which costs at most `failureThreshold` slow answers per
 * process after an outage starts.
 */
import { Cause, Clock, DateTime, Duration, Effect, Exit, Ref, Schema } from "effect"

export interface BreakerSettings {
  readonly failureThreshold: number
  readonly coolDown: Duration.Duration
}

export const defaultBreakerSettings: BreakerSettings = {
  failureThreshold: 5,
  coolDown: Duration.seconds(30),
}

export const BreakerState = Schema.Literals(["closed", "open", "half-open"])
export type BreakerState = typeof BreakerState.Type

export class BreakerStatus extends Schema.Class<BreakerStatus>("strand/BreakerStatus")({
  state: BreakerState,
  /** Failures in a row so far (closed), or that opened it. */
  consecutiveFailures: Schema.Number,
  /** While open: when the next trial call may go through. */
  openUntil: Schema.optional(Schema.DateTimeUtc),
}) {}

/** The breaker refused the call without trying the provider. */
export class CircuitOpen extends Schema.TaggedError<CircuitOpen>()("CircuitOpen", {
  retryAfterMillis: Schema.Number,
}) {}

type State =
  | { readonly _tag: "Closed"; readonly failures: number }
  | { readonly _tag: "Open"; readonly failures: number; readonly until: number }
  | { readonly _tag: "HalfOpen"; readonly failures: number; readonly trialRunning: boolean }

export interface CircuitBreaker {
  readonly status: Effect.Effect<BreakerStatus>
  /** Runs `call` unless the breaker is open; its outcome moves the breaker. */
  run<A, E, R>(call: Effect.Effect<A, E, R>): Effect.Effect<A, E | CircuitOpen, R>
}

export const makeCircuitBreaker = Effect.fnUntraced(function* (settings: BreakerSettings) {
  const state = yield* Ref.make<State>({ _tag: "Closed", failures: 0 })
  const coolDownMillis = Duration.toMillis(settings.coolDown)

  /** Whether a call may go now, and whether it is the half-open trial. */
  const admit = (now: number) =>
    Ref.modify(state, (current): [{ admitted: boolean; trial: boolean; wait: number }, State] => {
      switch (current._tag) {
        case "Closed":
          return [{ admitted: true, trial: false, wait: 0 }, current]
        case "Open":
          return now < current.until
            ? [{ admitted: false, trial: false, wait: current.until - now }, current]
            : [
                { admitted: true, trial: true, wait: 0 },
                { _tag: "HalfOpen", failures: current.failures, trialRunning: true },
              ]
        case "HalfOpen":
          return current.trialRunning
            ? [{ admitted: false, trial: false, wait: 0 }, current]
            : [
                { admitted: true, trial: true, wait: 0 },
                { ...current, trialRunning: true },
              ]
      }
    })

  const settle = (exit: Exit.Exit<unknown, unknown>, trial: boolean) =>
    Effect.flatMap(Clock.currentTimeMillis, (now) =>
      Ref.update(state, (current): State => {
        if (Exit.isSuccess(exit)) return { _tag: "Closed", failures: 0 }
        if (Cause.hasInterruptsOnly(exit.cause)) {
          // Nobody learnt anything: a trial that was abandoned frees the slot.
          return trial && current._tag === "HalfOpen"
            ? { ...current, trialRunning: false }
            : current
        }
        const failures = current.failures + 1
        if (trial || current._tag === "HalfOpen" || failures >= settings.failureThreshold) {
          return { _tag: "Open", failures, until: now + coolDownMillis }
        }
        return current._tag === "Closed" ? { _tag: "Closed", failures } : current
      }),
    )

  const run = <A, E, R>(call: Effect.Effect<A, E, R>): Effect.Effect<A, E | CircuitOpen, R> =>
    Effect.gen(function* () {
      const admission = yield* admit(yield* Clock.currentTimeMillis)
      if (!admission.admitted) {
        return yield* new CircuitOpen({ retryAfterMillis: admission.wait })
      }
      return yield* call.pipe(Effect.onExit((exit) => settle(exit, admission.trial)))
    })

  const status = Effect.gen(function* () {
    const current = yield* Ref.get(state)
    const now = yield* Clock.currentTimeMillis
    const consecutiveFailures = current.failures
    if (current._tag === "Closed")
      return new BreakerStatus({ state: "closed", consecutiveFailures })
    // An open breaker whose cool-down is over lets the next call through as a trial.
    if (current._tag === "HalfOpen" || now >= current.until) {
      return new BreakerStatus({ state: "half-open", consecutiveFailures })
    }
    return new BreakerStatus({
      state: "open",
      consecutiveFailures,
      openUntil: DateTime.makeUnsafe(current.until),
    })
  })

  return { run, status } satisfies CircuitBreaker
})
