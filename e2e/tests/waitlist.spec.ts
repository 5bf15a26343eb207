/** A visitor joins the waitlist from the landing page, against the real API and database. */
import { expect, type Page, test } from "./fixtures.ts"

const form = (page: Page) => page.getByRole("form", { name: "Join the waitlist" })

const readCount = async (request: import("@playwright/test").APIRequestContext) => {
  const response = await request.get("/api/waitlist/count")
  expect(response.ok()).toBe(true)
  const body = (await response.json()) as { count: number }
  return body.count
}

test("a visitor joins, sees the thank-you view and the Welcome toast, and the count goes up", async ({
  page,
  request,
}) => {
  const before = await readCount(request)
  const email = `ada.${Date.now()}@example.com`

  await page.goto("/?ref=friend_42")
  await form(page).getByLabel("Name").fill("Ada Lovelace")
  await form(page).getByLabel("Email").fill(email)
  await form(page)
    .getByLabel(/hair concern/i)
    .selectOption("dandruff")

  const sent = page.waitForRequest(
    (req) => req.url().endsWith("/api/waitlist") && req.method() === "POST",
  )
  await page.getByRole("button", { name: "Join Waitlist" }).click()
  expect((await sent).postDataJSON()).toEqual({
    name: "Ada Lovelace",
    email,
    hairConcerns: "dandruff",
    referralCode: "friend_42",
  })

  await expect(page.getByRole("heading", { name: "Thank you for joining!" })).toBeVisible()
  await expect(page.getByRole("link", { name: "Start Quiz Now" })).toHaveAttribute("href", "/quiz")
  await expect(form(page)).toHaveCount(0)

  const toast = page.getByRole("status").filter({ hasText: "Welcome!" })
  await expect(toast).toContainText("Your account has been created.")

  // At least one more: other tests (or people) may join at the same time.
  expect(await readCount(request)).toBeGreaterThanOrEqual(before + 1)
  const shownCount = page.getByText(/^[\d,]+ (person has|people have) joined$/)
  await expect
    .poll(async () => Number((await shownCount.textContent())?.replace(/\D/g, "")))
    .toBeGreaterThanOrEqual(before + 1)

  // Joining signed the visitor in, so the quiz opens instead of sending them back.
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Ada Lovelace" }),
  ).toBeVisible()
  await page.getByRole("link", { name: "Start Quiz Now" }).click()
  await expect(page).toHaveURL(/\/quiz$/)
  // The quiz screen's own way out (spec §2), whatever stage the quiz is at.
  await expect(
    page
      .getByRole("button", { name: "Back to Home" })
      .or(page.getByRole("link", { name: "Back to Home" })),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/quiz$/)
})

test("joining again with a registered address says welcome back, not that an account was created", async ({
  page,
  browser,
}) => {
  const email = `returning.${Date.now()}@example.com`
  const signedUp = await page.request.post("/api/login", { data: { email, name: "Rene" } })
  expect(signedUp.ok()).toBe(true)

  // Another browser, nobody signed in, the same address.
  const context = await browser.newContext()
  const other = await context.newPage()
  await other.goto("/")
  await form(other).getByLabel("Name").fill("Rene")
  await form(other).getByLabel("Email").fill(email)
  await other.getByRole("button", { name: "Join Waitlist" }).click()
  const toast = other.getByRole("status").filter({ hasText: "Welcome back!" })
  await expect(toast).toContainText("You're on the waitlist, and signed in to your account.")
  await expect(other.getByText("Your account has been created.")).toHaveCount(0)
  await context.close()
})

