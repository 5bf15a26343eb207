/**
 * After an analysis call fails, the processing screen shows either the error
 * (with Try Again) or the backup-analysis state. The choice follows spec
 * section 4, "Choosing error or fallback after a failure", in order:
 *
 * 1. the error says the fallback was used → fallback;
 * 2. it is retryable and (its code is TIMEOUT or NETWORK_ERROR, or its
 *    severity is medium) → error;
 * 3. its severity is high → error;
 * 4. otherwise → fallback;
 * 5. anything that is not an API error → fallback with a fixed message.
 *
 * Rule 2 is read with "retryable" covering both alternatives, which is how
 * the sentence scans; a non-retryable medium error therefore falls to rule 4.
 */
import { type ApiError, isApiError } from "@strand/domain/errors/ApiError"

export const unexpectedFailureMessage =
  "An unexpected error occurred. We'll provide analysis using our backup system."

export type FailureDisplay =
  | {
      readonly state: "error"
      readonly message: string
      readonly suggestion: string
      readonly canRetry: boolean
    }
  | { readonly state: "fallback"; readonly message: string }

const retryableCodes: ReadonlyArray<string> = ["TIMEOUT", "NETWORK_ERROR"]

const showError = (error: ApiError): FailureDisplay => ({
  state: "error",
  message: error.message,
  suggestion: error.suggestion,
  canRetry: error.canRetry,
})

/** Total: every value, API error or not, gets a display. */
export const classifyAnalysisFailure = (failure: unknown): FailureDisplay => {
  if (!isApiError(failure)) return { state: "fallback", message: unexpectedFailureMessage }
  if (failure.fallbackUsed) return { state: "fallback", message: failure.message }
  if (
    failure.canRetry &&
    (retryableCodes.includes(failure.code) || failure.severity === "medium")
  ) {
    return showError(failure)
  }
  if (failure.severity === "high") return showError(failure)
  return { state: "fallback", message: failure.message }
}
