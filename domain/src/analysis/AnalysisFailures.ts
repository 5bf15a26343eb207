/**
 * The analysis endpoint's own refusals in the spec's error catalogue shape
 * (section 8: message, code, suggestion, canRetry, fallbackUsed, severity),
 * so that the SPA's one classification (FailureClassification.ts) decides
 * what the person sees. Provider failures are not here: they never reach
 * the person (the rule engine answers instead).
 */
import { type ApiError, makeApiError } from "../errors/ApiError.ts"

const inMinutes = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return `${minutes} minute${minutes === 1 ? "" : "s"}`
}

/**
 * The hourly quota is used up. Asking again at once would fail the same way,
 * so it is not retryable; high severity keeps it an error the person reads
 * (rule 3), with when to come back as the suggestion.
 */
export const analysisQuotaApiError = (retryAfterSeconds: number): ApiError =>
  makeApiError({
    message: "You have asked for many analyses in the last hour.",
    status: 429,
    code: "RATE_LIMITED",
    suggestion: `Please try again in ${inMinutes(retryAfterSeconds)}.`,
    canRetry: false,
    severity: "high",
  })

/** The same Idempotency-Key came with other answers: a client bug, or a stale tab. */
export const idempotencyKeyReusedApiError = (): ApiError =>
  makeApiError({
    message: "This analysis request was already sent with other answers.",
    status: 422,
    code: "IDEMPOTENCY_KEY_REUSED",
    suggestion: "Please reload the quiz and complete it again.",
    canRetry: false,
    severity: "high",
  })
