/**
 * /admin/hubspot in Chromium, on a second app whose CRM is a local server
 * speaking HubSpot's contacts API (playwright.config.ts): Sync All with its
 * totals and toast, existing contacts skipped, and a new sign-up reaching
 * HubSpot and the page without anyone pressing anything.
 */
import AxeBuilder from "@axe-core/playwright"
import { crmAppUrl as app, appDataDirs, e2eAdmins, hubSpotUrl } from "../ports.ts"
import { expect, test } from "./fixtures.ts"
import { signInAsAdmin } from "./helpers.ts"

const unique = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`

interface FakeContact {
  readonly properties: Record<string, string>
}

const hubSpotContacts = async () =>
  ((await (await fetch(`${hubSpotUrl}/__fake/contacts`)).json()) as Array<FakeContact>).map(
    (contact) => contact.properties,
  )

test.describe.configure({ mode: "serial" })

test("an admin syncs the waitlist to HubSpot and sees the totals; new sign-ups arrive on their own", async ({
  page,
  request,
}) => {
  // Someone already in HubSpot before they join the waitlist: skipped, not duplicated.
  const known = unique("known")
  await fetch(`${hubSpotUrl}/__fake/contacts`, {
    method: "POST",
    body: JSON.stringify({ email: known }),
  })
  for (const [name, email] of [
    ["Known Person", known],
    ["Mary Ann Smith", unique("mary")],
  ] as const) {
    const joined = await request.post(`${app}/api/waitlist`, {
      data: { name, email, hairConcerns: "dryness" },
      headers: { origin: app },
    })
    expect(joined.ok()).toBe(true)
  }

  await signInAsAdmin(page, e2eAdmins.crm, { appUrl: app, dataDir: appDataDirs.crm })
  await page.goto(`${app}/admin/hubspot`)
  await expect(page.getByRole("heading", { name: "HubSpot sync" })).toBeVisible()
  await expect(page.getByText(/Contacts that already exist in HubSpot are skipped/)).toBeVisible()
  await expect(
    page.getByText(/New waitlist sign-ups are added to HubSpot automatically/),
  ).toBeVisible()
  await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible()

  const total = (
    (await (await request.get(`${app}/api/waitlist/count`)).json()) as { count: number }
  ).count
  await page.getByRole("button", { name: "Sync All" }).click()
  const results = page.getByRole("region", { name: "Sync results" })
  await expect(results.getByText("Total").locator("xpath=following-sibling::dd")).toHaveText(
    String(total),
  )
  await expect(results.getByText("Success").locator("xpath=following-sibling::dd")).toHaveText(
    String(total),
  )
  await expect(results.getByText("Failed").locator("xpath=following-sibling::dd")).toHaveText("0")
  await expect(page.getByRole("status", { name: "Sync completed!" })).toContainText(
    `Successfully synced ${total} out of ${total} contacts to the CRM.`,
  )
  const contacts = await hubSpotContacts()
  expect(contacts.filter((contact) => contact.email === known)).toHaveLength(1)

  // A new sign-up: in HubSpot and on the page, with nothing pressed.
  const newcomer = unique("newcomer")
  const joined = await request.post(`${app}/api/waitlist`, {
    data: { name: "Ludwig van Beethoven", email: newcomer, hairConcerns: "thinning" },
    headers: { origin: app },
  })
  expect(joined.ok()).toBe(true)
  const row = page
    .getByRole("list", { name: "Sign-ups" })
    .getByRole("listitem")
    .filter({ hasText: newcomer })
  await expect(row).toContainText("Added to HubSpot", { timeout: 20_000 })
  const pushed = (await hubSpotContacts()).find((contact) => contact.email === newcomer)
  expect(pushed).toMatchObject({
    firstname: "Ludwig",
    lastname: "van Beethoven",
    strand_hair_concerns: "Thinning or hair loss",
  })

  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations).toEqual([])
})
