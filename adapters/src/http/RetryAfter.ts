/**
 * The wait a provider asks for before the next request, read one way for
 * every adapter: `retry-after-ms` (OpenAI's, in milliseconds), else
 * `Retry-After` in seconds or as an HTTP date. None when absent or
 * unreadable, so the caller's own back-off decides.
 */
import { Duration, Option } from "effect"

/** A header's number when it is one and not negative. */
export const numberIn = (headers: Headers | undefined, name: string): Option.Option<number> => {
  const raw = headers?.get(name)?.trim() ?? ""
  const value = Number(raw)
  return raw !== "" && Number.isFinite(value) && value >= 0 ? Option.some(value) : Option.none()
}

export const retryAfter = (
  headers: Headers | undefined,
  now = Date.now(),
): Option.Option<Duration.Duration> => {
  const millis = numberIn(headers, "retry-after-ms")
  if (Option.isSome(millis)) return Option.some(Duration.millis(millis.value))
  const seconds = numberIn(headers, "retry-after")
  if (Option.isSome(seconds)) return Option.some(Duration.seconds(seconds.value))
  const date = Date.parse(headers?.get("retry-after")?.trim() ?? "")
  return Number.isNaN(date) ? Option.none() : Option.some(Duration.millis(Math.max(0, date - now)))
}
