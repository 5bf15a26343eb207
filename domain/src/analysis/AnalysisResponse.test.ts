import { assert, describe, it } from "@effect/vitest"
import { Result } from "effect"
import { ApiError } from "../errors/ApiError.ts"
import { AnalysisUnsuccessful, readAnalysisResponse, resultPath } from "./AnalysisResponse.ts"

const failureOf = (body: unknown) => {
  const result = readAnalysisResponse(body)
  assert.isTrue(Result.isFailure(result))
  return Result.isFailure(result) ? result.failure : undefined
}

describe("readAnalysisResponse", () => {
  it("reads a successful response, normalising its results", () => {
    const result = readAnalysisResponse({
      success: true,
      analysisId: "a1",
      results: {},
      fallbackUsed: true,
    })
    assert.isTrue(Result.isSuccess(result))
    if (Result.isSuccess(result)) {
      assert.strictEqual(result.success.analysisId, "a1")
      assert.isTrue(result.success.fallbackUsed)
      assert.strictEqual(result.success.results.productTexture.recommended, "Medium")
    }
  })

  it("treats a response without a boolean success as INVALID_RESPONSE", () => {
    for (const body of [null, "ok", {}, { success: "true" }]) {
      const failure = failureOf(body)
      assert.instanceOf(failure, ApiError)
      assert.strictEqual((failure as ApiError).code, "INVALID_RESPONSE")
      assert.strictEqual(failure?.message, "Invalid response format received from server")
    }
  })

  it("uses the server's error text, or 'AI analysis failed', for success=false or no results", () => {
    assert.strictEqual(
      failureOf({ success: false, error: "Quota exceeded" })?.message,
      "Quota exceeded",
    )
    assert.strictEqual(failureOf({ success: false })?.message, "AI analysis failed")
    const noResults = failureOf({ success: true, analysisId: "a1" })
    assert.instanceOf(noResults, AnalysisUnsuccessful)
    assert.strictEqual(noResults?.message, "AI analysis failed")
  })

  it("treats a missing analysisId as 'No analysis ID received from server'", () => {
    assert.strictEqual(
      failureOf({ success: true, results: {} })?.message,
      "No analysis ID received from server",
    )
  })
})

describe("resultPath", () => {
  it("points at the result screen", () => {
    assert.strictEqual(resultPath("abc-123"), "/result?analysisId=abc-123")
  })
})