test("a bad e-mail and a one-letter name are explained under their fields, and nothing is sent", async ({
  page,
}) => {
  let posted = false
  page.on("request", (req) => {
    if (req.url().endsWith("/api/waitlist") && req.method() === "POST") posted = true
  })
  await page.goto("/")
  await form(page).getByLabel("Name").fill("A")
  await form(page).getByLabel("Email").fill("not-an-email")
  await page.getByRole("button", { name: "Join Waitlist" }).click()

  await expect(page.getByText("Name must be at least 2 characters")).toBeVisible()
  await expect(page.getByText("Please enter a valid email address")).toBeVisible()
  await expect(form(page).getByLabel("Name")).toHaveAttribute("aria-invalid", "true")
  await expect(form(page).getByLabel("Name")).toBeFocused()

  // Fixing a field clears its message.
  await form(page).getByLabel("Name").fill("Al")
  await expect(page.getByText("Name must be at least 2 characters")).toHaveCount(0)
  await expect(page.getByText("Please enter a valid email address")).toBeVisible()
  expect(posted).toBe(false)
})

test("choosing Other asks for more, and picking another concern clears it", async ({ page }) => {
  await page.goto("/")
  const concern = form(page).getByLabel(/hair concern/i)
  await expect(form(page).getByLabel("Tell us more")).toHaveCount(0)
  await expect(concern.locator("option").first()).toHaveText("Select your main concern")

  await concern.selectOption("other")
  await form(page).getByLabel("Tell us more").fill("Frizz after swimming")
  await concern.selectOption("dryness")
  await expect(form(page).getByLabel("Tell us more")).toHaveCount(0)

  await concern.selectOption("other")
  await expect(form(page).getByLabel("Tell us more")).toHaveValue("")
})

test("the free text is sent as 'other: …'", async ({ page }) => {
  await page.goto("/")
  await form(page).getByLabel("Name").fill("Grace")
  await form(page).getByLabel("Email").fill(`grace.${Date.now()}@example.com`)
  await form(page)
    .getByLabel(/hair concern/i)
    .selectOption("other")
  await form(page).getByLabel("Tell us more").fill("  Frizz after swimming ")
  const sent = page.waitForRequest(
    (req) => req.url().endsWith("/api/waitlist") && req.method() === "POST",
  )
  await page.getByRole("button", { name: "Join Waitlist" }).click()
  expect((await sent).postDataJSON()).toMatchObject({ hairConcerns: "other: Frizz after swimming" })
  await expect(page.getByRole("heading", { name: "Thank you for joining!" })).toBeVisible()
})

test("while the request is on its way the button reads Joining... and is disabled", async ({
  page,
}) => {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route("**/api/waitlist", async (route) => {
    await held
    await route.continue()
  })
  await page.goto("/")
  await form(page).getByLabel("Name").fill("Mary")
  await form(page).getByLabel("Email").fill(`mary.${Date.now()}@example.com`)
  await page.getByRole("button", { name: "Join Waitlist" }).click()
  const pending = page.getByRole("button", { name: "Joining..." })
  await expect(pending).toBeDisabled()
  release()
  await expect(page.getByRole("heading", { name: "Thank you for joining!" })).toBeVisible()
})

test("a server failure shows the Error toast with the server's message and keeps the form", async ({
  page,
}) => {
  await page.route("**/api/waitlist", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ message: "The waitlist is resting. Try again soon." }),
    }),
  )
  await page.goto("/")
  await form(page).getByLabel("Name").fill("Rosalind")
  await form(page).getByLabel("Email").fill("rosalind@example.com")
  await page.getByRole("button", { name: "Join Waitlist" }).click()

  const toast = page.getByRole("status").filter({ hasText: "Error" })
  await expect(toast).toContainText("The waitlist is resting. Try again soon.")
  await expect(page.getByRole("button", { name: "Join Waitlist" })).toBeEnabled()
  await expect(form(page).getByLabel("Name")).toHaveValue("Rosalind")
})

test("a failure without a body falls back to the status text", async ({ page }) => {
  await page.route("**/api/waitlist", (route) => route.fulfill({ status: 502, body: "" }))
  await page.goto("/")
  await form(page).getByLabel("Name").fill("Rosalind")
  await form(page).getByLabel("Email").fill("rosalind@example.com")
  await page.getByRole("button", { name: "Join Waitlist" }).click()
  await expect(page.getByRole("status").filter({ hasText: "Error" })).toContainText("Bad Gateway")
})
