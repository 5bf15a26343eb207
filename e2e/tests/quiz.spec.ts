/**
 * The quiz, the processing screen, the report and My Reports against the
 * real server (rule-based analyst, outbox mail): a female walk through every
 * visible question, a male walk that reaches the loc questions, and axe on
 * the quiz and result pages.
 */
import { expect, test } from "./fixtures.ts"
import { expectNoAxeViolations, signUp, walkQuiz } from "./helpers.ts"

const sectionTitles = [
  "Your routine snapshot",
  "What you're doing well",
  "Avoid for now",
  "Your weekly rhythm",
  "Recommended ingredients & product texture",
  "Styling & build-up",
  "Science notes",
  "Red flags",
]

test("a woman takes the whole quiz, reads, e-mails and deletes her report", async ({ page }) => {
  test.setTimeout(90_000)
  await signUp(page, "Amara")

  // First question: Previous disabled, Need help? explains.
  await expect(page.getByText("Question 1 of")).toBeVisible()
  await expect(page.getByRole("progressbar", { name: "Quiz progress" })).toBeVisible()
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled()
  await page.getByRole("button", { name: "Need help?" }).click()
  await expect(page.getByRole("dialog", { name: "Why we ask" })).toBeVisible()
  await page.keyboard.press("Escape")
  await expect(page.getByRole("dialog", { name: "Why we ask" })).toBeHidden()
  await expectNoAxeViolations(page)

  const seen = await walkQuiz(
    page,
    {
      "Which best describes you?": "Female",
      "How thick is a single strand of your hair?": "skip",
      "Have you had any of these recently?": "Burning or stinging",
      "Does your health history include any of these?": "None of these",
    },
    {
      notes: {
        // Notes are read for a fixed vocabulary: a typed finding changes the report.
        "Does your health history include any of these?": {
          label: "Anything else we should know? (optional)",
          text: "A round bald patch appeared at my crown last month",
        },
      },
    },
  )
  expect(seen).toContain("Are you in any of these life stages?")
  expect(seen).not.toContain("How old are your locs?")
  expect(seen.at(-1)).toBe("Does your health history include any of these?")

  await expect(page.getByRole("heading", { name: "Analysing Your Hair Profile" })).toBeVisible()
  await expect(page).toHaveURL(/\/result\?analysisId=[0-9a-f-]{36}$/, { timeout: 20_000 })
  for (const title of sectionTitles) {
    await expect(page.getByRole("heading", { name: title, level: 2 })).toBeVisible()
  }
  const redFlags = page.getByRole("region", { name: "Red flags" })
  await expect(redFlags).toContainText("Burning or stinging")
  // The most urgent finding, typed in the note, is the first red flag.
  await expect(redFlags.getByRole("listitem").first()).toContainText(
    /Round, smooth bald patches in the scalp .*: see a dermatologist within 1 to 2 weeks\./,
  )
  await expectNoAxeViolations(page)

  await page.getByRole("button", { name: "Email My Report" }).click()
  await expect(page.getByText("Email sent!")).toBeVisible()
  await expect(
    page.getByText("Your personalized report has been sent to your email."),
  ).toBeVisible()

  await page.getByRole("link", { name: "View All My Reports" }).click()
  await expect(page).toHaveURL(/\/my-reports$/)
  await expect(page.getByRole("heading", { name: "My Reports" })).toBeVisible()
  const cards = page.getByRole("listitem").filter({ hasText: "Hair Analysis Report" })
  await expect(cards).toHaveCount(1)
  await expect(cards.first()).toContainText(/ago/)

  await cards.first().getByRole("button", { name: "Delete report" }).click()
  const dialog = page.getByRole("alertdialog", { name: "Delete Report?" })
  await expect(dialog).toContainText("This action cannot be undone.")
  await dialog.getByRole("button", { name: "Delete" }).click()
  await expect(page.getByText("Report deleted")).toBeVisible()
  await expect(page.getByRole("heading", { name: "No Reports Yet" })).toBeVisible()
})

test("after Next, or Enter on an option, focus is on the new question's heading", async ({
  page,
}) => {
  await signUp(page, "Fola")
  await page.getByRole("radio", { name: "Female" }).check()
  await page.keyboard.press("Enter")
  const second = page.getByRole("heading", {
    level: 1,
    name: "Who are these answers about?",
  })
  await expect(second).toBeFocused()
  await expect(second).toHaveAccessibleDescription(/^Question 2 of \d+$/)
  await page.getByRole("radio").first().check()
  await page.getByRole("button", { name: "Next" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused()
  await page.getByRole("button", { name: "Previous" }).click()
  await expect(second).toBeFocused()
})

test("a man with locs and a beard is asked the loc, symptom and beard questions and not the general ones", async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signUp(page, "Kwame")
  const seen = await walkQuiz(page, {
    "Which best describes you?": "Male",
    "How long is your hair right now?": "I have locs",
    "Do you have facial hair?": "A full beard",
  })
  expect(seen).toContain("How old are your locs?")
  expect(seen).toContain("How were your locs started?")
  // Beyond the spec: men are asked about symptoms, and the beard questions follow a beard.
  expect(seen).toContain("Have you had any of these recently?")
  expect(seen).toContain("How does the skin under your beard feel?")
  expect(seen).toContain("What would you like for your beard?")
  expect(seen).not.toContain("Are you in any of these life stages?")
  expect(seen).not.toContain("What is the current state of your hair?")
  await expect(page).toHaveURL(/\/result\?analysisId=/, { timeout: 20_000 })
  await expect(page.getByRole("heading", { name: "Your routine snapshot" })).toBeVisible()
})

test("the result page without an id, or with an unknown one, says so", async ({ page }) => {
  await page.goto("/result")
  await expect(page.getByRole("heading", { name: "No Analysis Found" })).toBeVisible()
  await expect(page.getByRole("link", { name: "Take the Quiz" })).toHaveAttribute("href", "/quiz")
  await page.goto("/result?analysisId=00000000-0000-4000-8000-000000000000")
  await expect(page.getByRole("heading", { name: "Analysis Not Found" })).toBeVisible()
  await expect(page.getByRole("link", { name: "Take a New Quiz" })).toBeVisible()
})

test("My Reports asks a visitor to log in", async ({ page }) => {
  await page.goto("/my-reports")
  await expect(page.getByRole("heading", { name: "Please Log In" })).toBeVisible()
  await expect(page.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login")
})
