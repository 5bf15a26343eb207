/**
 * The processing screen against a real analyst that takes its time (spec §4
 * "Processing states"): an app whose AI provider answers 5 s late
 * (playwright.config.ts). The browser's clock is Playwright's, so the 2 s
 * and 4 s steps, the 1 s redirect and the client's 200 000 ms time-out are
 * reached by moving it, while the server and the provider keep real time.
 */
import { aiSnapshotMarker } from "@strand/domain/analysis/testing/AiReports"
import { aiAppUrls } from "../ports.ts"
import { expect, type Page, test } from "./fixtures.ts"
import { signUp, walkQuiz } from "./helpers.ts"

test.use({ baseURL: aiAppUrls.slow })

/** Answers every question but the last, then presses Complete. */
const completeQuiz = async (page: Page, name: string) => {
  await signUp(page, name)
  await walkQuiz(page, { "Which best describes you?": "Male" })
}

/** The processing screen's line (the app's page announcer is another, empty, status). */
const status = (page: Page) => page.getByRole("status").filter({ hasText: /\S/ })

test("a slow analyst: analysing, generating after 2 s, finalising after 4 s, then the report", async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.clock.install()
  await completeQuiz(page, "Tunde")
  await expect(page.getByRole("heading", { name: "Analysing Your Hair Profile" })).toBeVisible()
  await expect(status(page)).toHaveText("Analysing your responses...")
  await page.clock.runFor(2_000)
  await expect(status(page)).toHaveText("Generating personalised recommendations...")
  await page.clock.runFor(2_000)
  await expect(status(page)).toHaveText("Finalising your haircare plan...")
  // A slow analyst's screen says how long it can take.
  await expect(page.getByText("A detailed plan can take up to half a minute.")).toBeVisible()
  // The provider answers after 5 s of real time.
  await expect(status(page)).toHaveText(
    "Your personalised haircare plan is ready! Redirecting...",
    { timeout: 20_000 },
  )
  await page.clock.runFor(1_000)
  await expect(page).toHaveURL(/\/result\?analysisId=[0-9a-f-]{36}$/)
  await expect(page.getByRole("region", { name: "Your routine snapshot" })).toContainText(
    aiSnapshotMarker,
  )
  await expect(page.getByText("Fallback", { exact: true })).toHaveCount(0)
})

test("past the client's 200 000 ms: TIMEOUT with Try Again, which then gets the report", async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.clock.install()
  await completeQuiz(page, "Ines")
  await expect(status(page)).toHaveText("Analysing your responses...")
  // The request is still with the slow provider when the browser's time runs out.
  await page.clock.runFor(200_000)
  await expect(
    page.getByRole("heading", { name: "Analysis Temporarily Unavailable" }),
  ).toBeVisible()
  await expect(page.getByText("Request timeout", { exact: true })).toBeVisible()
  await expect(page.getByText("Please try again later.", { exact: true })).toBeVisible()
  // Try Again sends the same Idempotency-Key: the server's first analysis answers it.
  await page.getByRole("button", { name: "Try Again" }).click()
  await expect(status(page)).toHaveText(
    "Your personalised haircare plan is ready! Redirecting...",
    { timeout: 20_000 },
  )
  await page.clock.runFor(1_000)
  await expect(page).toHaveURL(/\/result\?analysisId=[0-9a-f-]{36}$/)
})
