/**
 * The admin's quiz funnel against real events: one visitor completes the
 * quiz, e-mails the report and shares the link; another leaves on a question
 * no other test reaches (the loc method, shown only to someone with locs).
 * Other tests write events at the same time, so the funnel is read before
 * and after and compared: at least this many more, and exactly one more
 * leaving on that question.
 */
import type { Browser, Page } from "@playwright/test"
import { e2eAdmins } from "../ports.ts"
import { expect, test } from "./fixtures.ts"
import { signInAsAdmin, signUp, walkQuiz } from "./helpers.ts"

const locQuestion = "How were your locs formed?"

const firstNumber = (text: string | null) =>
  Number(/\d[\d,]*/.exec(text ?? "")?.[0]?.replaceAll(",", "") ?? 0)

/** The funnel page's numbers, as the admin reads them. */
const readFunnel = async (page: Page) => {
  await page.goto("/admin/funnel")
  const steps = page.getByRole("region", { name: "From start to invitation" })
  const nobody = page.getByText("Nobody started the quiz in these days.")
  await expect(steps.or(nobody)).toBeVisible()
  if (await nobody.isVisible()) {
    return { started: 0, completed: 0, emailed: 0, invited: 0, locReached: 0, locLeft: 0 }
  }
  const step = async (label: string) =>
    firstNumber(await steps.getByRole("listitem").filter({ hasText: label }).textContent())
  const row = page.getByRole("row", { name: new RegExp(locQuestion.replace("?", "\\?")) })
  const cells = row.getByRole("cell")
  const hasRow = (await row.count()) > 0
  return {
    started: await step("Started the quiz"),
    completed: await step("Completed it"),
    emailed: await step("E-mailed a report"),
    invited: await step("Invited a friend"),
    locReached: hasRow ? firstNumber(await cells.nth(0).textContent()) : 0,
    // The count alone, not the share under it ("1" then "100% of those…").
    locLeft: hasRow
      ? firstNumber(await cells.nth(1).evaluate((cell) => cell.firstChild?.textContent ?? ""))
      : 0,
  }
}

/** A visitor of their own (own browser, own address for the rate limits). */
const visitor = (browser: Browser) =>
  browser.newContext({
    extraHTTPHeaders: {
      "x-forwarded-for": `2001:db8:f::${Math.floor(Math.random() * 65535).toString(16)}`,
    },
  })

/** Waits until the event with this text in it has been answered by the collector. */
const eventRecorded = (page: Page, fragment: string) =>
  page
    .waitForRequest(
      (request) =>
        request.url().endsWith("/api/events") && (request.postData() ?? "").includes(fragment),
    )
    .then((request) => request.response())

test("the quiz funnel counts real journeys: completed, e-mailed, invited, and where one left", async ({
  browser,
  page,
}) => {
  test.setTimeout(150_000)
  await signInAsAdmin(page, e2eAdmins.funnel)
  const before = await readFunnel(page)

  const leaverContext = await visitor(browser)
  const leaver = await leaverContext.newPage()
  await signUp(leaver, "Lena")
  const leftAt = eventRecorded(leaver, '"loc_type"')
  await walkQuiz(
    leaver,
    { "Which best describes you?": "Female", "What is the current state of your hair?": "Locs" },
    { stopAt: locQuestion },
  )
  expect((await leftAt)?.status()).toBe(204)
  await leaverContext.close()

  const finisherContext = await visitor(browser)
  const finisher = await finisherContext.newPage()
  await signUp(finisher, "Fay")
  await walkQuiz(finisher, { "Which best describes you?": "Female" })
  await expect(finisher).toHaveURL(/\/result\?analysisId=/, { timeout: 20_000 })
  const emailed = eventRecorded(finisher, '"email_report"')
  await finisher.getByRole("button", { name: "Email My Report" }).click()
  expect((await emailed)?.status()).toBe(204)
  const shared = eventRecorded(finisher, '"messaging"')
  const popup = finisher.waitForEvent("popup")
  await finisher.getByRole("link", { name: "Share on WhatsApp" }).click()
  await (await popup).close()
  expect((await shared)?.status()).toBe(204)
  await finisherContext.close()

  const after = await readFunnel(page)
  expect(after.started).toBeGreaterThanOrEqual(before.started + 2)
  expect(after.completed).toBeGreaterThanOrEqual(before.completed + 1)
  expect(after.emailed).toBeGreaterThanOrEqual(before.emailed + 1)
  expect(after.invited).toBeGreaterThanOrEqual(before.invited + 1)
  expect(after.locReached).toBe(before.locReached + 1)
  expect(after.locLeft).toBe(before.locLeft + 1)
})

test.describe("a browser that asks not to be tracked", () => {
  test.use({ extraHTTPHeaders: { dnt: "1" } })

  test("sends no events at all", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "doNotTrack", { value: "1" })
    })
    const events: Array<string> = []
    page.on("request", (request) => {
      if (request.url().endsWith("/api/events")) events.push(request.postData() ?? "")
    })
    await signUp(page, "Dana")
    await walkQuiz(
      page,
      { "Which best describes you?": "Female" },
      { stopAt: "What is your natural hair texture?" },
    )
    expect(events).toEqual([])
  })
})
