/**
 * How the analysis endpoint answers a request it refuses: the spec's failure
 * body for analysis calls (section 7: error, code, suggestion, canRetry,
 * fallbackUsed, severity), plus `message` like every other error body of the
 * API, so generic readers and the analysis screen read the same text. The
 * bodies are built from the domain's ApiError (`analysisFailure`), the one
 * place the catalogue's texts and defaults live.
 */
import { type ApiError, Severity, toApiErrorBody } from "@strand/domain/errors/ApiError"
import { Schema } from "effect"
import { ValidationIssue } from "../ValidationError.ts"

const analysisFailureFields = {
  error: Schema.String,
  message: Schema.String,
  code: Schema.String,
  suggestion: Schema.String,
  canRetry: Schema.Boolean,
  fallbackUsed: Schema.Boolean,
  severity: Severity,
}

/** The fields of the spec's failure body for an ApiError. */
export const analysisFailure = (error: ApiError) => ({
  ...toApiErrorBody(error),
  message: error.message,
})

/** A check of spec §5 failed (VALIDATION_ERROR); `issues` says where, like every 400 of the API. */
export class AnalysisRequestInvalid extends Schema.TaggedError<AnalysisRequestInvalid>()(
  "AnalysisRequestInvalid",
  { ...analysisFailureFields, issues: Schema.Array(ValidationIssue) },
  { httpApiStatus: 400 },
) {}

/** The person's hourly analyses are used up; Retry-After says when the next one is possible. */
export class AnalysisQuotaReached extends Schema.TaggedError<AnalysisQuotaReached>()(
  "AnalysisQuotaReached",
  { ...analysisFailureFields, retryAfterSeconds: Schema.Number },
  { httpApiStatus: 429 },
) {}

/** The Idempotency-Key was used before with other answers. */
export class AnalysisKeyReused extends Schema.TaggedError<AnalysisKeyReused>()(
  "AnalysisKeyReused",
  analysisFailureFields,
  { httpApiStatus: 422 },
) {}
