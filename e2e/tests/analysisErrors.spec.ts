/**
 * The spec's error catalogue (§8) for the analysis call, row by row, in the
 * browser: the real app and quiz, with POST /api/analyze-hair answered by
 * Playwright's routing as a proxy, a broken server or the network would
 * answer it, and what the processing screen then says.
 */

import type { Route } from "@playwright/test"
import { randomValidAnswers, seededRandom } from "@strand/domain/analyst/RandomAnswers"
import { visibleQuestions } from "@strand/domain/quiz/Visibility"
import { expect, type Page, test } from "./fixtures.ts"
import { unique } from "./helpers.ts"

const errorTitle = "Analysis Temporarily Unavailable"
const fallbackTitle = "Using Backup Analysis System"
const unexpected = "An unexpected error occurred. We'll provide analysis using our backup system."

/** A quiz answered up to its last question, as this tab would have kept it. */
const quiz = randomValidAnswers(seededRandom(7), { skipRate: 0 })
const progress = JSON.stringify({
  step: visibleQuestions(quiz.answers).length - 1,
  answers: quiz.answers,
  textInputs: quiz.textInputs,
})

/** Signed in, on the quiz's last question, with the analysis call answered by `answer`. */
const atLastQuestion = async (page: Page, answer: (route: Route) => Promise<void>) => {
  const signedIn = await page.request.post("/api/login", {
    data: { email: unique("catalogue"), name: "Casey" },
  })
  expect(signedIn.ok()).toBe(true)
  await page.addInitScript(
    (saved) => sessionStorage.setItem("strand.quiz-progress", saved),
    progress,
  )
  const keys: Array<string | null> = []
  await page.route("**/api/analyze-hair", async (route) => {
    keys.push(route.request().headers()["idempotency-key"] ?? null)
    await answer(route)
  })
  await page.goto("/quiz")
  await page.getByRole("button", { name: "Complete" }).click()
  return keys
}

const expectError = async (page: Page, message: string, suggestion: string) => {
  await expect(page.getByRole("heading", { name: errorTitle })).toBeVisible()
  await expect(page.getByText(message, { exact: true })).toBeVisible()
  await expect(page.getByText(suggestion, { exact: true })).toBeVisible()
}

const noBody = (status: number) => (route: Route) => route.fulfill({ status, body: "" })

for (const [status, message] of [
  [503, "Service temporarily unavailable. Please try again in a few minutes."],
  [504, "Request timeout. Please try again."],
  [400, "Invalid request. Please check your input and try again."],
  [502, "An unexpected error occurred. Please try again later."],
] as const) {
  test(`a ${status} without a body shows "${message}"`, async ({ page }) => {
    await atLastQuestion(page, noBody(status))
    await expectError(page, message, "Please try again later.")
    await expect(page.getByRole("button", { name: "Try Again" })).toBeVisible()
  })
}

test("a failure body in the spec's shape is read: message, suggestion and severity", async ({
  page,
}) => {
  await atLastQuestion(page, (route) =>
    route.fulfill({
      status: 429,
      json: {
        error: "You have asked for many analyses in the last hour.",
        code: "RATE_LIMITED",
        suggestion: "Please try again in 42 minutes.",
        canRetry: false,
        fallbackUsed: false,
        severity: "high",
      },
    }),
  )
  await expectError(
    page,
    "You have asked for many analyses in the last hour.",
    "Please try again in 42 minutes.",
  )
  // canRetry: false, so no Try Again
  await expect(page.getByRole("button", { name: "Try Again" })).toHaveCount(0)
  await expect(page.getByText("{")).toHaveCount(0)
})

test('a failure body saying the fallback was used shows "Using Backup Analysis System"', async ({
  page,
}) => {
  await atLastQuestion(page, (route) =>
    route.fulfill({
      status: 500,
      json: {
        error: "Our AI partner is unavailable.",
        code: "AI_UNAVAILABLE",
        suggestion: "Your plan comes from our backup system.",
        canRetry: true,
        fallbackUsed: true,
        severity: "low",
      },
    }),
  )
  await expect(page.getByRole("heading", { name: fallbackTitle })).toBeVisible()
  await expect(page.getByText("Our AI partner is unavailable.", { exact: true })).toBeVisible()
})

test("{success: false, error} and a 200 without analysisId show the backup system's message", async ({
  page,
}) => {
  const answers = [
    { success: false, error: "AI analysis failed upstream" },
    { success: true, results: {}, fallbackUsed: false },
  ]
  const keys = await atLastQuestion(page, (route) => route.fulfill({ json: answers.shift() }))
  await expect(page.getByRole("heading", { name: fallbackTitle })).toBeVisible()
  await expect(page.getByText(unexpected, { exact: true })).toBeVisible()
  // Try Again sends the same request again, under the same Idempotency-Key.
  await page.getByRole("button", { name: "Try Again" }).click()
  await expect(page.getByRole("heading", { name: fallbackTitle })).toBeVisible()
  await expect(page.getByText(unexpected, { exact: true })).toBeVisible()
  await expect.poll(() => keys.length).toBe(2)
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/)
  expect(keys[1]).toBe(keys[0])
})

test("a 200 that is not JSON shows the parse error; one without success the invalid-format error", async ({
  page,
}) => {
  const answers = [
    (route: Route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><p>Hi</p>" }),
    (route: Route) => route.fulfill({ json: { ok: true } }),
  ]
  await atLastQuestion(page, (route) => answers.shift()!(route))
  await expectError(
    page,
    "Received an invalid response from the server.",
    "Please try again later.",
  )
  await page.getByRole("button", { name: "Try Again" }).click()
  await expectError(
    page,
    "Invalid response format received from server",
    "Please try again. If the problem persists, contact support.",
  )
})

test("no network shows the network error", async ({ page }) => {
  await atLastQuestion(page, (route) => route.abort("internetdisconnected"))
  await expectError(
    page,
    "Unable to connect to the server. Please check your internet connection.",
    "Check your internet connection and try again.",
  )
})

test("the server's own validation answer shows its message", async ({ page }) => {
  await atLastQuestion(page, (route) =>
    route.fulfill({
      status: 400,
      json: {
        _tag: "AnalysisRequestInvalid",
        error: "Answers are required",
        message: "Answers are required",
        code: "VALIDATION_ERROR",
        suggestion: "Please try again later.",
        canRetry: true,
        fallbackUsed: false,
        severity: "medium",
        issues: [{ path: ["answers"], message: "Answers are required" }],
      },
    }),
  )
  await expectError(page, "Answers are required", "Please try again later.")
})
