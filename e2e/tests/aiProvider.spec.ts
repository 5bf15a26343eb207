/**
 * The quiz against apps with AI_PROVIDER=openai (playwright.config.ts): one
 * whose OpenAI-speaking server answers, whose report the person then reads
 * as the AI wrote it, less any line that contradicts them, and from which
 * Start here, the comparison, the ingredient checker and the doctor's
 * summary are made; one whose server is down, where the person still gets a
 * report at once, from the rule engine, marked "Fallback". The stand-in
 * answers each person as its script for their name says (fakeAiProvider.ts).
 */
import AxeBuilder from "@axe-core/playwright"
import type { FakeAnswer } from "@strand/adapters/testing/FakeAiProvider"
import { analystPromptVersion } from "@strand/domain/analysis/AnalystPrompt"
import { inPatientWords } from "@strand/domain/analysis/PatientWords"
import {
  aiReportFor,
  aiSnapshotMarker,
  driftingLines,
  reassuringLine,
} from "@strand/domain/analysis/testing/AiReports"
import { aiAppUrls, appDataDirs, e2eAdmins, fakeAiPort } from "../ports.ts"
import { expect, type Page, test } from "./fixtures.ts"
import { expectNoAxeViolations, signInAsAdmin, signUp, walkQuiz } from "./helpers.ts"

/** A name new each run (it also makes the e-mail address): the stand-in's scripts are by name. */
const uniqueName = (first: string) =>
  `${first}-${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`

/** The stand-in provider's next answers for the person called `name`. */
const script = async (page: Page, name: string, ...answers: ReadonlyArray<FakeAnswer>) => {
  const scripted = await page.request.post(`http://127.0.0.1:${fakeAiPort}/__fake/script`, {
    data: { name, answers },
  })
  expect(scripted.ok()).toBe(true)
}

const completeQuizAsKwame = async (page: Page, name = "Kwame") => {
  await signUp(page, name)
  await walkQuiz(page, {
    "Which best describes you?": "Male",
    "How long is your hair right now?": "Short (up to about 5 cm)",
    "Have you had any of these recently?": "None of these",
    "Does your health history include any of these?": "None of these",
  })
  await expect(page).toHaveURL(/\/result\?analysisId=[0-9a-f-]{36}$/, { timeout: 30_000 })
}

test.describe("with an AI provider that answers", () => {
  test.use({ baseURL: aiAppUrls.working })

  test("the person reads the report the AI wrote, shown without fetching it again", async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const reportReads: Array<string> = []
    page.on("request", (request) => {
      if (request.method() === "GET" && /\/api\/analyses\/[0-9a-f-]{36}$/.test(request.url())) {
        reportReads.push(request.url())
      }
    })
    await completeQuizAsKwame(page)

    const snapshot = page.getByRole("region", { name: "Your routine snapshot" })
    await expect(snapshot).toContainText(aiSnapshotMarker)
    await expect(snapshot).toContainText("Kwame")
    await expect(page.getByRole("region", { name: "Red flags" })).toContainText(
      aiReportFor("Kwame").redFlags[0] ?? "",
    )
    await expect(page.getByText("Fallback", { exact: true })).toHaveCount(0)
    // The POST's report filled the page: the report was not asked for again.
    expect(reportReads).toEqual([])

    await page.getByRole("link", { name: "View All My Reports" }).click()
    const cards = page.getByRole("listitem").filter({ hasText: "Hair Analysis Report" })
    await expect(cards).toHaveCount(1)
    await expect(cards.first().getByText("Fallback", { exact: true })).toHaveCount(0)
  })
})

