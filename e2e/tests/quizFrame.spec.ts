/**
 * The quiz's first question is in /quiz's HTML for a signed-in person with
 * nothing to resume (the page's largest paint, before any script), inert
 * until the app takes over with the same question. Someone who reloads in
 * the middle is sent the plain frame instead, never question 1 first, and a
 * visitor too. Against the built app and the real server.
 */
import { expect, test } from "./fixtures.ts"
import { signInThroughApi, signUp, unique, walkQuiz } from "./helpers.ts"

const firstQuestion = "Which best describes you?"

test.describe("before any script runs", () => {
  test.use({ javaScriptEnabled: false })

  test("a signed-in person's /quiz shows the first question, inert", async ({ page, context }) => {
    await signInThroughApi(context, unique("frame"), "Ife")
    await page.goto("/quiz")
    await expect(page).toHaveTitle("Hair quiz · Strand")
    await expect(page.getByText("Question 1 of")).toBeVisible()
    const quiz = page.locator("form[aria-label='Hair profile quiz']")
    await expect(quiz).toContainText(firstQuestion)
    await expect(quiz.getByRole("radio", { includeHidden: true }).first()).toBeVisible()
    // Nothing in it can be used before the app can act on it.
    await expect(page.locator("[inert] form[aria-label='Hair profile quiz']")).toHaveCount(1)
  })

  test("a visitor's /quiz shows the plain frame", async ({ page }) => {
    await page.goto("/quiz")
    await expect(page.getByText("Loading...")).toBeVisible()
    await expect(page.getByText(firstQuestion)).toHaveCount(0)
  })
})

test("the app takes over the painted question, and a reload mid-quiz is never sent question 1", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  await signInThroughApi(context, unique("frame"), "Ife")
  await page.goto("/quiz")
  // The app's question (the frame's is inert, so this waits for the app).
  await page.getByRole("radio", { name: "Female" }).check()
  await page.getByRole("button", { name: "Next" }).click()
  await expect(page.getByText("Question 2 of")).toBeVisible()
  await expect(page.locator("[inert]")).toHaveCount(0)

  // Something to resume: the server sends the plain frame, and the app resumes.
  const html = await (await page.request.get("/quiz")).text()
  expect(html).toContain("Loading...")
  expect(html).not.toContain(firstQuestion)
  await page.reload()
  await expect(page.getByText("Question 2 of")).toBeVisible()

  // Once the analysis is saved there is nothing to resume: the question is painted again.
  await walkQuiz(page, {})
  await expect(page).toHaveURL(/\/result\?analysisId=/, { timeout: 20_000 })
  const again = await (await page.request.get("/quiz")).text()
  expect(again).toContain(firstQuestion)
})

test("someone who joins and goes to the quiz meets the app's quiz, not a frame", async ({
  page,
}) => {
  await signUp(page, "Ada")
  await page.getByRole("radio", { name: "Female" }).check()
  await page.getByRole("button", { name: "Next" }).click()
  await expect(page.getByText("Question 2 of")).toBeVisible()
})
