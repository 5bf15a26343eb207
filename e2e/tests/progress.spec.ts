/**
 * In Chromium against the real app: a person pastes the label of their
 * shampoo and reads, on one screen, why it does not suit their hair, then a
 * conditioner's label read as one;
 * a person with two reports sees what changed between them, with the
 * keyboard alone.
 */
import { expect, test } from "./fixtures.ts"
import { expectNoAxeViolations, signUp, walkQuiz } from "./helpers.ts"

const label =
  "INGREDIENTS: Water, Sodium Laureth Sulfate, Sodium Lauryl Sulfate, Sodium Chloride, Cocamidopropyl Betaine, Glycol Distearate, Parfum, Sodium Citrate, Dimethiconol, Citric Acid, Guar Hydroxypropyltrimonium Chloride, Benzyl Alcohol, Methylisothiazolinone, Methylchloroisothiazolinone, CI 42090"

test("a person pastes their shampoo's label and reads the flags for their hair", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signUp(page, "Chloe")
  await walkQuiz(page, {
    "Which best describes you?": "Female",
    "What is the current state of your hair?": "Bleached or highlighted",
    "How does your hair take up water?": "High porosity (soaks up water, dries fast, frizzes)",
    "How does your scalp usually feel?": "Sensitive (stings or reacts to products)",
  })
  await expect(page).toHaveURL(/\/result\?analysisId=[0-9a-f-]{36}$/, { timeout: 20_000 })

  await page.getByRole("link", { name: "Check a Product" }).click()
  await expect(page).toHaveURL(/\/check$/)
  await expect(page.getByRole("heading", { name: "Check a product", level: 1 })).toBeVisible()
  await page.getByLabel("Ingredients, as printed on the label").fill(label)
  await page.getByLabel("What is it? (optional)").selectOption("Shampoo")
  await page.getByRole("button", { name: "Check it" }).click()

  await expect(page.getByText("Not a good fit", { exact: true })).toBeVisible()
  // The verdict takes the focus, named by its headline.
  await expect(
    page.getByRole("region", {
      name: "This shampoo is not a good fit for your hair: strong cleansers for hair that needs gentle ones.",
    }),
  ).toBeFocused()
  const sulfates = page.getByRole("listitem", {
    name: "Strong cleansers for hair that needs gentle ones",
  })
  await expect(sulfates).toContainText("Sodium Laureth Sulfate, Sodium Lauryl Sulfate")
  await expect(sulfates).toContainText(
    "You told us your hair is bleached, its porosity is high and your scalp is sensitive.",
  )
  await expect(sulfates).toContainText("A shampoo built on mild surfactants")
  // The lines of the person's report the checker quotes, to find on the report below.
  const quoted = await page.locator("main q").allTextContents()
  const fragrance = page.getByRole("listitem", { name: "Fragrance on a sensitive scalp" })
  await expect(fragrance).toContainText("Parfum, Benzyl Alcohol")
  await expect(
    page.getByRole("listitem", { name: "Preservatives that often cause allergies" }),
  ).toContainText("Methylisothiazolinone, Methylchloroisothiazolinone")
  // every ingredient is listed, grouped
  await expect(page.getByRole("heading", { name: "Every ingredient (15)" })).toBeVisible()
  await expect(
    page.getByRole("region", { name: "Sulfates and other strong surfactants (2)" }),
  ).toBeVisible()
  await expectNoAxeViolations(page)

  // Text that is not a label is refused under the field.
  await page.getByLabel("Ingredients, as printed on the label").fill("I love this shampoo")
  await page.getByRole("button", { name: "Check it" }).click()
  await expect(page.getByText(/^That doesn't look like an ingredient list/)).toBeVisible()
  await expect(page.getByLabel("Ingredients, as printed on the label")).toBeFocused()

  // A label pasted without saying what it is: read from the label, and the page says so.
  await page
    .getByLabel("Ingredients, as printed on the label")
    .fill(
      "Aqua/Water, Cetearyl Alcohol, Behentrimonium Chloride, Amodimethicone, Glycerin, Phenoxyethanol",
    )
  await page.getByLabel("What is it? (optional)").selectOption("Not sure")
  await page.getByRole("button", { name: "Check it" }).click()
  await expect(
    page.getByText(/^Read as a conditioner you rinse out: its list leads with conditioning agents/),
  ).toBeVisible()
  // a rinse-off silicone conditioner suits bleached lengths
  await expect(page.getByText("Suits your hair", { exact: true })).toBeVisible()
  await expect(
    page.getByText(/^Its Amodimethicone smooths and protects lightened lengths/),
  ).toBeVisible()

  quoted.push(...(await page.locator("main q").allTextContents()))

  // Every line quoted is on the report the person reads, word for word.
  expect(quoted.length).toBeGreaterThan(0)
  await page.getByRole("link", { name: /^your report of / }).click()
  await expect(page).toHaveURL(/\/result\?analysisId=/)
  await expect(page.getByRole("heading", { name: "Your routine snapshot" })).toBeVisible()
  const report = (await page.locator("main").textContent()) ?? ""
  for (const quote of quoted) {
    for (const part of quote.split(/: (?=\p{Lu})/u)) expect(report).toContain(part)
  }
})

test("a person with two reports compares them on My Reports", async ({ page }) => {
  test.setTimeout(150_000)
  await signUp(page, "Maya")
  const answers = {
    "Which best describes you?": "Female",
    "Does any of this apply to you?": "None of these",
  }
  await walkQuiz(page, answers)
  await expect(page).toHaveURL(/\/result\?analysisId=/, { timeout: 20_000 })
  // One report: nothing to compare yet.
  await page.goto("/my-reports")
  await expect(page.getByRole("heading", { name: "My Reports" })).toBeVisible()
  await expect(page.getByRole("heading", { name: "Compare two reports" })).toHaveCount(0)

  await page.goto("/quiz")
  await walkQuiz(page, {
    ...answers,
    "Does any of this apply to you?": "Hard water (limescale at home)",
  })
  await expect(page).toHaveURL(/\/result\?analysisId=/, { timeout: 20_000 })
  await page.goto("/my-reports")
  await expect(page.getByRole("heading", { name: "Compare two reports" })).toBeVisible()

  // Keyboard only: the two selects default to the earlier and the later report.
  await page.getByLabel("Later report").focus()
  await page.keyboard.press("Tab")
  await expect(page.getByRole("button", { name: "Compare" })).toBeFocused()
  await page.keyboard.press("Enter")

  const answered = page.getByRole("heading", { name: "What you answered differently (1)" })
  await expect(answered).toBeVisible()
  await expect(page.getByText("Now: Hard water (limescale at home)")).toBeVisible()
  const appeared = page.getByRole("region", { name: /^New in your routine/ })
  // The product itself (the weekly rhythm's new line names it too).
  const chelating = appeared
    .getByRole("listitem")
    .filter({ has: page.getByText("Recommended products", { exact: true }) })
    .filter({ hasText: "Chelating shampoo" })
  await expect(chelating).toContainText("Because you answered")
  await expect(chelating).toContainText("Hard water (limescale at home)")
  await expect(chelating).toContainText("changed")
  await expect(page.getByText(/lines stayed the same, word for word\.$/)).toBeVisible()
  await expectNoAxeViolations(page)
})

test("a person asks for one reminder to retake the quiz, and stops it", async ({ page }) => {
  test.setTimeout(120_000)
  await signUp(page, "Nia")
  await walkQuiz(page, {
    "Which best describes you?": "Female",
    "What is the current state of your hair?": "Coloured",
  })
  await expect(page).toHaveURL(/\/result\?analysisId=/, { timeout: 20_000 })
  await page.goto("/my-reports")
  const panel = page.getByRole("region", { name: "Take the quiz again" })
  await expect(panel).toContainText("Your latest report suggests taking it again around")
  await expect(panel).toContainText("Sooner than usual because your hair is coloured")

  await panel.getByRole("button", { name: "E-mail me a reminder" }).click()
  await expect(panel.getByRole("status")).toHaveText(
    /^We'll e-mail you one reminder on \w+ \d+, \d{4}\.$/,
  )
  // Still there after a reload: it is stored, not only shown.
  await page.reload()
  await expect(panel.getByRole("status")).toContainText("We'll e-mail you one reminder on")
  await expectNoAxeViolations(page)
  await panel.getByRole("button", { name: "Stop the reminder" }).click()
  await expect(panel.getByRole("button", { name: "E-mail me a reminder" })).toBeVisible()
  await expect(panel.getByRole("status")).toHaveText("")

  // The e-mail's link with a token that no longer stops anything: said plainly.
  await page.goto("/reminder/stop?token=no-such-reminder-token-000000000")
  await expect(page.getByRole("heading", { name: "Nothing to stop" })).toBeFocused()
  await expectNoAxeViolations(page)
})
