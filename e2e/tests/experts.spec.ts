/**
 * Experts in the real app: an admin adds one to the directory on
 * /admin/experts; a person whose report has a red flag finds them from the
 * report, sees exactly what would go, and sends the summary with the
 * keyboard alone; the expert's e-mail leaves with the PDF attached.
 */
import { e2eAdmins } from "../ports.ts"
import { expect, test } from "./fixtures.ts"
import { expectNoAxeViolations, signInAsAdmin, signUp, walkQuiz } from "./helpers.ts"
import { mailTo } from "./mailFolder.ts"

test("a person finds a fitting expert from a report with a red flag and sends the summary by keyboard", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const tag = Math.random().toString(36).slice(2, 8)
  const town = `Testbridge ${tag}`
  const expertEmail = `dr.ade.${tag}@example.com`

  // The team adds a dermatologist in the person's town.
  const team = await browser.newContext({
    ...(baseURL === undefined ? {} : { baseURL }),
    extraHTTPHeaders: { "x-forwarded-for": `2001:db8:e0:${tag.slice(0, 4)}::1` },
  })
  const admin = await team.newPage()
  await signInAsAdmin(admin, e2eAdmins.experts)
  await admin.goto("/admin/experts")
  await admin.getByRole("button", { name: "Add an expert" }).click()
  const form = admin.getByRole("form", { name: "Add an expert" })
  await form.getByLabel("Name").fill(`Dr Ade ${tag}`)
  await form.getByLabel("Kind").selectOption("dermatologist")
  await form.getByRole("checkbox", { name: "Hair loss" }).check()
  await form.getByLabel("City or region").fill(town)
  await form.getByLabel("Country").fill("United Kingdom")
  await form.getByLabel("Booking e-mail").fill(expertEmail)
  await form.getByRole("button", { name: "Add expert" }).click()
  await expect(admin.getByRole("list", { name: "Experts" })).toContainText(`Dr Ade ${tag}`)
  await expectNoAxeViolations(admin)
  await team.close()

  // A person with round bald patches.
  await signUp(page, "Nia")
  await walkQuiz(page, {
    "Which best describes you?": "Female",
    "Have you had any of these recently?": "Round, smooth bald patches",
    "Does your health history include any of these?": "None of these",
  })
  await expect(page).toHaveURL(/\/result\?analysisId=[0-9a-f-]{36}$/, { timeout: 20_000 })

  // From the report, with the keyboard.
  const find = page.getByRole("link", { name: "Find an expert" })
  await find.focus()
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/\/experts\?analysisId=/)
  await expect(page.getByRole("region", { name: "Your report's first step" })).toContainText(
    "Book a dermatologist within 1 to 2 weeks",
  )
  await page.getByLabel("Where are you?").focus()
  await page.keyboard.type(town)
  await page.keyboard.press("Enter")
  const card = page.getByRole("article", { name: `Dr Ade ${tag}` })
  await expect(card).toContainText(
    "Dermatologist: your report suggests seeing a dermatologist within 1 to 2 weeks.",
  )
  await expect(card).toContainText(`In ${town}, United Kingdom.`)
  await expectNoAxeViolations(page)

  await card.getByRole("button", { name: "Send my summary" }).focus()
  await page.keyboard.press("Enter")
  const dialog = page.getByRole("dialog")
  await expect(dialog).toContainText("Nothing else from your report.")
  await expect(dialog.getByRole("region", { name: "What will be sent" })).toContainText(
    "Round, smooth bald patches",
  )
  const send = dialog.getByRole("button", { name: "Send my summary" })
  await expect(send).toBeDisabled()
  await dialog.getByLabel("Since when? (optional)").focus()
  await page.keyboard.type("about six weeks")
  // Tab on to the tick, Space ticks it, Tab on to Send, Enter sends.
  let focused = ""
  for (let presses = 0; presses < 10 && !focused.startsWith("I agree"); presses++) {
    await page.keyboard.press("Tab")
    focused = await page.evaluate(
      () => (document.activeElement as HTMLInputElement)?.labels?.[0]?.textContent ?? "",
    )
  }
  await page.keyboard.press("Space")
  await page.keyboard.press("Tab")
  await page.keyboard.press("Tab")
  await expect(send).toBeFocused()
  await page.keyboard.press("Enter")
  await expect(dialog.getByRole("status")).toContainText(`on its way to Dr Ade ${tag}`, {
    timeout: 60_000,
  })
  await page.keyboard.press("Escape")
  await expect(page.getByRole("region", { name: "Summaries you sent" })).toContainText(
    `To Dr Ade ${tag} (Dermatologist, ${expertEmail})`,
  )

  // The expert's e-mail: the PDF attached, the person's address to reply to.
  await expect.poll(async () => (await mailTo(expertEmail)).length, { timeout: 30_000 }).toBe(1)
  const [mail] = await mailTo(expertEmail)
  const pdf = mail?.attachments[0]
  expect(pdf?.contentType).toBe("application/pdf")
  expect(pdf?.content.subarray(0, 5).toString("latin1")).toBe("%PDF-")
  expect(mail?.replyTo?.value[0]?.address).toMatch(/^nia\./)
})
