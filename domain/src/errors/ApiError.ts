/**
 * The API error catalogue of spec section 8: every failure of an analysis
 * call as the SPA sees it (message, status, code, suggestion, canRetry,
 * fallbackUsed, severity), with the spec's defaults and exact texts. The API
 * answers failures in the wire shape `ApiErrorBody`; the SPA turns whatever
 * went wrong (a body, a time-out, no network) into an `ApiError` with the
 * constructors here, so a text is written once.
 */
import { Schema } from "effect"
import { apiErrorCodes } from "./ApiErrorCodes.ts"
import {
  invalidResponseMessage,
  networkErrorMessage,
  parseErrorMessage,
  timeoutMessage,
  unknownErrorMessage,
} from "./ErrorMessages.ts"

export const ApiErrorCode = Schema.Literals(apiErrorCodes)
export type ApiErrorCode = typeof ApiErrorCode.Type

export const severities = ["low", "medium", "high"] as const
export const Severity = Schema.Literals(severities)
export type Severity = typeof Severity.Type

export const defaultSuggestion = "Please try again later."
export const apiErrorDefaults = {
  suggestion: defaultSuggestion,
  canRetry: true,
  fallbackUsed: false,
  severity: "medium",
} as const satisfies {
  suggestion: string
  canRetry: boolean
  fallbackUsed: boolean
  severity: Severity
}

/** One problem of a refused request: where (a field path) and what. */
export const FieldIssue = Schema.Struct({
  path: Schema.Array(Schema.Union([Schema.String, Schema.Number])),
  message: Schema.String,
})
export type FieldIssue = typeof FieldIssue.Type

/**
 * A failed call. `code` is a string, not only the catalogue's codes, because
 * an HTTP_ERROR carries whatever code the server's body names. The SPA uses
 * this one representation for every failed API call; `issues` lists each
 * field problem of a 400, so a form can show them beside their fields.
 */
export class ApiError extends Schema.TaggedError<ApiError>()("ApiError", {
  message: Schema.String,
  status: Schema.Number,
  code: Schema.String,
  suggestion: Schema.String,
  canRetry: Schema.Boolean,
  fallbackUsed: Schema.Boolean,
  severity: Severity,
  issues: Schema.optional(Schema.Array(FieldIssue)),
}) {}

export interface ApiErrorInput {
  readonly message: string
  readonly status: number
  readonly code: string
  readonly suggestion?: string | undefined
  readonly canRetry?: boolean | undefined
  readonly fallbackUsed?: boolean | undefined
  readonly severity?: Severity | undefined
  readonly issues?: ReadonlyArray<FieldIssue> | undefined
}

/** An ApiError with the spec's defaults for whatever is not given. */
export const makeApiError = (input: ApiErrorInput): ApiError =>
  new ApiError({
    message: input.message,
    status: input.status,
    code: input.code,
    suggestion: input.suggestion ?? apiErrorDefaults.suggestion,
    canRetry: input.canRetry ?? apiErrorDefaults.canRetry,
    fallbackUsed: input.fallbackUsed ?? apiErrorDefaults.fallbackUsed,
    severity: input.severity ?? apiErrorDefaults.severity,
    ...(input.issues === undefined || input.issues.length === 0 ? {} : { issues: input.issues }),
  })

/** The text shown to the person: the message followed by the suggestion. */
export const apiErrorDisplayText = (error: Pick<ApiError, "message" | "suggestion">): string =>
  `${error.message} ${error.suggestion}`

// --- The catalogue -------------------------------------------------------------

export { networkErrorMessage } from "./ErrorMessages.ts"

/** A section 5 check failed before the analysis ran (the message is the check's own). */
export const validationApiError = (message: string): ApiError =>
  makeApiError({ message, status: 400, code: "VALIDATION_ERROR" })

/** The analysis request took longer than its time-out (200 s). */
export const timeoutApiError = (): ApiError =>
  makeApiError({ message: timeoutMessage, status: 408, code: "TIMEOUT" })

/** The response had no boolean `success` field. */
export const invalidResponseApiError = (): ApiError =>
  makeApiError({
    message: invalidResponseMessage,
    status: 500,
    code: "INVALID_RESPONSE",
    suggestion: "Please try again. If the problem persists, contact support.",
  })

