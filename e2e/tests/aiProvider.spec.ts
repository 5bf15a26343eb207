/**
 * The quiz against apps with AI_PROVIDER=openai (playwright.config.ts): one
 * whose OpenAI-speaking server answers, whose report the person then reads
 * as the AI wrote it; one whose server is down, where the person still gets
 * a report at once, from the rule engine, marked "Fallback".
 */
import { aiReportFor, aiSnapshotMarker } from "@strand/domain/analysis/testing/AiReports"
import { aiAppUrls } from "../ports.ts"
import { expect, type Page, test } from "./fixtures.ts"
import { signUp, walkQuiz } from "./quizSteps.ts"

const completeQuizAsKwame = async (page: Page) => {
  await signUp(page, "Kwame")
  await walkQuiz(page, {
    "Which best describes you?": "Male",
    "How long is your hair right now?": "Short (up to about 5 cm)",
  })
  await expect(page).toHaveURL(/\/result\?analysisId=[0-9a-f-]{36}$/, { timeout: 30_000 })
}

test.describe("with an AI provider that answers", () => {
  test.use({ baseURL: aiAppUrls.working })

  test("the person reads the report the AI wrote, shown without fetching it again", async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const reportReads: Array<string> = []
    page.on("request", (request) => {
      if (request.method() === "GET" && /\/api\/analyses\/[0-9a-f-]{36}$/.test(request.url())) {
        reportReads.push(request.url())
      }
    })
    await completeQuizAsKwame(page)

    const snapshot = page.getByRole("region", { name: "Your routine snapshot" })
    await expect(snapshot).toContainText(aiSnapshotMarker)
    await expect(snapshot).toContainText("Kwame")
    await expect(page.getByRole("region", { name: "Red flags" })).toContainText(
      aiReportFor("Kwame").redFlags[0] ?? "",
    )
    await expect(page.getByText("Fallback", { exact: true })).toHaveCount(0)
    // The POST's report filled the page: the report was not asked for again.
    expect(reportReads).toEqual([])

    await page.getByRole("link", { name: "View All My Reports" }).click()
    const cards = page.getByRole("listitem").filter({ hasText: "Hair Analysis Report" })
    await expect(cards).toHaveCount(1)
    await expect(cards.first().getByText("Fallback", { exact: true })).toHaveCount(0)
  })
})

test.describe("with an AI provider that is down", () => {
  test.use({ baseURL: aiAppUrls.failing })

  test("the person still gets a report at once, from the rule engine, marked Fallback", async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await completeQuizAsKwame(page)

    await expect(page.getByRole("heading", { name: "Your routine snapshot" })).toBeVisible()
    const snapshot = page.getByRole("region", { name: "Your routine snapshot" })
    await expect(snapshot).toContainText("Kwame")
    await expect(snapshot).not.toContainText(aiSnapshotMarker)
    await expect(page.getByText("Fallback", { exact: true })).toBeVisible()

    await page.getByRole("link", { name: "View All My Reports" }).click()
    const cards = page.getByRole("listitem").filter({ hasText: "Hair Analysis Report" })
    await expect(cards).toHaveCount(1)
    await expect(cards.first().getByText("Fallback", { exact: true })).toBeVisible()
  })
})