test.describe("with an AI provider that drifts from the person", () => {
  test.use({ baseURL: aiAppUrls.working })

  test("a man with short straight hair reads the AI's report without the lines that contradict him", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000)
    const name = uniqueName("Wren")
    await script(page, name, { _tag: "Drift" })
    await completeQuizAsKwame(page, name)

    const snapshot = page.getByRole("region", { name: "Your routine snapshot" })
    await expect(snapshot).toContainText(aiSnapshotMarker)
    await expect(page.getByText("Fallback", { exact: true })).toHaveCount(0)
    // Waves he does not have, and detangling hair he keeps short: never shown.
    for (const drifted of [driftingLines.wavy, driftingLines.waves, driftingLines.detangling])
      await expect(page.getByText(drifted)).toHaveCount(0)

    // The AI's own line says which of his answers it rests on, as a rule's line does.
    const why = page.getByRole("button", { name: /^Why\? Planning your routine/ })
    await why.click()
    const reasons = page.locator(`[id="${await why.getAttribute("aria-controls")}"]`)
    // A question of the quiz and what he answered, as the stand-in cited it.
    await expect(reasons).toHaveText(/^Written by the AI for you, from what you told us: .+\? \S/)
    await expectNoAxeViolations(page)
    await page.screenshot({ path: testInfo.outputPath("ai-report-drift.png"), fullPage: true })

    // The team sees on /admin/analysts how often lines were dropped, and why, per prompt.
    await signInAsAdmin(page, e2eAdmins.aiAnalysts, {
      appUrl: aiAppUrls.working,
      dataDir: appDataDirs.aiWorking,
    })
    await page.goto("/admin/analysts")
    const row = page
      .getByRole("table", { name: "Last 24 hours" })
      .getByRole("row", { name: /OpenAI/ })
      .filter({ hasText: analystPromptVersion })
    await expect(row).toContainText(/texture \d+/)
    await expect(row).toContainText(/length \d+/)
    await expect(page.getByRole("region", { name: "Why lines were dropped" })).toContainText(
      "called the hair by a texture the person did not give",
    )
    await expectNoAxeViolations(page)
    await page.screenshot({
      path: testInfo.outputPath("analysts-dropped-lines.png"),
      fullPage: true,
    })
  })

  test("reassurance beside her red flag, again and again: the rule engine answers instead", async ({
    page,
  }) => {
    const name = uniqueName("Sol")
    await script(page, name, { _tag: "Reassure" })
    const person = await page.request.post("/api/login", {
      data: { email: `sol-${Date.now()}@example.com`, name },
    })
    expect(person.ok()).toBe(true)
    const analysed = await page.request.post("/api/analyze-hair", {
      data: {
        userName: name,
        answers: {
          gender: "female",
          scalp_condition: ["itchy_flaky"],
          symptoms: ["persistent_flaking"],
        },
      },
    })
    const body = (await analysed.json()) as { analysisId: string; fallbackUsed: boolean }
    expect(body.fallbackUsed).toBe(true)
    await page.goto(`/result?analysisId=${body.analysisId}`)
    await expect(page.getByText("Fallback", { exact: true })).toBeVisible()
    await expect(page.getByText(reassuringLine)).toHaveCount(0)
    await expect(page.getByRole("region", { name: "Red flags" })).toContainText(
      "Persistent flaking",
    )
  })
})

test.describe("every feature reads the report the person saw", () => {
  test.use({ baseURL: aiAppUrls.working })

  test("Start here, the comparison and the doctor's summary of an AI report and of a fallback", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000)
    const name = uniqueName("Noor")
    // The same answers twice: the AI writes the first report, the rules the second (a 400).
    await script(page, name, { _tag: "Report" }, { _tag: "Status", status: 400 })
    const person = await page.request.post("/api/login", {
      data: { email: `noor-${Date.now()}@example.com`, name },
    })
    expect(person.ok()).toBe(true)
    const analyse = async () => {
      const analysed = await page.request.post("/api/analyze-hair", {
        data: {
          userName: name,
          answers: { gender: "female", hair_texture: "coily", symptoms: ["broken_edges"] },
        },
      })
      expect(analysed.ok()).toBe(true)
      return (await analysed.json()) as { analysisId: string; fallbackUsed: boolean }
    }
    const ai = await analyse()
    const fallback = await analyse()
    expect([ai.fallbackUsed, fallback.fallbackUsed]).toEqual([false, true])

    // Start here: the finding first, then changes the person can find in this report.
    await page.goto(`/result?analysisId=${ai.analysisId}`)
    const start = page.getByRole("region", { name: "Start here" })
    await expect(start.getByRole("listitem").first()).toContainText(/edges/i)
    await expect(start).toContainText("Avoid for now: tight styles while your edges recover")
    await expect(start).not.toContainText(/medicated/i)
    await expect(page.getByRole("region", { name: "Avoid for now" })).toContainText(
      "Tight styles while your edges recover",
    )
    await page.screenshot({ path: testInfo.outputPath("ai-start-here.png"), fullPage: true })

    // The doctor's summary says what this report's Start here says first, in the person's voice.
    const read = await page.request.get(`/api/analyses/${ai.analysisId}`)
    const { analysis } = (await read.json()) as {
      analysis: { explanation: { startHere: ReadonlyArray<{ change: string; urgent: boolean }> } }
    }
    const [first] = analysis.explanation.startHere
    expect(first?.urgent).toBe(true)
    await page.goto(`/doctor-summary?analysisId=${ai.analysisId}`)
    const sheet = page.getByRole("article", { name: "Hair and scalp summary for my appointment" })
    await expect(sheet).toContainText(inPatientWords(first?.change ?? "no warning sign", "self"))

    // Comparing the AI's report with the rules': the same answers, other lines; never "nothing changed".
    await page.goto("/my-reports")
    await page.getByRole("button", { name: "Compare" }).click()
    await expect(page.getByText("Your answers were the same.")).toBeVisible()
    await expect(page.getByText(/^Nothing changed/)).toHaveCount(0)
    await expect(page.getByRole("region", { name: /^No longer in your routine/ })).toContainText(
      aiReportFor(name).doingWell[0] ?? "",
    )
    await expectNoAxeViolations(page)
    await page.screenshot({ path: testInfo.outputPath("compare-ai-and-rules.png"), fullPage: true })
  })
})