/** The server could not be reached at all. */
export const networkApiError = (): ApiError =>
  makeApiError({
    message: networkErrorMessage,
    status: 0,
    code: "NETWORK_ERROR",
    suggestion: "Check your internet connection and try again.",
  })

/** The response body was not JSON. */
export const parseApiError = (): ApiError =>
  makeApiError({ message: parseErrorMessage, status: 500, code: "PARSE_ERROR" })

/** Anything else; keeps the original message when there is one. */
export const unknownApiError = (message?: string): ApiError =>
  makeApiError({
    message: message !== undefined && message.trim() !== "" ? message : unknownErrorMessage,
    status: 500,
    code: "UNKNOWN_ERROR",
    suggestion: "Please try again. If the problem continues, contact support.",
  })

/**
 * The server could not reach something it depends on (its database): the
 * spec's 503 text, worth retrying in a few minutes.
 */
export const serviceUnavailableApiError = (): ApiError =>
  makeApiError({
    message: httpErrorMessageForStatus(503),
    status: 503,
    code: "SERVICE_UNAVAILABLE",
  })

/** HTTP_ERROR messages for a non-OK response without a JSON body. */
export const httpErrorMessageForStatus = (status: number): string => {
  switch (status) {
    case 503:
      return "Service temporarily unavailable. Please try again in a few minutes."
    case 504:
      return "Request timeout. Please try again."
    case 400:
      return "Invalid request. Please check your input and try again."
    default:
      return "An unexpected error occurred. Please try again later."
  }
}

/**
 * The failure body the API answers on analysis calls (spec section 7: error,
 * code, suggestion, canRetry, fallbackUsed, severity). Everything but the
 * message is optional on the way in, because other servers and proxies answer
 * with less.
 */
export const ApiErrorBody = Schema.Struct({
  error: Schema.String,
  code: Schema.optional(Schema.String),
  suggestion: Schema.optional(Schema.String),
  canRetry: Schema.optional(Schema.Boolean),
  fallbackUsed: Schema.optional(Schema.Boolean),
  severity: Schema.optional(Severity),
})
export type ApiErrorBody = typeof ApiErrorBody.Type

/** What the API writes for an ApiError. */
export const toApiErrorBody = (error: ApiError) => ({
  error: error.message,
  code: error.code,
  suggestion: error.suggestion,
  canRetry: error.canRetry,
  fallbackUsed: error.fallbackUsed,
  severity: error.severity,
})

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** A body's `issues`, when it is a list of field problems; others are left out. */
export const fieldIssuesOf = (value: unknown): ReadonlyArray<FieldIssue> =>
  Array.isArray(value) ? value.filter(Schema.is(FieldIssue)) : []

/**
 * A non-OK response as an ApiError. With a JSON body: the server's message
 * (its `error`, else its `message`, else "HTTP {status} error") and its code
 * and flags. Without one: the spec's message for the status.
 */
export const httpApiError = (status: number, jsonBody?: unknown): ApiError => {
  if (!isRecord(jsonBody)) {
    return makeApiError({ message: httpErrorMessageForStatus(status), status, code: "HTTP_ERROR" })
  }
  const text = (key: string) =>
    typeof jsonBody[key] === "string" && jsonBody[key] !== ""
      ? (jsonBody[key] as string)
      : undefined
  const flag = (key: string) => (typeof jsonBody[key] === "boolean" ? jsonBody[key] : undefined)
  const severity = Schema.is(Severity)(jsonBody.severity) ? jsonBody.severity : undefined
  return makeApiError({
    message: text("error") ?? text("message") ?? `HTTP ${status} error`,
    status,
    code: text("code") ?? "HTTP_ERROR",
    suggestion: text("suggestion"),
    canRetry: flag("canRetry"),
    fallbackUsed: flag("fallbackUsed"),
    severity,
    issues: fieldIssuesOf(jsonBody.issues),
  })
}

/** Whether a value is an ApiError, including one that crossed a JSON boundary as a plain object. */
export const isApiError = (value: unknown): value is ApiError =>
  value instanceof ApiError ||
  (isRecord(value) &&
    typeof value.message === "string" &&
    typeof value.status === "number" &&
    typeof value.code === "string" &&
    typeof value.suggestion === "string" &&
    typeof value.canRetry === "boolean" &&
    typeof value.fallbackUsed === "boolean" &&
    Schema.is(Severity)(value.severity))
