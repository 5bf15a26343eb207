/**
 * The quiz against apps with AI_PROVIDER=openai (playwright.config.ts): one
 * whose OpenAI-speaking server answers, whose report the person then reads
 * as the AI wrote it; one whose server is down, where the person still gets
 * a report at once, from the rule engine, marked "Fallback".
 */
import AxeBuilder from "@axe-core/playwright"
import { aiReportFor, aiSnapshotMarker } from "@strand/domain/analysis/testing/AiReports"
import { aiAppUrls, appDataDirs, e2eAdmins } from "../ports.ts"
import { expect, type Page, test } from "./fixtures.ts"
import { signInAsAdmin, signUp, walkQuiz } from "./helpers.ts"

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
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])

    await page.getByRole("link", { name: "View All My Reports" }).click()
    const cards = page.getByRole("listitem").filter({ hasText: "Hair Analysis Report" })
    await expect(cards).toHaveCount(1)
    await expect(cards.first().getByText("Fallback", { exact: true })).toBeVisible()
  })

  test("the team sees the fallbacks and their reason on /admin/analysts", async ({ page }) => {
    test.setTimeout(90_000)
    // One analysis through the API, as a person's browser would send it.
    const person = await page.request.post("/api/login", {
      data: { email: `down-${Date.now()}@example.com`, name: "Kwame" },
    })
    expect(person.ok()).toBe(true)
    const analysed = await page.request.post("/api/analyze-hair", {
      data: { userName: "Kwame", answers: { gender: "male", hair_length_male: "short" } },
    })
    expect(await analysed.json()).toMatchObject({ success: true, fallbackUsed: true })

    await signInAsAdmin(page, e2eAdmins.analysts, { dataDir: appDataDirs.aiFailing })
    await page.goto("/admin")
    await page
      .getByRole("navigation", { name: "Admin pages" })
      .getByRole("link", { name: "AI analysts" })
      .click()
    await expect(page).toHaveURL(/\/admin\/analysts$/)
    await expect(page.getByRole("heading", { name: "AI analysts" })).toBeVisible()
    await expect(page.getByText("gpt-e2e", { exact: true }).first()).toBeVisible()
    const row = page
      .getByRole("table", { name: "Last 24 hours" })
      .getByRole("row", { name: /OpenAI/ })
    await expect(row).toContainText("100%")
    await expect(row).toContainText(/Unavailable \d+|CircuitOpen \d+/)
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
  })
})
