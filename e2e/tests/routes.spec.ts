/**
 * Every route: its own document title (WCAG 2.4.2) and no axe violations,
 * for a visitor, a signed-in person and an admin; what a person sees when
 * the server cannot be reached; and the phone-width details of the QA pass.
 */
import type { APIRequestContext } from "@playwright/test"
import { e2eAdmins } from "../ports.ts"
import { expect, type Page, test } from "./fixtures.ts"
import { expectNoAxeViolations, nav, signInAsAdmin, signInThroughApi, unique } from "./helpers.ts"

/** A report written through the API for the signed-in context; its id. */
const writeReport = async (request: APIRequestContext) => {
  const response = await request.post("/api/analyze-hair", {
    data: {
      userName: "Amara",
      answers: {
        gender: "female",
        hormonal_stage: "not_applicable",
        scalp_condition: ["itchy_flaky"],
        hair_texture: "coily",
        hair_state: ["natural_virgin"],
        density: "medium",
        trim_frequency: "three_months",
        exercise_frequency: "several_week",
        hair_care_method: "self",
        wash_frequency: "weekly",
        shampoo_choice: "hydrating",
        conditioning: ["leave_in"],
        heat_tension: ["low_tension"],
        products_used: { oils_butters: "weekly" },
        detangling: "finger_detangle",
        environment: ["none"],
        symptoms: ["none"],
      },
      textInputs: {},
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { analysisId: string }).analysisId
}

/** Opens `path` and waits for its main heading (or the form that stands for it). */
const open = async (page: Page, path: string, ready: RegExp | string) => {
  await page.goto(path)
  await expect(page.getByRole("heading", { level: 1, name: ready }).first()).toBeVisible()
}

const visitorRoutes: ReadonlyArray<[path: string, title: string, heading: RegExp | string]> = [
  ["/", "Strand · Hair and scalp health advisor", /Clarity/],
  ["/login", "Log in · Strand", "Welcome back"],
  ["/signup", "Create your account · Strand", "Create your account"],
  ["/auth", "Sign in · Strand", "Sign in to Strand"],
  ["/auth/confirm?token=abc", "Finish signing in · Strand", "Finish signing in"],
  ["/result", "Your hair report · Strand", "No Analysis Found"],
  ["/my-reports", "My Reports · Strand", "Please Log In"],
  ["/admin", "Waitlist sign-ups · Admin · Strand", "Please sign in"],
  ["/admin/funnel", "Quiz funnel · Admin · Strand", "Please sign in"],
  ["/no/such/page", "Page not found · Strand", "404 Page Not Found"],
]

for (const [path, title, heading] of visitorRoutes) {
  test(`a visitor on ${path}: its own title, no axe violations`, async ({ page }) => {
    await open(page, path, heading)
    await expect(page).toHaveTitle(title)
    await expectNoAxeViolations(page)
  })
}

test("signed in: the quiz, a report and My Reports each have their title and pass axe", async ({
  page,
  context,
}) => {
  await signInThroughApi(context, unique("titles"), "Tia")
  const analysisId = await writeReport(context.request)
  const routes: ReadonlyArray<[string, string, RegExp | string]> = [
    ["/quiz", "Hair quiz · Strand", "Which best describes you?"],
    [`/result?analysisId=${analysisId}`, "Your hair report · Strand", "Tia's hair report"],
    ["/my-reports", "My Reports · Strand", "My Reports"],
  ]
  for (const [path, title, heading] of routes) {
    await open(page, path, heading)
    await expect(page).toHaveTitle(title)
    await expectNoAxeViolations(page)
  }
  // Moving inside the app retitles the page too.
  await page.getByRole("link", { name: "View Full Report" }).click()
  await expect(page).toHaveTitle("Your hair report · Strand")
})

test("an admin's pages have their titles and pass axe", async ({ page }) => {
  await signInAsAdmin(page, e2eAdmins.routes)
  await open(page, "/admin/funnel", "Quiz funnel")
  await expect(page).toHaveTitle("Quiz funnel · Admin · Strand")
  await expect(page.getByRole("form", { name: "Period" })).toBeVisible()
  await expectNoAxeViolations(page)
  await page
    .getByRole("navigation", { name: "Admin pages" })
    .getByRole("link", { name: "Waitlist" })
    .click()
  await expect(page.getByRole("heading", { name: "Waitlist sign-ups" })).toBeVisible()
  await expect(page).toHaveTitle("Waitlist sign-ups · Admin · Strand")

  // One layout: every admin page has the tab bar with every page, and its own title.
  const pages = [
    ["Quiz funnel", "Quiz funnel · Admin · Strand", "Quiz funnel"],
    ["Outbox", "Delivery queue · Admin · Strand", "Delivery queue"],
    ["AI analysts", "AI analysts · Admin · Strand", "AI analysts"],
    ["Products", "Products · Admin · Strand", "Products"],
    ["Experts", "Experts · Admin · Strand", "Experts"],
    ["CRM sync", "CRM sync · Admin · Strand", "CRM sync"],
    ["Waitlist", "Waitlist sign-ups · Admin · Strand", "Waitlist sign-ups"],
  ] as const
  for (const [tab, title, heading] of pages) {
    const tabs = page.getByRole("navigation", { name: "Admin pages" })
    await tabs.getByRole("link", { name: tab }).click()
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible()
    await expect(page).toHaveTitle(title)
    await expect(tabs.getByRole("link", { name: tab })).toHaveAttribute("aria-current", "page")
    await expect(tabs.getByRole("link")).toHaveCount(pages.length)
  }
  await open(page, "/admin/hubspot", "CRM sync")
  await expect(page).toHaveTitle("CRM sync · Admin · Strand")
  await expect(
    page.getByRole("navigation", { name: "Admin pages" }).getByRole("link", { name: "CRM sync" }),
  ).toHaveAttribute("aria-current", "page")
  // A search in the list is still the Waitlist tab.
  await open(page, "/admin?search=example", "Waitlist sign-ups")
  await expect(
    page.getByRole("navigation", { name: "Admin pages" }).getByRole("link", { name: "Waitlist" }),
  ).toHaveAttribute("aria-current", "page")
})

test("an admin page that cannot be read says so where the page would be, and Try again reads it", async ({
  page,
}) => {
  await signInAsAdmin(page, e2eAdmins.adminErrors)
  // The server fails the page's reads (a proxy's 502, say) until it is back.
  const failing = async (path: RegExp) => {
    let down = true
    await page.route(path, (route) =>
      down ? route.fulfill({ status: 502, json: { message: "Bad gateway" } }) : route.continue(),
    )
    return () => {
      down = false
    }
  }

  // Opening the page: its loader's failure is the route's error.
  const outboxBack = await failing(/\/api\/admin\/outbox(\?|$)/)
  await page.goto("/admin/outbox")
  await expect(
    page.getByRole("heading", { name: "We couldn't load the delivery queue" }),
  ).toBeVisible()
  await expect(page.getByText("Bad gateway")).toBeVisible()
  await expect(page).toHaveTitle("Delivery queue · Admin · Strand")
  outboxBack()
  await page.getByRole("button", { name: "Try again" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Delivery queue" })).toBeVisible()
  await expect(page.getByRole("button", { name: /^All \(\d+\)$/ })).toBeVisible()

  // Moving to another admin page inside the app: the same.
  const waitlistBack = await failing(/\/api\/admin\/waitlist(\?|$)/)
  await page
    .getByRole("navigation", { name: "Admin pages" })
    .getByRole("link", { name: "Waitlist" })
    .click()
  await expect(page.getByRole("heading", { name: "We couldn't load the waitlist" })).toBeVisible()
  waitlistBack()
  await page.getByRole("button", { name: "Try again" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Waitlist sign-ups" })).toBeVisible()
  await expect(page.getByText(/total sign-ups?$/)).toBeVisible()
  await expectNoAxeViolations(page)
})

test("/signup and /auth send a signed-in person home, like /login", async ({ page, context }) => {
  await signInThroughApi(context, unique("home"), "Hana")
  for (const path of ["/signup", "/auth", "/login"]) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/$/)
    await expect(nav(page).getByRole("button", { name: "Hana" })).toBeVisible()
  }
})

test.describe("when the server cannot be reached", () => {
  test("a report that cannot be fetched is not 'Analysis Not Found'", async ({ page, context }) => {
    await signInThroughApi(context, unique("offline"), "Ola")
    await writeReport(context.request)
    // A report page opened from the address bar comes with its report from the
    // server (reportFromServer.spec.ts); opened from My Reports, the browser reads it.
    await page.goto("/my-reports")
    const view = page.getByRole("link", { name: "View Full Report" })
    await expect(view).toBeVisible()
    await page.route("**/api/analyses/*", (route) => route.abort("internetdisconnected"))
    await view.click()
    await expect(
      page.getByRole("heading", { name: "We can't reach Strand right now" }),
    ).toBeFocused()
    await expect(page.getByRole("heading", { name: "Analysis Not Found" })).toHaveCount(0)
    await expectNoAxeViolations(page)

    await page.unrouteAll()
    await page.getByRole("button", { name: "Try again" }).click()
    await expect(page.getByRole("heading", { name: "Your routine snapshot" })).toBeVisible()
  })

  test("a signed-in person offline is told so on My Reports and /check, never to log in", async ({
    page,
    context,
  }) => {
    await signInThroughApi(context, unique("offline"), "Ola")
    await page.route("**/api/**", (route) => route.abort("internetdisconnected"))
    for (const path of ["/my-reports", "/check"]) {
      await page.goto(path)
      await expect(
        page.getByRole("heading", { name: "We can't reach Strand right now" }),
      ).toBeVisible()
      await expect(page.getByRole("heading", { name: "Please Log In" })).toHaveCount(0)
    }
    await page.unrouteAll()
    await page.getByRole("button", { name: "Try again" }).click()
    await expect(page.getByRole("heading", { name: "Check a product" })).toBeVisible()
  })

  test("a page piece that fails to load shows a message in the app, not the browser's", async ({
    page,
  }) => {
    await page.goto("/")
    await expect(page.getByRole("form", { name: "Join the waitlist" })).toBeVisible()
    // The pieces of /auth stop arriving after the app has loaded.
    await page.route(/\/assets\/(auth|SignInPage|AccountCard)-[\w-]+\.js$/, (route) =>
      route.abort("internetdisconnected"),
    )
    await page.evaluate(() => Object.assign(window, { stillThisPage: true }))
    await nav(page).getByRole("link", { name: "Login" }).click()
    await expect(
      page.getByRole("heading", { name: "We can't reach Strand right now" }),
    ).toBeVisible()
    // No reload happened (the router's own retry would end on the browser's error page).
    expect(await page.evaluate(() => (window as { stillThisPage?: boolean }).stillThisPage)).toBe(
      true,
    )
    await expect(nav(page)).toBeVisible()

    await page.unrouteAll()
    await page.getByRole("button", { name: "Try again" }).click()
    await expect(page.getByRole("heading", { name: "Sign in to Strand" })).toBeVisible()
  })
})

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test("the texture scale's captions are whole", async ({ page, context }) => {
    await signInThroughApi(context, unique("narrow"), "Nia")
    const analysisId = await writeReport(context.request)
    await page.goto(`/result?analysisId=${analysisId}`)
    const scale = page.getByRole("list", { name: "Product texture" })
    await expect(scale).toBeVisible()
    await expect(scale.getByText("Recommended")).toBeVisible()
    const cut = await scale
      .locator("li span")
      .evaluateAll((spans) =>
        spans.filter((span) => span.scrollWidth > span.clientWidth).map((span) => span.textContent),
      )
    expect(cut).toEqual([])
  })

  test("after joining, 'Thank you for joining!' is in view below the navigation bar", async ({
    page,
  }) => {
    await page.goto("/")
    const form = page.getByRole("form", { name: "Join the waitlist" })
    await form.getByLabel("Name").fill("Joy")
    await form.getByLabel("Email").fill(unique("joy"))
    const join = form.getByRole("button", { name: "Join Waitlist" })
    // The button just under the bar: the form's top is far above the screen.
    await join.evaluate((button) => window.scrollBy(0, button.getBoundingClientRect().top - 80))
    await join.click()
    const heading = page.getByRole("heading", { name: "Thank you for joining!" })
    await expect(heading).toBeFocused()
    await expect(heading).toBeInViewport({ ratio: 1 })
    const bar = await page.locator("header").first().boundingBox()
    const box = await heading.boundingBox()
    expect(box?.y ?? 0).toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0))
  })
})
