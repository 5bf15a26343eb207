/**
 * A report that explains itself, in the real app: Start here
 * first, a "Why?" opened and closed from the keyboard alone, the week
 * downloaded as a calendar file, the report printed (no navigation, reasons
 * open, the evidence as footnotes) on A4 and Letter, and one page for the
 * doctor, printed and downloaded as a PDF made on the server.
 */
import { readFile } from "node:fs/promises"
import { expect, test } from "./fixtures.ts"
import { expectNoAxeViolations, signUp, walkQuiz } from "./helpers.ts"

test.use({ timezoneId: "Europe/London" })

test("a person opens Why? with the keyboard, takes their week and prints for the doctor", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  await signUp(page, "Amara")
  await walkQuiz(page, {
    "Which best describes you?": "Female",
    "Have you had any of these recently?": "Round, smooth bald patches",
    "Does your health history include any of these?": "None of these",
  })
  await expect(page).toHaveURL(/\/result\?analysisId=[0-9a-f-]{36}$/, { timeout: 20_000 })

  // Start here is the first screen, the red flag first.
  const start = page.getByRole("region", { name: "Start here" })
  await expect(start.getByRole("listitem").first()).toContainText(
    "Book a dermatologist within 1 to 2 weeks for the bald patches",
  )
  await expectNoAxeViolations(page)

  // Keyboard only: Tab from the top of the report to the first "Why?", open it with Enter.
  await page.getByRole("button", { name: "Print or save as PDF" }).focus()
  let why = ""
  for (let presses = 0; presses < 20 && !why.startsWith("Why?"); presses++) {
    await page.keyboard.press("Tab")
    why = await page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "")
  }
  expect(why).toMatch(/^Why\? your routine snapshot/)
  const focused = page.locator(":focus")
  await expect(focused).toHaveAttribute("aria-expanded", "false")
  await page.keyboard.press("Enter")
  await expect(focused).toHaveAttribute("aria-expanded", "true")
  const reasons = page.locator(`[id="${await focused.getAttribute("aria-controls")}"]`)
  await expect(reasons.getByText("Because you told us")).toBeVisible()
  await expect(reasons).toContainText("Round, smooth bald patches")
  await expect(reasons.getByText("What it rests on")).toBeVisible()
  await page.keyboard.press("Space")
  await expect(focused).toHaveAttribute("aria-expanded", "false")
  await expect(reasons).toBeHidden()

  // A red flag's Why? names the answer and its source's kind.
  const flag = page.getByRole("button", { name: /^Why\? Round, smooth bald patches/ })
  await flag.focus()
  await page.keyboard.press("Enter")
  const flagReasons = page.locator(`[id="${await flag.getAttribute("aria-controls")}"]`)
  await expect(flagReasons).toContainText("Have you had any of these recently?")
  await expect(flagReasons.getByText("Patient information").first()).toBeVisible()

  // The week as a calendar file, from the chosen day and time, in this browser's zone.
  const calendar = page.getByRole("region", { name: "Add your week to your calendar" })
  await calendar.getByLabel("Day 1 of your week").selectOption("sunday")
  await calendar.getByLabel("Time").fill("19:30")
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    calendar.getByRole("link", { name: "Download calendar file" }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/\.ics$/)
  const ics = await readFile((await download.path()) ?? "", "utf8")
  expect(ics).toContain("BEGIN:VCALENDAR")
  expect(ics).toMatch(/DTSTART;TZID=Europe\/London:\d{8}T193000/)
  expect(ics).toContain("RRULE:FREQ=WEEKLY")
  expect(ics).toContain("BEGIN:VALARM")

  // Printed: no navigation or buttons, reasons open, the evidence as footnotes.
  await page.emulateMedia({ media: "print" })
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden()
  await expect(page.getByRole("button", { name: "Email My Report" })).toBeHidden()
  await expect(page.getByRole("heading", { name: "The evidence behind your report" })).toBeVisible()
  await expect(
    page.getByRole("region", { name: "Avoid for now" }).getByText("Because you told us").first(),
  ).toBeVisible()
  for (const format of ["A4", "Letter"] as const) {
    const path = testInfo.outputPath(`report-${format}.pdf`)
    const pdf = await page.pdf({ path, format, printBackground: true })
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-")
  }
  await page.emulateMedia({ media: "screen" })

  // For the doctor: the page, then the server's PDF.
  await page.getByRole("link", { name: "Summary for my doctor" }).click()
  await expect(page).toHaveURL(/\/doctor-summary\?analysisId=/)
  const sheet = page.getByRole("article", { name: "Hair and scalp summary for my appointment" })
  await expect(sheet).toContainText("Round, smooth bald patches")
  await page.getByLabel("Since when? (optional)").fill("About six weeks")
  await expect(sheet).toContainText("About six weeks")
  await expectNoAxeViolations(page)
  const [summary] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download PDF" }).click(),
  ])
  const bytes = await readFile((await summary.path()) ?? "")
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-")
  await page.emulateMedia({ media: "print" })
  await expect(page.getByLabel("Since when? (optional)")).toBeHidden()
  await expect(sheet).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath("doctor-summary-print.png"), fullPage: true })
})
