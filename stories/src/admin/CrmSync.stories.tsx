/**
 * The CRM sync page against a stand-in server: loading, HubSpot idle, Sync
 * All with its pending label, tiles and toast, a failed sync, failed
 * contacts with why, no CRM configured, and another CRM's address.
 */
import { CrmSyncAdmin } from "@strand/web/src/features/admin/examples.tsx"
import { expect, userEvent, waitFor, within } from "storybook/test"
import preview from "../../.storybook/preview.tsx"
import { fakeApi, json, never } from "../fakeApi.ts"
import { adminPage } from "./adminPage.ts"

const meta = preview.meta({
  title: "Admin/CRM sync",
  component: CrmSyncAdmin,
  ...adminPage,
})

const contacts = [
  {
    waitlistEntryId: "w_3",
    name: "Grace Hopper",
    email: "grace@example.com",
    signedUpAt: "2026-11-03T16:05:00.000Z",
    lastPush: {
      result: "failed",
      reason: "HubSpot refused this contact: Property values were not valid",
      pushedAt: "2026-11-03T16:05:02.000Z",
    },
  },
  {
    waitlistEntryId: "w_2",
    name: "Ada Lovelace",
    email: "ada@example.com",
    signedUpAt: "2026-11-02T09:30:00.000Z",
    lastPush: { result: "created", reason: null, pushedAt: "2026-11-02T09:30:01.000Z" },
  },
  {
    waitlistEntryId: "w_1",
    name: "Mary Somerville",
    email: "mary@example.com",
    signedUpAt: "2026-11-01T12:00:00.000Z",
    lastPush: null,
  },
]

const hubspot = { provider: "hubspot", providerName: "HubSpot", contacts }

export const Loading = meta.story({
  beforeEach: () => fakeApi({ "GET /api/admin/crm": never }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading the CRM sync...")
  },
})

export const HubSpotIdle = meta.story({
  beforeEach: () => fakeApi({ "GET /api/admin/crm": () => json(hubspot) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "HubSpot sync" })).toBeVisible()
    await expect(canvas.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/")
    await expect(
      canvas.getByText(/Contacts that already exist in HubSpot are skipped/),
    ).toBeVisible()
    await expect(
      canvas.getByText(/New waitlist sign-ups are added to HubSpot automatically/),
    ).toBeVisible()
    await expect(canvas.queryByRole("region", { name: "Sync results" })).toBeNull()
    // beyond the spec: failures with why, and each sign-up's last push
    await expect(canvas.getByRole("heading", { name: "Failed to sync (1)" })).toBeVisible()
    await expect(
      canvas.getByText("HubSpot refused this contact: Property values were not valid"),
    ).toBeVisible()
    await expect(canvas.getByText("Not pushed yet")).toBeVisible()
    await expect(canvas.getByText(/Added to HubSpot ·/)).toBeVisible()
  },
})

let release: () => void = () => {}

export const SyncAll = meta.story({
  beforeEach: () =>
    fakeApi({
      "GET /api/admin/crm": () => json(hubspot),
      "POST /api/admin/sync-hubspot": () =>
        new Promise((resolve) => {
          release = () => resolve(json({ total: 3, success: 2, failed: 1, created: 1, skipped: 1 }))
        }),
    }),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Sync All" }))
    const pending = await canvas.findByRole("button", { name: "Syncing to the CRM..." })
    await expect(pending).toBeDisabled()
    release()
    const results = await canvas.findByRole("region", { name: "Sync results" })
    const tiles = within(results)
    await expect(tiles.getByText("Total").nextElementSibling).toHaveTextContent("3")
    await expect(tiles.getByText("Success").nextElementSibling).toHaveTextContent("2")
    await expect(tiles.getByText("Failed").nextElementSibling).toHaveTextContent("1")
    await expect(tiles.getByText("1 added to HubSpot, 1 already there (skipped).")).toBeVisible()
    const page = within(canvasElement.ownerDocument.body)
    const toast = await page.findByRole("status", { name: "Sync completed!" })
    await expect(toast).toHaveTextContent("Successfully synced 2 out of 3 contacts to the CRM.")
  },
})

export const SyncFailed = meta.story({
  beforeEach: () =>
    fakeApi({
      "GET /api/admin/crm": () => json(hubspot),
      "POST /api/admin/sync-hubspot": () =>
        json({ _tag: "Unauthorized", message: "Please sign in first.", code: "UNAUTHORIZED" }, 401),
    }),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Sync All" }))
    const page = within(canvasElement.ownerDocument.body)
    const toast = await page.findByRole("status", { name: "Sync failed" })
    await expect(toast).toHaveTextContent("Please sign in first.")
    await waitFor(() => expect(canvas.getByRole("button", { name: "Sync All" })).toBeEnabled())
  },
})

export const NoCrmConfigured = meta.story({
  args: { crm: "none" },
  beforeEach: () =>
    fakeApi({
      "GET /api/admin/crm": () => json({ provider: "none", providerName: "No CRM", contacts: [] }),
    }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "No CRM is configured" })).toBeVisible()
    await expect(canvas.getByText("CRM_PROVIDER=hubspot")).toBeVisible()
    await expect(canvas.getByText("HUBSPOT_TOKEN")).toBeVisible()
    await expect(canvas.queryByRole("button", { name: "Sync All" })).toBeNull()
    await expect(canvas.getByText("No waitlist entries yet.")).toBeVisible()
  },
})

export const AnotherCrmsAddress = meta.story({
  args: { crm: "brevo" },
  beforeEach: () => fakeApi({ "GET /api/admin/crm": () => json(hubspot) }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { name: "This server syncs to HubSpot" }),
    ).toBeVisible()
    await expect(canvas.getByRole("link", { name: "Open the HubSpot sync" })).toHaveAttribute(
      "href",
      "/admin/hubspot",
    )
  },
})

export const NotAnAdmin = meta.story({
  beforeEach: () =>
    fakeApi({
      "GET /api/admin/crm": () =>
        json(
          { _tag: "Forbidden", message: "This page is only for Strand's team.", code: "FORBIDDEN" },
          403,
        ),
    }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { name: "This page isn't available to you" }),
    ).toBeVisible()
  },
})
