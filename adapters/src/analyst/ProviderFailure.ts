/**
 * What the AI adapters share about failures: which class an HTTP status
 * is, how long a provider asks us to wait, and keeping keys out of messages.
 * Both official SDKs (OpenAI's and Anthropic's) fail with an APIError that
 * carries the status and the response headers; each adapter turns its SDK's
 * errors into a HairAnalystError with these, and lets anything else be a
 * defect.
 */
import { HairAnalystError, type HairAnalystFailure } from "@strand/domain/analysis/HairAnalyst"
import { Effect } from "effect"
import { answerMaxBytes, isAnswerTooLarge } from "../http/AnswerSizeCap.ts"

/** 429 is a rate limit, 408 a time-out, 5xx and 529 (overloaded) the provider's trouble, other 4xx our request. */
export const failureForStatus = (status: number): HairAnalystFailure => {
  if (status === 429) return "RateLimited"
  if (status === 408) return "Timeout"
  if (status >= 500) return "Unavailable"
  return "Rejected"
}

/**
 * The wait a provider asks for: `retry-after-ms` (OpenAI), else
 * `retry-after` in seconds or as an HTTP date. Undefined when absent or
 * unreadable.
 */
export const retryAfterMillis = (
  headers: Headers | undefined,
  now = Date.now(),
): number | undefined => {
  const millis = Number.parseFloat(headers?.get("retry-after-ms") ?? "")
  if (Number.isFinite(millis) && millis >= 0) return millis
  const value = headers?.get("retry-after")?.trim()
  if (value === undefined || value === "") return undefined
  const seconds = Number(value)
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

// Provider keys look like this (OpenAI sk-..., sk-proj-..., Anthropic sk-ant-...).
const keyLike = /\bsk-[A-Za-z0-9_*-]{6,}/g

/** A provider's message with the configured key, and anything shaped like a key, taken out. */
export const withoutSecrets = (text: string, secret: string): string =>
  (secret.length >= 4 ? text.replaceAll(secret, "[key]") : text).replace(keyLike, "[key]")

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
    message: `${options.provider} answered ${options.status}: ${withoutSecrets(options.message, options.secret).slice(0, 300)}`,
    retryAfterMillis: retryAfterMillis(options.headers),
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
