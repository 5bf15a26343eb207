/**
 * A signed-in person opening the quiz or a report: the page shows with the
 * reads it opens with (who is signed in, the quiz status, the report) made
 * without the typed API client, whose chunk (Effect's HTTP client and the
 * whole contract) would hold a phone up for a quarter of a second
 * (docs/performance.md). Pages that read through it (My Reports) still load it.
 */
import { expect, test } from "./fixtures.ts"
import { signInThroughApi, typedClientRequests, unique } from "./helpers.ts"

test("the quiz and a report open without the typed client; My Reports loads it", async ({
  page,
  context,
}) => {
  await signInThroughApi(context, unique("opening"), "Opal")
  const analysed = await context.request.post("/api/analyze-hair", {
    data: { userName: "Opal", answers: { gender: "female" } },
  })
  expect(analysed.ok()).toBe(true)
  const { analysisId } = (await analysed.json()) as { analysisId: string }

  const typedClientLoads = typedClientRequests(page)
  await page.goto(`/result?analysisId=${analysisId}`)
  await expect(page.getByRole("heading", { name: "Opal's hair report", level: 1 })).toBeVisible()
  await expect(page.getByRole("heading", { name: "Your routine snapshot" })).toBeVisible()
  await page.waitForLoadState("networkidle")
  expect(typedClientLoads()).toEqual([])

  await page.goto("/quiz")
  await expect(page.getByText("Question 1 of")).toBeVisible()
  await expect(page.getByRole("navigation", { name: "Main" })).toContainText("Opal")
  await page.waitForLoadState("networkidle")
  expect(typedClientLoads()).toEqual([])

  // The pattern names the client's chunk: My Reports reads its list through it.
  await page.getByRole("radio", { name: "Female" }).check()
  await page.getByRole("button", { name: "Next" }).click()
  await expect(page.getByText("Question 2 of")).toBeVisible()
  await page.goto("/my-reports")
  await expect(page.getByRole("heading", { name: "My Reports" })).toBeVisible()
  await expect.poll(() => typedClientLoads().length).toBe(1)
})
