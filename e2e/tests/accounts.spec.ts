/**
 * Accounts against the real server and database: signing up, in and out,
 * the navigation bar that follows, referrals, the admin page and e-mailed
 * sign-in links. The server runs in trust-email mode with
 * ADMIN_EMAILS=admin@strand.test (playwright.config.ts), whose sign-in is
 * always by e-mailed link.
 */
import { expect, test } from "./fixtures.ts"
import { expectNoAxeViolations, nav, signInThroughApi, unique } from "./helpers.ts"
import { signInLinkFor } from "./mailFolder.ts"

test("signing up lands on the quiz, the bar shows the name, and logging out goes home", async ({
  page,
}) => {
  await page.goto("/signup")
  const form = page.getByRole("form", { name: "Create your account" })
  await form.getByLabel("Name").fill("Octavia")
  await form.getByLabel("Email").fill(unique("octavia"))
  await form.getByRole("button", { name: "Create account" }).click()

  await expect(page).toHaveURL(/\/quiz$/)
  await expect(
    page
      .getByRole("button", { name: "Back to Home" })
      .or(page.getByRole("link", { name: "Back to Home" })),
  ).toBeVisible()
  const userMenu = nav(page).getByRole("button", { name: "Octavia" })
  await expect(userMenu).toBeVisible()
  await expect(nav(page).getByRole("link", { name: "Login" })).toHaveCount(0)
  // Quiz not done: the main button offers it.
  await expect(nav(page).getByRole("link", { name: "Take Quiz" })).toHaveAttribute("href", "/quiz")

  await userMenu.click()
  await page.getByRole("menuitem", { name: "Logout" }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(nav(page).getByRole("link", { name: "Login" })).toBeVisible()
  await expect(nav(page).getByRole("link", { name: "Join Waitlist" })).toBeVisible()
  await expect(page.getByRole("form", { name: "Join the waitlist" })).toBeVisible()

  // The session ended on the server too.
  expect((await page.request.get("/api/user")).status()).toBe(401)
})

test("the sign-up form takes the referral code from ?ref=", async ({ page }) => {
  await page.goto("/signup?ref=friend_42")
  await expect(page.getByLabel("Referral code (optional)")).toHaveValue("friend_42")
})

test("logging in on /login goes home, and /login then sends a signed-in user home", async ({
  page,
}) => {
  await page.goto("/login")
  await page.getByLabel("Email").fill(unique("lin"))
  await page.getByLabel("Name").fill("Lin")
  const sent = page.waitForRequest(
    (request) => request.url().endsWith("/api/login") && request.method() === "POST",
  )
  await page.getByRole("button", { name: "Log in" }).click()
  expect(Object.keys((await sent).postDataJSON()).sort()).toEqual(["email", "name"])
  await expect(page).toHaveURL(/\/$/)
  await expect(nav(page).getByRole("button", { name: "Lin" })).toBeVisible()
  // Signed in, quiz not done: the waitlist section offers the audit.
  await expect(page.getByRole("heading", { name: "Start Your Haircare Audit" })).toBeVisible()

  await page.goto("/login")
  await expect(page).toHaveURL(/\/$/)
})

test("a form's mistakes are explained under its fields, and nothing is sent", async ({ page }) => {
  let posted = false
  page.on("request", (request) => {
    if (request.url().endsWith("/api/login")) posted = true
  })
  await page.goto("/login")
  await page.getByLabel("Email").fill("not-an-email")
  await page.getByLabel("Name").fill("L")
  await page.getByRole("button", { name: "Log in" }).click()
  await expect(page.getByText("Please enter a valid email address")).toBeVisible()
  await expect(page.getByText("Name must be at least 2 characters")).toBeVisible()
  await expect(page.getByLabel("Email")).toBeFocused()
  expect(posted).toBe(false)
})

test("too many attempts: the Login failed toast carries the server's message", async ({ page }) => {
  await page.route("**/api/login", (route) =>
    route.fulfill({
      status: 429,
      headers: { "retry-after": "600" },
      contentType: "application/json",
      body: JSON.stringify({
        _tag: "TooManyRequests",
        message: "Too many attempts. Please try again in 10 minutes.",
        code: "RATE_LIMITED",
        retryAfterSeconds: 600,
      }),
    }),
  )
  await page.goto("/auth")
  await page.getByLabel("Email").fill(unique("busy"))
  await page.getByRole("button", { name: "Sign in" }).click()
  await expect(page.getByRole("status").filter({ hasText: "Login failed" })).toContainText(
    "Too many attempts. Please try again in 10 minutes.",
  )
  await expect(page.getByRole("button", { name: "Sign in" })).toBeEnabled()
})

test("/auth signs in with an e-mail alone, and takes a new user to the quiz", async ({ page }) => {
  await page.goto("/auth")
  await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/")
  const email = unique("noname")
  await page.getByLabel("Email").fill(email)
  await page.getByRole("button", { name: "Sign in" }).click()
  await expect(page).toHaveURL(/\/quiz$/)
  // No name given: the menu shows the e-mail.
  await expect(nav(page).getByRole("button", { name: email })).toBeVisible()
})

test("a visitor on /quiz is sent to the waitlist", async ({ page }) => {
  await page.goto("/quiz")
  await expect(page).toHaveURL(/\/#waitlist$/)
  await expect(page.getByRole("form", { name: "Join the waitlist" })).toBeInViewport()
})

test("a friend who joins from a referral link raises the referrer's count", async ({ browser }) => {
  const referrerContext = await browser.newContext()
  const referrer = await referrerContext.newPage()
  const { referralCode, referralCount } = await signInThroughApi(
    referrerContext,
    unique("ref"),
    "Rhea",
  )
  expect(referralCount).toBe(0)
  await referrer.goto("/")
  await nav(referrer).getByRole("button", { name: "Rhea" }).click()
  const invite = referrer.getByRole("group", { name: /Invite friends/ })
  await expect(invite).toContainText("No friends joined yet")
  await referrer.keyboard.press("Escape")

  const friendContext = await browser.newContext()
  const friend = await friendContext.newPage()
  await friend.goto(`/?ref=${referralCode}`)
  const form = friend.getByRole("form", { name: "Join the waitlist" })
  await form.getByLabel("Name").fill("Fern Friend")
  await form.getByLabel("Email").fill(unique("fern"))
  await form.getByRole("button", { name: "Join Waitlist" }).click()
  await expect(friend.getByRole("heading", { name: "Thank you for joining!" })).toBeVisible()
  // Joining signed the friend in.
  await expect(nav(friend).getByRole("button", { name: "Fern Friend" })).toBeVisible()

  await referrer.reload()
  await nav(referrer).getByRole("button", { name: "Rhea" }).click()
  await expect(referrer.getByRole("group", { name: /Invite friends/ })).toContainText(
    "1 friend joined",
  )
  await referrerContext.close()
  await friendContext.close()
})

test("the invite link is copied with a Copied! confirmation", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"])
  const { referralCode } = await signInThroughApi(context, unique("copy"), "Cora")
  await page.goto("/")
  await nav(page).getByRole("button", { name: "Cora" }).click()
  await page.getByRole("menuitem", { name: "Copy invite link" }).click()
  await expect(page.getByRole("menuitem", { name: "Copied!" })).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toBe(`${new URL(page.url()).origin}/?ref=${referralCode}`)
  await expect(page.getByRole("menuitem", { name: "Copy invite link" })).toBeVisible({
    timeout: 4000,
  })
})

test("the user menu loads when reached for, and opens from the keyboard", async ({
  page,
  context,
}) => {
  await signInThroughApi(context, unique("menu"), "Mira")
  const menuChunk = /\/assets\/UserMenu-[\w-]+\.js$/
  const menuLoads: Array<string> = []
  page.on("request", (request) => {
    if (menuChunk.test(request.url())) menuLoads.push(request.url())
  })
  await page.goto("/quiz")
  await expect(page.getByText("Question 1 of")).toBeVisible()
  await page.waitForLoadState("networkidle")
  expect(menuLoads).toEqual([])

  const badge = nav(page).getByRole("button", { name: "Mira" })
  await badge.focus()
  await page.keyboard.press("Enter")
  await expect(page.getByRole("menuitem", { name: "Logout" })).toBeVisible()
  expect(menuLoads).toHaveLength(1)
  await page.keyboard.press("Escape")
  await expect(page.getByRole("menuitem", { name: "Logout" })).toBeHidden()
  await expect(nav(page).getByRole("button", { name: "Mira" })).toBeFocused()
})

test("/admin: visitors are asked to sign in, and people outside the team are turned away", async ({
  page,
  context,
}) => {
  await page.goto("/admin")
  await expect(page.getByRole("heading", { name: "Please sign in" })).toBeVisible()
  await expect(page.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/auth")

  await signInThroughApi(context, unique("nosy"), "Nosy Parker")
  await page.reload()
  await expect(page.getByText("This page is only for Strand's team.")).toBeVisible()
  await expect(nav(page).getByRole("button", { name: "Nosy Parker" })).toBeVisible()
  await page.getByRole("link", { name: "Go Home" }).click()
  await expect(page).toHaveURL(/\/$/)
})

test("/admin lists the waitlist for the team, with the newest sign-up in it", async ({
  page,
  request,
}) => {
  const friendEmail = unique("listed")
  const joined = await request.post("/api/waitlist", {
    data: { name: "Listed Person", email: friendEmail, hairConcerns: "other: frizz in the rain" },
  })
  expect(joined.ok()).toBe(true)

  // Typing the admin's address signs nobody in: the link goes to the admin's mailbox.
  await page.goto("/auth")
  await page.getByLabel("Email").fill("admin@strand.test")
  await page.getByLabel("Name (optional)").fill("Team Admin")
  await page.getByRole("button", { name: "Sign in" }).click()
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible()
  await expect(nav(page).getByRole("link", { name: "Login" })).toBeVisible()
  expect((await page.request.get("/api/admin/waitlist")).status()).toBe(401)

  let link: string | undefined
  await expect.poll(async () => (link = await signInLinkFor("admin@strand.test"))).toBeTruthy()
  await page.goto(link ?? "")
  await page.getByRole("button", { name: "Sign in to Strand" }).click()
  await expect(nav(page).getByRole("button", { name: "Team Admin" })).toBeVisible()

  // The admin's own menu has the way in.
  await nav(page).getByRole("button", { name: "Team Admin" }).click()
  await page.getByRole("menuitem", { name: "Admin" }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole("heading", { name: "Waitlist sign-ups" })).toBeVisible()
  const entry = page.getByRole("listitem").filter({ hasText: friendEmail })
  await expect(entry).toContainText("Listed Person")
  await expect(entry).toContainText("Other: frizz in the rain")
  await expect(entry.getByRole("link", { name: friendEmail })).toHaveAttribute(
    "href",
    `mailto:${friendEmail}`,
  )
  await expect(entry.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2}/)

  const refreshed = page.waitForResponse((response) =>
    response.url().endsWith("/api/admin/waitlist"),
  )
  await page.getByRole("button", { name: "Refresh" }).click()
  expect((await refreshed).ok()).toBe(true)

  await expectNoAxeViolations(page)
})

test("an anonymous visit asks the API nothing it would refuse: no 401, no console error", async ({
  page,
}) => {
  const refused: Array<string> = []
  const consoleErrors: Array<string> = []
  page.on("response", (response) => {
    if (response.status() === 401) refused.push(response.url())
  })
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text())
  })
  for (const path of ["/", "/login", "/my-reports", "/admin"]) {
    await page.goto(path)
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible()
  }
  await expect(page.getByRole("heading", { name: "Please sign in" })).toBeVisible()
  expect(refused).toEqual([])
  expect(consoleErrors).toEqual([])
  // API clients still get the spec's 401.
  expect((await page.request.get("/api/user")).status()).toBe(401)
})

