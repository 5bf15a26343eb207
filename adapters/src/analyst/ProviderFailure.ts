/**
 * What the AI adapters share about failures: which class an HTTP status
 * is, with the wait the provider asked for and its message made safe.
 * Both official SDKs (OpenAI's and Anthropic's) fail with an APIError that
 * carries the status and the response headers; each adapter turns its SDK's
 * errors into a HairAnalystError with these, and lets anything else be a
 * defect.
 */
import { HairAnalystError, type HairAnalystFailure } from "@strand/domain/analysis/HairAnalyst"
import { Duration, Effect, Option, Redacted } from "effect"
import { answerMaxBytes, cappedFetch, isAnswerTooLarge } from "../http/AnswerSizeCap.ts"
import { redact } from "../http/Redact.ts"
import { retryAfter } from "../http/RetryAfter.ts"

/** 429 is a rate limit, 408 a time-out, 5xx and 529 (overloaded) the provider's trouble, other 4xx our request. */
export const failureForStatus = (status: number): HairAnalystFailure => {
  if (status === 429) return "RateLimited"
  if (status === 408) return "Timeout"
  if (status >= 500) return "Unavailable"
  return "Rejected"
}

/** An HTTP failure of the provider, as the class the domain records. */
export const httpFailure = (options: {
  readonly provider: string
  readonly status: number
  readonly message: string
  readonly headers: Headers | undefined
  readonly secret: string
}) =>
  new HairAnalystError({
    reason: failureForStatus(options.status),
    message: `${options.provider} answered ${options.status}: ${redact(options.message, [options.secret])}`,
    retryAfterMillis: Option.getOrUndefined(
      Option.map(retryAfter(options.headers), Duration.toMillis),
    ),
  })

/**
 * How both official SDKs are set up: no retries of their own (the domain
 * retries, inside its budget), the budget as each request's time-out, and
 * every answer capped.
 */
export const sdkOptions = (config: {
  readonly apiKey: Redacted.Redacted<string>
  readonly baseUrl: Option.Option<string>
  readonly timeout: Duration.Duration
}) => ({
  apiKey: Redacted.value(config.apiKey),
  baseURL: Option.getOrUndefined(config.baseUrl),
  maxRetries: 0,
  timeout: Duration.toMillis(config.timeout),
  fetch: cappedFetch(),
})

/** The error classes an official SDK fails with (OpenAI's and Anthropic's have the same). */
export interface SdkErrors {
  readonly APIError: abstract new (
    ...args: never
  ) => {
    readonly status: number | undefined
    readonly headers: Headers | undefined
    readonly message: string
  }
  readonly APIConnectionError: abstract new (...args: never) => Error
  readonly APIConnectionTimeoutError: abstract new (...args: never) => Error
}

/**
 * An SDK's error as the failure the domain records: an answer past the size
 * cap (the SDKs fetch through `cappedFetch`), time-out, network, or the HTTP
 * status's class; undefined for anything else (a defect).
 */
export const sdkFailure =
  (sdk: SdkErrors, provider: string, secret: string) =>
  (error: unknown): HairAnalystError | undefined => {
    if (isAnswerTooLarge(error)) {
      return new HairAnalystError({
        reason: "InvalidResponse",
        message: `${provider}'s answer was larger than ${answerMaxBytes} bytes; it was not read`,
      })
    }
    if (error instanceof sdk.APIConnectionTimeoutError) {
      return new HairAnalystError({
        reason: "Timeout",
        message: `${provider} did not answer in time`,
      })
    }
    if (error instanceof sdk.APIConnectionError) {
      return new HairAnalystError({
        reason: "Network",
        message: `${provider} could not be reached`,
      })
    }
    if (error instanceof sdk.APIError && error.status !== undefined) {
      return httpFailure({
        provider,
        status: error.status,
        message: error.message,
        headers: error.headers,
        secret,
      })
    }
    return undefined
  }

/**
 * Runs an SDK call with the fiber's abort signal (interrupting the fiber
 * cancels the HTTP request), turning the errors `classify` recognises into
 * HairAnalystErrors and leaving every other error a defect.
 */
export const callProvider = <A>(
  call: (signal: AbortSignal) => Promise<A>,
  classify: (error: unknown) => HairAnalystError | undefined,
): Effect.Effect<A, HairAnalystError> =>
  Effect.tryPromise({ try: call, catch: (error) => error }).pipe(
    Effect.catch((error) => {
      const failure = classify(error)
      return failure === undefined ? Effect.die(error) : Effect.fail(failure)
    }),
  )
