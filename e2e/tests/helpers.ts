/** What several specs do: unique addresses, signing in and up, walking the quiz, axe. */
import AxeBuilder from "@axe-core/playwright"
import { quizCatalogue, sharedQuestionIds } from "@strand/domain/quiz/QuizCatalogue"
import { appDataDirs } from "../ports.ts"
import { type BrowserContext, expect, type Page } from "./fixtures.ts"
import { signInLinkFor } from "./mailFolder.ts"

export const unique = (who: string) =>
  `${who}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`

export const nav = (page: Page) => page.getByRole("navigation", { name: "Main" })

/**
 * Watches the page for one chunk of the built app, named after the module it
 * was built from (`decodeAnswer`, the reader of the API's answers with
 * Effect's Schema; `AnalysisAnswers`, the contract's schema of a page of
 * reports): the returned function gives the requests for it so far.
 */
export const chunkRequests = (page: Page, builtFrom: string) => {
  const chunk = new RegExp(`/assets/${builtFrom}-[\\w-]+\\.js$`)
  const requested: Array<string> = []
  page.on("request", (request) => {
    if (request.resourceType() === "script" && chunk.test(request.url())) {
      requested.push(request.url())
    }
  })
  return () => [...requested]
}

/**
 * No axe violations on the page. A failure names each rule and the elements it
 * found, with axe's own summary for the first: whole violation objects run to
 * hundreds of lines, and CI keeps only the end of the log.
 */
export const expectNoAxeViolations = async (page: Page) => {
  // Every page but the landing page and a report arrives as a static frame (the quiz's frame
  // holds its first question) that the app replaces once its route is ready: axe run across
  // that swap judges nodes already gone ("no main landmark"). Judge the app's page.
  await expect(page.locator("[data-pending-frame]")).toHaveCount(0)
  const results = await new AxeBuilder({ page }).analyze()
  const found = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes
        .map((node) => `${node.target.join(" ")} (${node.failureSummary?.split("\n")[1]?.trim()})`)
        .join("; ")}`,
  )
  expect(found, `axe on ${page.url()}`).toEqual([])
}

/** Signs the page's browser context in through the API (cookies are shared with the page). */
export const signInThroughApi = async (context: BrowserContext, email: string, name?: string) => {
  const response = await context.request.post("/api/login", {
    data: name === undefined ? { email } : { email, name },
  })
  expect(response.ok()).toBe(true)
  return (await response.json()) as { referralCode: string; referralCount: number }
}

/**
 * Signs the page in as `admin` (one of ports.ts's e2eAdmins) of the app at
 * the page's base URL or `appUrl`, whose data is in `dataDir`: an admin's
 * address signs in only through the link e-mailed to it.
 */
export const signInAsAdmin = async (
  page: Page,
  admin: string,
  { appUrl = "", dataDir = appDataDirs.main }: { appUrl?: string; dataDir?: string } = {},
) => {
  const before = await signInLinkFor(admin, dataDir)
  const asked = await page.context().request.post(`${appUrl}/api/login`, {
    data: { email: admin, name: "Team Admin" },
    ...(appUrl === "" ? {} : { headers: { origin: appUrl } }),
  })
  expect(asked.ok()).toBe(true)
  let link: string | undefined
  await expect
    .poll(async () => {
      link = await signInLinkFor(admin, dataDir)
      return link !== undefined && link !== before
    })
    .toBe(true)
  await page.goto(link ?? "")
  await page.getByRole("button", { name: "Sign in to Strand" }).click()
  await expect(page).not.toHaveURL(/\/auth\/confirm/)
  // Signed in once the page shows it: a slow confirm on a loaded machine otherwise left the
  // next page to load before the session was there.
  await expect(nav(page).getByRole("button", { name: "Team Admin" })).toBeVisible()
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
/** Notes to type, by question title: the note field's label and the text. */
export type Notes = Record<string, { readonly label: string; readonly text: string }>

/**
 * The consultation's questions beyond the spec (age, medicines, budget...):
 * skipped unless a test chooses an answer, so a walk that takes the first
 * option everywhere is not a child with a sore that will not heal.
 */
const isConsultation = (id: string) =>
  id === "exercise_frequency_male" ||
  ((sharedQuestionIds as ReadonlyArray<string>).includes(id) && id !== "health_background")
// A title the spec's own questions also use (the women's "work up a sweat", which
// cannot be skipped) is answered like any other question.
const consultationTitles: ReadonlySet<string> = new Set(
  quizCatalogue
    .filter(
      (question) =>
        isConsultation(question.id) &&
        !quizCatalogue.some((other) => !isConsultation(other.id) && other.title === question.title),
    )
    .map((question) => question.title),
)

/**
 * Answers every visible question until Complete, or until the question
 * titled `stopAt` is shown; returns the titles seen. The consultation's
 * questions are skipped unless `choices` answers them.
 */
export const walkQuiz = async (
  page: Page,
  choices: Choices,
  { notes = {}, stopAt }: { readonly notes?: Notes; readonly stopAt?: string } = {},
) => {
  const quiz = page.getByRole("form", { name: "Hair profile quiz" })
  const seen: Array<string> = []
  for (let step = 0; step < 60; step++) {
    const position = await page.getByText(/^Question \d+ of \d+$/).textContent()
    const [, number, of] = /Question (\d+) of (\d+)/.exec(position ?? "") ?? []
    const title = (await quiz.getByRole("heading", { level: 1 }).textContent()) ?? ""
    seen.push(title)
    if (title === stopAt) return seen
    // A consultation question can share its title with one of the spec's (men's sweat and
    // women's): only the one that offers Skip is skipped.
    const skippable = (await quiz.getByRole("button", { name: "Skip" }).count()) > 0
    const choice =
      choices[title] ?? (consultationTitles.has(title) && skippable ? "skip" : undefined)
    const note = notes[title]
    if (note !== undefined) await quiz.getByLabel(note.label).fill(note.text)
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
