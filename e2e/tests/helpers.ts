/** What several specs do: unique addresses, signing in and up, walking the quiz, axe. */
import AxeBuilder from "@axe-core/playwright"
import { type BrowserContext, expect, type Page } from "./fixtures.ts"

export const unique = (who: string) =>
  `${who}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`

export const nav = (page: Page) => page.getByRole("navigation", { name: "Main" })

export const expectNoAxeViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations).toEqual([])
}

/** Signs the page's browser context in through the API (cookies are shared with the page). */
export const signInThroughApi = async (context: BrowserContext, email: string, name?: string) => {
  const response = await context.request.post("/api/login", {
    data: name === undefined ? { email } : { email, name },
  })
  expect(response.ok()).toBe(true)
  return (await response.json()) as { referralCode: string; referralCount: number }
}

/** Signs up on /signup and lands on the quiz. */
export const signUp = async (page: Page, name: string) => {
  await page.goto("/signup")
  const form = page.getByRole("form", { name: "Create your account" })
  await form.getByLabel("Name").fill(name)
  await form.getByLabel("Email").fill(unique(name.toLowerCase()))
  await form.getByRole("button", { name: "Create account" }).click()
  await expect(page).toHaveURL(/\/quiz$/)
}

/** What to answer, by question title; anything else gets its first option. */
export type Choices = Record<string, string | "skip">

/**
 * Answers every visible question until Complete, or until the question
 * titled `stopAt` is shown; returns the titles seen.
 */
export const walkQuiz = async (page: Page, choices: Choices, stopAt?: string) => {
  const quiz = page.getByRole("form", { name: "Hair profile quiz" })
  const seen: Array<string> = []
  for (let step = 0; step < 40; step++) {
    const position = await page.getByText(/^Question \d+ of \d+$/).textContent()
    const [, number, of] = /Question (\d+) of (\d+)/.exec(position ?? "") ?? []
    const title = (await quiz.getByRole("heading", { level: 1 }).textContent()) ?? ""
    seen.push(title)
    if (title === stopAt) return seen
    const choice = choices[title]
    const next = quiz.getByRole("button", { name: /^(Next|Complete)$/ })
    if (number === of) await expect(next).toHaveText("Complete")
    if (choice === "skip") {
      await quiz.getByRole("button", { name: "Skip" }).click()
    } else {
      await expect(next).toBeDisabled()
      if (choice !== undefined) {
        await quiz.getByLabel(choice, { exact: true }).check()
      } else if ((await quiz.getByRole("radio").count()) > 0) {
        await quiz.getByRole("radio").first().check()
      } else if ((await quiz.getByRole("combobox").count()) === 0) {
        const boxes = quiz.getByRole("checkbox")
        await boxes.first().check()
        // A product question: choosing a product asks how often.
        const frequency = quiz.getByRole("combobox")
        if ((await frequency.count()) > 0) {
          await expect(next).toBeDisabled()
          await frequency.first().selectOption({ index: 1 })
        }
      }
      await next.click()
    }
    if (number === of) return seen
    await expect(page.getByText(`Question ${Number(number) + 1} of`)).toBeVisible()
  }
  throw new Error("The quiz never reached Complete")
}
