/** The landing page, the 404 page and their accessibility, on desktop and phone. */
import AxeBuilder from "@axe-core/playwright"
import { expect, test } from "./fixtures.ts"

test("the landing page shows the hero and the waitlist form", async ({ page }) => {
  await page.goto("/")
  await expect(page).toHaveTitle(/Strand/)
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Clarity")
  const form = page.getByRole("form", { name: "Join the waitlist" })
  await expect(form.getByLabel("Name")).toBeVisible()
  await expect(form.getByLabel("Email")).toBeVisible()
  await expect(form.getByLabel(/hair concern/i)).toBeVisible()
  await expect(page.getByRole("button", { name: "Join Waitlist" })).toBeEnabled()
})

test("the header's Join Waitlist link brings the form into view", async ({ page }) => {
  await page.goto("/")
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Join Waitlist" })
    .click()
  await expect(page).toHaveURL(/#waitlist$/)
  await expect(page.locator("#waitlist")).toBeInViewport()
})

test("the form can be filled with the keyboard alone", async ({ page }) => {
  await page.goto("/")
  const form = page.getByRole("form", { name: "Join the waitlist" })
  await form.getByLabel("Name").focus()
  await page.keyboard.type("Kay")
  await page.keyboard.press("Tab")
  await expect(form.getByLabel("Email")).toBeFocused()
  await page.keyboard.press("Tab")
  await expect(form.getByLabel(/hair concern/i)).toBeFocused()
  await page.keyboard.press("Tab")
  await expect(page.getByRole("button", { name: "Join Waitlist" })).toBeFocused()
})

test("axe finds no accessibility violations on /", async ({ page }) => {
  await page.goto("/")
  await expect(page.getByRole("form", { name: "Join the waitlist" })).toBeVisible()
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations).toEqual([])
})

test("axe finds no violations on / with the validation messages shown", async ({ page }) => {
  await page.goto("/")
  await page.getByRole("button", { name: "Join Waitlist" }).click()
  await expect(page.getByText("Please enter a valid email address")).toBeVisible()
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations).toEqual([])
})

test("an unknown path shows 404 Page Not Found with a way home", async ({ page }) => {
  const response = await page.goto("/no/such/page")
  expect(response?.ok()).toBe(true)
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible()
  await page.getByRole("link", { name: "Back to home" }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole("form", { name: "Join the waitlist" })).toBeVisible()
})

test("axe finds no violations on the 404 page", async ({ page }) => {
  await page.goto("/no/such/page")
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible()
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations).toEqual([])
})