test.describe("the ingredient checker reads the report the person saw", () => {
  test.use({ baseURL: aiAppUrls.working })

  const ketoconazoleShampoo =
    "Ketoconazole 2% w/w. Other ingredients: Sodium Laureth Sulfate, Disodium Laureth Sulfosuccinate, Cocamide DEA, PEG-120 Methyl Glucose Dioleate, Imidurea, Hydrochloric Acid, Sodium Hydroxide, Sodium Chloride, Purified Water"

  test("a medicated shampoo is 'what your report asks for' only where her report asks for one", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000)
    const name = uniqueName("Ida")
    // The same answers twice: the rules write the first report (a 400), the AI the second.
    await script(page, name, { _tag: "Status", status: 400 }, { _tag: "Report" })
    const person = await page.request.post("/api/login", {
      data: { email: `ida-${Date.now()}@example.com`, name },
    })
    expect(person.ok()).toBe(true)
    const analyse = async () => {
      const analysed = await page.request.post("/api/analyze-hair", {
        data: {
          userName: name,
          answers: { gender: "female", hair_texture: "wavy", scalp_condition: ["itchy_flaky"] },
        },
      })
      expect(analysed.ok()).toBe(true)
      return (await analysed.json()) as { analysisId: string; fallbackUsed: boolean }
    }
    const checkShampoo = async () => {
      await page.goto("/check")
      await page.getByLabel("Ingredients, as printed on the label").fill(ketoconazoleShampoo)
      await page.getByLabel("What is it? (optional)").selectOption("Shampoo")
      await page.getByRole("button", { name: "Check it" }).click()
      await expect(page.getByRole("region", { name: "What suits you in it" })).toContainText(
        "It has Ketoconazole",
      )
    }

    // Her rules report recommends an anti-dandruff shampoo, and the checker quotes it.
    expect((await analyse()).fallbackUsed).toBe(true)
    await checkShampoo()
    await expect(page.getByText(/the antifungal active your report asks for/)).toBeVisible()
    await expect(page.locator("main q").filter({ hasText: "Anti-dandruff shampoo" })).toHaveCount(1)

    // Her AI report recommends none: the checker never cites a line she cannot read.
    const ai = await analyse()
    expect(ai.fallbackUsed).toBe(false)
    const read = await page.request.get(`/api/analyses/${ai.analysisId}`)
    const shown = JSON.stringify(
      ((await read.json()) as { analysis: { aiResults: unknown } }).analysis.aiResults,
    )
    expect(shown).not.toMatch(/Anti-dandruff shampoo/i)
    await checkShampoo()
    // Her AI report's own red flag (the floor's, which she reads) is quoted instead.
    await expect(page.locator("main q").filter({ hasText: /Anti-dandruff shampoo/i })).toHaveCount(
      0,
    )
    const quotes = await page.locator("main q").allTextContents()
    expect(quotes.length).toBeGreaterThan(0)
    for (const quote of quotes) expect(shown).toContain(quote.trim().slice(-40))
    await expectNoAxeViolations(page)
    await page.screenshot({ path: testInfo.outputPath("checker-ai-report.png"), fullPage: true })
  })
})

test.describe("with an AI provider that is down", () => {
  test.use({ baseURL: aiAppUrls.failing })

  test("the person still gets a report at once, from the rule engine, marked Fallback", async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await completeQuizAsKwame(page)

    await expect(page.getByRole("heading", { name: "Your routine snapshot" })).toBeVisible()
    const snapshot = page.getByRole("region", { name: "Your routine snapshot" })
    await expect(snapshot).toContainText("Kwame")
    await expect(snapshot).not.toContainText(aiSnapshotMarker)
    await expect(page.getByText("Fallback", { exact: true })).toBeVisible()
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])

    await page.getByRole("link", { name: "View All My Reports" }).click()
    const cards = page.getByRole("listitem").filter({ hasText: "Hair Analysis Report" })
    await expect(cards).toHaveCount(1)
    await expect(cards.first().getByText("Fallback", { exact: true })).toBeVisible()
  })

  test("the team sees the fallbacks and their reason on /admin/analysts", async ({ page }) => {
    test.setTimeout(90_000)
    // One analysis through the API, as a person's browser would send it.
    const person = await page.request.post("/api/login", {
      data: { email: `down-${Date.now()}@example.com`, name: "Kwame" },
    })
    expect(person.ok()).toBe(true)
    const analysed = await page.request.post("/api/analyze-hair", {
      data: { userName: "Kwame", answers: { gender: "male", hair_length_male: "short" } },
    })
    expect(await analysed.json()).toMatchObject({ success: true, fallbackUsed: true })

    await signInAsAdmin(page, e2eAdmins.analysts, { dataDir: appDataDirs.aiFailing })
    await page.goto("/admin")
    await page
      .getByRole("navigation", { name: "Admin pages" })
      .getByRole("link", { name: "AI analysts" })
      .click()
    await expect(page).toHaveURL(/\/admin\/analysts$/)
    await expect(page.getByRole("heading", { name: "AI analysts" })).toBeVisible()
    await expect(page.getByText("gpt-e2e", { exact: true }).first()).toBeVisible()
    const row = page
      .getByRole("table", { name: "Last 24 hours" })
      .getByRole("row", { name: /OpenAI/ })
    await expect(row).toContainText("100%")
    await expect(row).toContainText(/Unavailable \d+|CircuitOpen \d+/)
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
  })
})