test("an e-mailed link signs in only when asked, and an unknown one says it has expired", async ({
  page,
}) => {
  let confirmCalls = 0
  page.on("request", (request) => {
    if (request.url().endsWith("/api/login/confirm")) confirmCalls += 1
  })
  await page.goto("/auth/confirm?token=bogus")
  const button = page.getByRole("button", { name: "Sign in to Strand" })
  await expect(button).toBeVisible()
  // Opening the link (as a mail scanner would) used nothing up.
  expect(confirmCalls).toBe(0)
  await button.click()
  await expect(page.getByRole("heading", { name: "This link has expired" })).toBeVisible()
  expect(confirmCalls).toBe(1)
  await page.getByRole("link", { name: "Get a new link" }).click()
  await expect(page).toHaveURL(/\/auth$/)
})

test("Our Vision scrolls to the vision section, from home and from elsewhere", async ({ page }) => {
  await page.goto("/login")
  await nav(page).getByRole("link", { name: "Our Vision" }).click()
  await expect(page).toHaveURL(/\/#vision$/)
  await expect(page.locator("#vision")).toBeInViewport()

  await page.evaluate(() => window.scrollTo(0, 0))
  await nav(page).getByRole("link", { name: "Our Vision" }).click()
  await expect(page.locator("#vision")).toBeInViewport()
})

test("the bar is transparent over the hero and solid once scrolled past 100 px", async ({
  page,
}) => {
  await page.goto("/")
  const header = page.locator("header").first()
  await expect(header).toHaveAttribute("data-solid", "false")
  // The page is drawn ahead of time as one screen (the hero); the sections
  // below it come with the app, and until they do there is nothing to scroll.
  await expect(page.locator("#vision")).toBeAttached()
  await page.evaluate(() => window.scrollTo(0, 400))
  await expect(header).toHaveAttribute("data-solid", "true")
  await page.evaluate(() => window.scrollTo(0, 50))
  await expect(header).toHaveAttribute("data-solid", "false")
})

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test("the menu mirrors the bar and closes after an action", async ({ page, context }) => {
    await page.goto("/")
    const toggle = nav(page).getByRole("button", { name: "Menu" })
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await toggle.click()
    await expect(toggle).toHaveAttribute("aria-expanded", "true")
    // Opening it takes focus inside, to its first link.
    await expect(nav(page).getByRole("link", { name: "Our Vision" })).toBeFocused()
    await nav(page).getByRole("link", { name: "Login" }).click()
    await expect(page).toHaveURL(/\/auth$/)
    await expect(toggle).toHaveAttribute("aria-expanded", "false")

    await signInThroughApi(context, unique("phone"), "Pia")
    await page.goto("/")
    await toggle.click()
    const account = nav(page).getByRole("region", { name: "Your account" })
    await expect(account).toContainText("Pia")
    await expect(account).toContainText("No friends joined yet")
    await expect(account.getByRole("link", { name: "Admin" })).toHaveCount(0)
    await account.getByRole("button", { name: "Logout" }).click()
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await expect(nav(page).getByRole("link", { name: "Join Waitlist" })).toBeVisible()
  })

  test("Escape closes the menu and gives focus back to its button", async ({ page }) => {
    await page.goto("/")
    const toggle = nav(page).getByRole("button", { name: "Menu" })
    await toggle.click()
    await nav(page).getByRole("link", { name: "Our Vision" }).focus()
    await page.keyboard.press("Escape")
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await expect(toggle).toBeFocused()
  })
})

for (const path of ["/login", "/signup", "/auth"]) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole("form")).toBeVisible()
    await expectNoAxeViolations(page)
  })
}
