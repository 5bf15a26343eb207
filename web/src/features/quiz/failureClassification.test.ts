import { assert, describe, it } from "@effect/vitest"
import {
  ApiError,
  makeApiError,
  networkApiError,
  severities,
  timeoutApiError,
} from "@strand/domain/errors/ApiError"
import * as fc from "fast-check"
import { classifyAnalysisFailure, unexpectedFailureMessage } from "./failureClassification.ts"

const error = (over: Partial<Parameters<typeof makeApiError>[0]>) =>
  makeApiError({ message: "Boom", status: 500, code: "HTTP_ERROR", ...over })

describe("classifyAnalysisFailure", () => {
  it("1. an error that says the fallback was used → fallback", () => {
    const display = classifyAnalysisFailure(error({ fallbackUsed: true, severity: "high" }))
    assert.deepStrictEqual(display, { state: "fallback", message: "Boom" })
  })

  it("2. retryable TIMEOUT or NETWORK_ERROR, or retryable medium severity → error", () => {
    for (const failure of [
      timeoutApiError(),
      networkApiError(),
      error({ code: "TIMEOUT", severity: "low" }),
      error({ severity: "medium" }),
    ]) {
      assert.strictEqual(classifyAnalysisFailure(failure).state, "error", failure.code)
    }
    assert.deepStrictEqual(classifyAnalysisFailure(timeoutApiError()), {
      state: "error",
      message: "Request timeout",
      suggestion: "Please try again later.",
      canRetry: true,
    })
  })

  it("3. high severity → error, even when not retryable", () => {
    assert.strictEqual(
      classifyAnalysisFailure(error({ severity: "high", canRetry: false })).state,
      "error",
    )
  })

  it("4. otherwise → fallback", () => {
    assert.strictEqual(classifyAnalysisFailure(error({ severity: "low" })).state, "fallback")
    assert.strictEqual(
      classifyAnalysisFailure(error({ severity: "medium", canRetry: false })).state,
      "fallback",
    )
    assert.strictEqual(
      classifyAnalysisFailure(error({ code: "NETWORK_ERROR", severity: "low", canRetry: false }))
        .state,
      "fallback",
    )
  })

  it("5. a non-API error → fallback with the backup-system message", () => {
    for (const failure of [
      new Error("boom"),
      "boom",
      undefined,
      null,
      { message: "half an error" },
    ]) {
      assert.deepStrictEqual(classifyAnalysisFailure(failure), {
        state: "fallback",
        message: unexpectedFailureMessage,
      })
    }
    assert.strictEqual(
      unexpectedFailureMessage,
      "An unexpected error occurred. We'll provide analysis using our backup system.",
    )
  })

  it("is total: every API error or other value gets exactly error or fallback, matching the rules", () => {
    const apiError = fc
      .record({
        message: fc.string(),
        status: fc.integer({ min: 0, max: 599 }),
        code: fc.constantFrom("TIMEOUT", "NETWORK_ERROR", "HTTP_ERROR", "UNKNOWN_ERROR", "X"),
        canRetry: fc.boolean(),
        fallbackUsed: fc.boolean(),
        severity: fc.constantFrom(...severities),
      })
      .map((fields) => makeApiError(fields))
    fc.assert(
      fc.property(fc.oneof(apiError, fc.anything()), (failure) => {
        const display = classifyAnalysisFailure(failure)
        assert.include(["error", "fallback"], display.state)
        if (failure instanceof ApiError) {
          const e = failure
          const expected =
            !e.fallbackUsed &&
            ((e.canRetry &&
              (e.code === "TIMEOUT" || e.code === "NETWORK_ERROR" || e.severity === "medium")) ||
              e.severity === "high")
          assert.strictEqual(display.state === "error", expected)
        } else {
          assert.deepStrictEqual(display, { state: "fallback", message: unexpectedFailureMessage })
        }
      }),
    )
  })
})
