import { assert, describe, it } from "@effect/vitest"
import {
  type ApiError,
  apiErrorDisplayText,
  httpApiError,
  invalidResponseApiError,
  isApiError,
  makeApiError,
  networkApiError,
  parseApiError,
  timeoutApiError,
  toApiErrorBody,
  unknownApiError,
  validationApiError,
} from "./ApiError.ts"

const fields = (error: ApiError) => ({
  message: error.message,
  status: error.status,
  code: error.code,
  suggestion: error.suggestion,
})

describe("the API error catalogue", () => {
  it("fills the defaults: suggestion, canRetry true, fallbackUsed false, severity medium", () => {
    const error = makeApiError({ message: "Boom", status: 500, code: "X" })
    assert.strictEqual(error.suggestion, "Please try again later.")
    assert.isTrue(error.canRetry)
    assert.isFalse(error.fallbackUsed)
    assert.strictEqual(error.severity, "medium")
  })

  it("has the spec's codes, statuses, messages and suggestions", () => {
    assert.deepStrictEqual(fields(validationApiError("User name is required")), {
      message: "User name is required",
      status: 400,
      code: "VALIDATION_ERROR",
      suggestion: "Please try again later.",
    })
    assert.deepStrictEqual(fields(timeoutApiError()), {
      message: "Request timeout",
      status: 408,
      code: "TIMEOUT",
      suggestion: "Please try again later.",
    })
    assert.deepStrictEqual(fields(invalidResponseApiError()), {
      message: "Invalid response format received from server",
      status: 500,
      code: "INVALID_RESPONSE",
      suggestion: "Please try again. If the problem persists, contact support.",
    })
    assert.deepStrictEqual(fields(networkApiError()), {
      message: "Unable to connect to the server. Please check your internet connection.",
      status: 0,
      code: "NETWORK_ERROR",
      suggestion: "Check your internet connection and try again.",
    })
    assert.deepStrictEqual(fields(parseApiError()), {
      message: "Received an invalid response from the server.",
      status: 500,
      code: "PARSE_ERROR",
      suggestion: "Please try again later.",
    })
    assert.deepStrictEqual(fields(unknownApiError("Socket hang up")), {
      message: "Socket hang up",
      status: 500,
      code: "UNKNOWN_ERROR",
      suggestion: "Please try again. If the problem continues, contact support.",
    })
    assert.strictEqual(unknownApiError().message, "An unexpected error occurred.")
    assert.strictEqual(unknownApiError(" ").message, "An unexpected error occurred.")
  })

  it("writes HTTP_ERROR without a body by status", () => {
    const message = (status: number) => httpApiError(status).message
    assert.strictEqual(
      message(503),
      "Service temporarily unavailable. Please try again in a few minutes.",
    )
    assert.strictEqual(message(504), "Request timeout. Please try again.")
    assert.strictEqual(message(400), "Invalid request. Please check your input and try again.")
    assert.strictEqual(message(418), "An unexpected error occurred. Please try again later.")
    assert.strictEqual(httpApiError(503).code, "HTTP_ERROR")
    assert.strictEqual(httpApiError(503).status, 503)
  })

  it("takes HTTP_ERROR's message, code and flags from a JSON body", () => {
    const error = httpApiError(429, {
      error: "Too many analyses",
      code: "RATE_LIMITED",
      canRetry: false,
      severity: "high",
      fallbackUsed: true,
    })
    assert.strictEqual(error.message, "Too many analyses")
    assert.strictEqual(error.code, "RATE_LIMITED")
    assert.isFalse(error.canRetry)
    assert.isTrue(error.fallbackUsed)
    assert.strictEqual(error.severity, "high")
    assert.strictEqual(httpApiError(500, { message: "Down" }).message, "Down")
    const bare = httpApiError(502, {})
    assert.strictEqual(bare.message, "HTTP 502 error")
    assert.strictEqual(bare.code, "HTTP_ERROR")
    assert.strictEqual(httpApiError(502, { severity: "extreme" }).severity, "medium")
  })

  it("displays the message followed by the suggestion", () => {
    assert.strictEqual(
      apiErrorDisplayText(networkApiError()),
      "Unable to connect to the server. Please check your internet connection. Check your internet connection and try again.",
    )
  })

  it("round-trips through the wire body and is recognised as a plain object", () => {
    const error = makeApiError({
      message: "Nope",
      status: 503,
      code: "HTTP_ERROR",
      severity: "high",
    })
    const body = toApiErrorBody(error)
    assert.deepStrictEqual(fields(httpApiError(503, body)), fields(error))
    assert.isTrue(isApiError(error))
    assert.isTrue(isApiError({ ...body, message: "Nope", status: 503 }))
    assert.isFalse(isApiError(new Error("Nope")))
    assert.isFalse(isApiError(body), "the wire body lacks status and message")
  })
})
