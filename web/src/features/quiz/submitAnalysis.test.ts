/**
 * The analysis call against a stand-in fetch, through to what the processing
 * screen shows: every row of the spec's error catalogue (§8) and the rules of
 * §4 and §5, read from the raw answer, never from message text.
 */
import { aiReportFor } from "@strand/domain/analysis/testing/AiReports"
import { Cause, Effect, Exit } from "effect"
import { describe, expect, it } from "vitest"
import { answerWith, standInFetchAroundEachTest } from "../../lib/testing/standInFetch.ts"
import { classifyAnalysisFailure, unexpectedFailureMessage } from "./failureClassification.ts"
import { submitAnalysis } from "./submitAnalysis.ts"

standInFetchAroundEachTest()

const request = {
  userName: "Amara",
  answers: { gender: "female" },
  textInputs: {},
  idempotencyKey: "0123456789abcdef0123456789abcdef",
}

/** What the processing screen shows after the call failed. */
const shown = async () => {
  const exit = await Effect.runPromiseExit(submitAnalysis(request))
  expect(Exit.isFailure(exit)).toBe(true)
  return Exit.isFailure(exit) ? classifyAnalysisFailure(Cause.squash(exit.cause)) : undefined
}

const error = (message: string, suggestion: string, canRetry = true) => ({
  state: "error",
  message,
  suggestion,
  canRetry,
})

describe("submitAnalysis", () => {
  it("sends the answers with the Idempotency-Key and reads the stored analysis", async () => {
    const seen = answerWith(() =>
      Response.json({
        success: true,
        results: aiReportFor("Amara"),
        analysisId: "7d0f3c1e-5a4b-4c2d-9e8f-0a1b2c3d4e5f",
        fallbackUsed: true,
        createdAt: "2026-11-20T10:00:00.000Z",
      }),
    )
    const received = await Effect.runPromise(submitAnalysis(request))
    expect(received.analysisId).toBe("7d0f3c1e-5a4b-4c2d-9e8f-0a1b2c3d4e5f")
    expect(received.fallbackUsed).toBe(true)
    expect(received.createdAt).toBe("2026-11-20T10:00:00.000Z")
    expect(received.results.routineSnapshot).toBe(aiReportFor("Amara").routineSnapshot)
    expect(seen[0]?.method).toBe("POST")
    expect(seen[0]?.url).toMatch(/\/api\/analyze-hair$/)
    expect(seen[0]?.headers.get("idempotency-key")).toBe(request.idempotencyKey)
    expect(await seen[0]?.json()).toEqual({
      userName: "Amara",
      answers: { gender: "female" },
      textInputs: {},
    })
  })

  it.each([
    [503, "Service temporarily unavailable. Please try again in a few minutes."],
    [504, "Request timeout. Please try again."],
    [400, "Invalid request. Please check your input and try again."],
    [502, "An unexpected error occurred. Please try again later."],
    [500, "An unexpected error occurred. Please try again later."],
  ])("shows the spec's sentence for a %i without a body", async (status, message) => {
    answerWith(() => new Response(null, { status }))
    expect(await shown()).toEqual(error(message, "Please try again later."))
  })

  it("shows the spec's sentence for an error page that is not JSON", async () => {
    answerWith(() => new Response("<html>Bad gateway</html>", { status: 503 }))
    expect(await shown()).toEqual(
      error(
        "Service temporarily unavailable. Please try again in a few minutes.",
        "Please try again later.",
      ),
    )
  })

  it("reads a failure body in the spec's shape: suggestion, severity, canRetry and fallbackUsed", async () => {
    answerWith(() =>
      Response.json(
        {
          error: "Our AI partner is down",
          code: "AI_DOWN",
          suggestion: "Your report comes from our backup system.",
          canRetry: true,
          fallbackUsed: true,
          severity: "low",
        },
        { status: 500 },
      ),
    )
    expect(await shown()).toEqual({ state: "fallback", message: "Our AI partner is down" })

    answerWith(() =>
      Response.json(
        {
          error: "Too many analyses",
          code: "RATE_LIMITED",
          suggestion: "Come back in an hour.",
          canRetry: false,
          severity: "high",
        },
        { status: 429 },
      ),
    )
    expect(await shown()).toEqual(error("Too many analyses", "Come back in an hour.", false))

    answerWith(() =>
      Response.json({ error: "Low and final", canRetry: false, severity: "low" }, { status: 500 }),
    )
    expect(await shown()).toEqual({ state: "fallback", message: "Low and final" })

    answerWith(() =>
      Response.json({ message: "Answers are required", code: "VALIDATION_ERROR" }, { status: 400 }),
    )
    expect(await shown()).toEqual(error("Answers are required", "Please try again later."))
  })

  it("treats success=false and a missing analysisId as the spec's non-API errors", async () => {
    answerWith(() => Response.json({ success: false, error: "Quota exceeded" }))
    expect(await shown()).toEqual({ state: "fallback", message: unexpectedFailureMessage })
    answerWith(() => Response.json({ success: true, results: aiReportFor("Amara") }))
    expect(await shown()).toEqual({ state: "fallback", message: unexpectedFailureMessage })
  })

  it("shows PARSE_ERROR for a 200 that is not JSON, INVALID_RESPONSE for one without success", async () => {
    answerWith(() => new Response("<!doctype html><p>Hello", { status: 200 }))
    expect(await shown()).toEqual(
      error("Received an invalid response from the server.", "Please try again later."),
    )
    answerWith(() => Response.json({ ok: true }))
    expect(await shown()).toEqual(
      error(
        "Invalid response format received from server",
        "Please try again. If the problem persists, contact support.",
      ),
    )
  })

  it("shows NETWORK_ERROR when the server cannot be reached", async () => {
    globalThis.fetch = () => Promise.reject(new TypeError("fetch failed"))
    expect(await shown()).toEqual(
      error(
        "Unable to connect to the server. Please check your internet connection.",
        "Check your internet connection and try again.",
      ),
    )
  })
})
