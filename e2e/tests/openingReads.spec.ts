/**
 * A signed-in person opening the quiz or a report: the page shows with the
 * reads it opens with (who is signed in, the quiz status, the report), each
 * decoded with the contract's schema of its own answer and nothing more:
 * the whole contract would hold a phone up for a quarter of a second
 * (docs/performance.md). A page that reads something else (My Reports, a
 * page of reports) loads that answer's schema when it asks.
 */
import { expect, test } from "./fixtures.ts"
import { chunkRequests, signInThroughApi, unique } from "./helpers.ts"

test("the quiz and a report open without the schemas of other pages' answers; My Reports loads its own", async ({
  page,
  context,
}) => {
  await signInThroughApi(context, unique("opening"), "Opal")
  const analysed = await context.request.post("/api/analyze-hair", {
    data: { userName: "Opal", answers: { gender: "female" } },
  })
  expect(analysed.ok()).toBe(true)
  const { analysisId } = (await analysed.json()) as { analysisId: string }

  const reportListLoads = chunkRequests(page, "AnalysisAnswers")
  await page.goto(`/result?analysisId=${analysisId}`)
  await expect(page.getByRole("heading", { name: "Opal's hair report", level: 1 })).toBeVisible()
  await expect(page.getByRole("heading", { name: "Your routine snapshot" })).toBeVisible()
  await page.waitForLoadState("networkidle")
  expect(reportListLoads()).toEqual([])

  await page.goto("/quiz")
  await expect(page.getByText("Question 1 of")).toBeVisible()
  await expect(page.getByRole("navigation", { name: "Main" })).toContainText("Opal")
  await page.waitForLoadState("networkidle")
  expect(reportListLoads()).toEqual([])

  // The pattern names the list's schema: My Reports reads its page of reports with it.
  await page.getByRole("radio", { name: "Female" }).check()
  await page.getByRole("button", { name: "Next" }).click()
  await expect(page.getByText("Question 2 of")).toBeVisible()
  await page.goto("/my-reports")
  await expect(page.getByRole("heading", { name: "My Reports" })).toBeVisible()
  await expect.poll(() => reportListLoads().length).toBe(1)
})
