/**
 * A routine placed on the person's own week, in the real app: they say
 * which days they can wash and style and how long they have, from the
 * report; the weekly rhythm names weekdays, and the calendar file puts each
 * step on its day.
 */
import { readFile } from "node:fs/promises"
import { expect, test } from "./fixtures.ts"
import { expectNoAxeViolations, signUp, walkQuiz } from "./helpers.ts"

test.use({ timezoneId: "Europe/London" })

const weekdayOf = (yyyymmdd: string) =>
  new Date(
    `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}T12:00:00Z`,
  ).getUTCDay()

test("a person sets their week and sees the rhythm and the calendar file follow it", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signUp(page, "Zola")
  await walkQuiz(page, {
    "Which best describes you?": "Female",
    "Does your health history include any of these?": "None of these",
  })
  await expect(page).toHaveURL(/\/result\?analysisId=[0-9a-f-]{36}$/, { timeout: 20_000 })
  const rhythm = page.getByRole("region", { name: "Your weekly rhythm" })
  await expect(rhythm).toContainText(/Days? 1\b/)

  const week = page.getByRole("region", { name: "Fit the rhythm to your week" })
  await week.getByRole("checkbox", { name: "Tuesday" }).check()
  await week.getByRole("checkbox", { name: "Saturday" }).check()
  await week.getByLabel("Minutes on a weekday").selectOption("30")
  await week.getByLabel("Minutes on a weekend day").selectOption("90")
  await week.getByRole("radio", { name: "Mornings" }).check()
  await week.getByRole("button", { name: "Place my rhythm on my week" }).click()

  await expect(rhythm).toContainText("Placed on your week: mornings")
  await expect(rhythm).not.toContainText(/Days? 1\b/)
  const days = await rhythm
    .getByRole("listitem")
    .evaluateAll((rows) => rows.map((row) => row.querySelector("span")?.textContent ?? ""))
  expect(days.some((day) => /Saturday|Tuesday/.test(day))).toBe(true)
  await expectNoAxeViolations(page)

  // The calendar file: no Day 1 to choose; the wash day on a day the person gave, in the morning.
  const calendar = page.getByRole("region", { name: "Add your week to your calendar" })
  await expect(calendar.getByLabel("Day 1 of your week")).toHaveCount(0)
  await expect(calendar.getByLabel("Time")).toHaveValue("07:30")
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    calendar.getByRole("link", { name: "Download calendar file" }).click(),
  ])
  // Long lines are folded (RFC 5545): unfolded, each property is one line.
  const ics = (await readFile((await download.path()) ?? "", "utf8")).replace(/\r?\n[ \t]/g, "")
  const events = ics.split("BEGIN:VEVENT").slice(1)
  const wash = events.find((event) =>
    /DESCRIPTION:(Tuesday|Saturday)[^:]*:[^\n]*[Ss]hampoo/.test(event),
  )
  expect(wash).toBeDefined()
  const start = /DTSTART;TZID=Europe\/London:(\d{8})T073000/.exec(wash ?? "")?.[1] ?? ""
  expect([2, 6]).toContain(weekdayOf(start))

  // Kept with the account: the report reads the same week after a reload.
  await page.reload()
  await expect(page.getByRole("region", { name: "Your weekly rhythm" })).toContainText(
    "Placed on your week: mornings",
  )
})
