/**
 * A report page rendered by the server for its owner: the report is in the
 * HTML before any script runs, with the answers it was rendered with; the
 * browser hydrates it without asking the API again and without a mismatch
 * (React reports one in the console); nobody else gets it. Against the
 * built app and the real server.
 */
import type { APIRequestContext, BrowserContext } from "@playwright/test"
import { expect, test } from "./fixtures.ts"
import { signInThroughApi, unique } from "./helpers.ts"

const writeReport = async (request: APIRequestContext) => {
  const response = await request.post("/api/analyze-hair", {
    data: { userName: "Ife", answers: { gender: "female", hair_texture: "coily" } },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { analysisId: string }).analysisId
}

const owner = async (context: BrowserContext, name: string) => {
  await signInThroughApi(context, unique("owner"), name)
  return writeReport(context.request)
}

test.describe("before any script runs", () => {
  test.use({ javaScriptEnabled: false })

  test("the owner's report page holds the report and the answers it was rendered with", async ({
    page,
    context,
  }) => {
    const analysisId = await owner(context, "Ife")
    const response = await page.goto(`/result?analysisId=${analysisId}`)
    expect(response?.headers()["cache-control"]).toBe("private, no-store")
    expect(response?.headers().vary).toContain("Cookie")
    await expect(page).toHaveTitle("Your hair report · Strand")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ife's hair report")
    await expect(page.getByRole("heading", { name: "Your routine snapshot" })).toBeVisible()
    await expect(page.getByRole("region", { name: "Start here" })).toBeVisible()
    const answers = JSON.parse(
      (await page.locator("script#strand-answers").textContent()) ?? "{}",
    ) as { user: string; quizStatus: string; report: string }
    expect(JSON.parse(answers.report).analysis.id).toBe(analysisId)
    expect(JSON.parse(answers.user).name).toBe("Ife")
    expect(JSON.parse(answers.quizStatus)).toEqual({ hasCompletedQuiz: true })
    // The navigation is the signed-in person's, their quiz done, from the first paint.
    await expect(page.getByRole("link", { name: "My Reports" }).first()).toBeVisible()
  })

  test("someone else, a visitor and an unknown id get the plain frame", async ({
    page,
    browser,
  }) => {
    const ownersContext = await browser.newContext()
    const analysisId = await owner(ownersContext, "Ife")
    await ownersContext.close()
    const path = `/result?analysisId=${analysisId}`

    await signInThroughApi(page.context(), unique("other"), "Tolu")
    for (const other of [
      path,
      "/result?analysisId=00000000-0000-4000-8000-000000000000",
      "/result?analysisId=nope",
    ]) {
      await page.goto(other)
      await expect(page.getByText("Loading...")).toBeVisible()
      await expect(page.getByText("hair report")).toHaveCount(0)
      await expect(page.locator("script#strand-answers")).toHaveCount(0)
    }
    await page.context().clearCookies()
    await page.goto(path)
    await expect(page.getByText("Loading...")).toBeVisible()
    await expect(page.locator("script#strand-answers")).toHaveCount(0)
  })
})

test("the browser hydrates it: no mismatch, no second read, and it works", async ({
  page,
  context,
}) => {
  const analysisId = await owner(context, "Ife")
  const problems: Array<string> = []
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text())
  })
  page.on("pageerror", (error) => problems.push(error.message))
  const reads: Array<string> = []
  page.on("request", (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith("/api/user") || pathname.startsWith("/api/analyses/")) {
      reads.push(pathname)
    }
  })
  await page.goto(`/result?analysisId=${analysisId}`)
  await page.waitForLoadState("networkidle")

  // Hydrated: a Why? opens from the keyboard, the browser's own values are shown.
  const why = page.getByRole("button", { name: /^Why\?/ }).first()
  await why.focus()
  await page.keyboard.press("Enter")
  await expect(why).toHaveAttribute("aria-expanded", "true")
  await expect(page.getByText(/^Times are in your time zone, \S+\./)).toBeVisible()
  const origin = new URL(page.url()).origin
  await expect(page.getByText(`${origin}/?ref=`, { exact: false }).first()).toBeVisible()
  await expect(page.getByRole("navigation", { name: "Main" })).toContainText("Ife")
  expect(problems).toEqual([])
  expect(reads).toEqual([])
})

test("a name that looks like markup stays text in the page and in its answers", async ({
  page,
  context,
}) => {
  // Markup, and the patterns a string replacement would expand ($& $').
  const name = "</script><script>alert(1)</script><!-- $& $'"
  const analysisId = await owner(context, name)
  let dialogs = 0
  page.on("dialog", async (dialog) => {
    dialogs += 1
    await dialog.dismiss()
  })
  await page.goto(`/result?analysisId=${analysisId}`)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${name}'s hair report`)
  await page.waitForLoadState("networkidle")
  await expect(page.getByRole("navigation", { name: "Main" })).toContainText("</script>")
  expect(dialogs).toBe(0)
  const html = await (await page.request.get(`/result?analysisId=${analysisId}`)).text()
  expect(html.match(/<script/g)?.length).toBe(
    (await (await page.request.get("/no/such/page")).text()).match(/<script/g)!.length + 1,
  )
})
