/** My Reports against a stand-in server: loading, signed out, empty, the list, a failed load, and deleting. */

import { MyReportsExample } from "@strand/web/src/features/reports/examples.tsx"
import { expect, waitFor, within } from "storybook/test"
import preview from "../../.storybook/preview.tsx"
import { fakeApi, json, never } from "../fakeApi.ts"

const meta = preview.meta({
  title: "Reports/My Reports",
  component: MyReportsExample,
  parameters: { layout: "fullscreen" },
})

const reports = [
  {
    id: "7d0f3c1e-5a4b-4c2d-9e8f-0a1b2c3d4e5f",
    createdAt: "2026-11-08T12:00:00.000Z",
    fallbackUsed: true,
  },
  {
    id: "1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d",
    createdAt: "2026-10-01T12:00:00.000Z",
    fallbackUsed: false,
  },
]

export const Loading = meta.story({
  beforeEach: () => fakeApi({ "GET /api/user/analyses": never }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading your reports...")
  },
})

export const SignedOut = meta.story({
  args: { viewer: "signed-out" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Please Log In" })).toBeVisible()
    await expect(canvas.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login")
  },
})

export const Empty = meta.story({
  beforeEach: () =>
    fakeApi({ "GET /api/user/analyses": () => json({ success: true, analyses: [] }) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "No Reports Yet" })).toBeVisible()
    await expect(canvas.getByRole("link", { name: "Take the Quiz" })).toHaveAttribute(
      "href",
      "/quiz",
    )
  },
})

export const LoadError = meta.story({
  beforeEach: () =>
    fakeApi({ "GET /api/user/analyses": () => json({ message: "Database down" }, 500) }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { name: "Error Loading Reports" }),
    ).toBeVisible()
    await expect(
      canvas.getByText("We couldn't load your reports. Please try again later."),
    ).toBeVisible()
    await expect(canvas.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/")
  },
})

export const ListWithFallbackBadge = meta.story({
  beforeEach: () =>
    fakeApi({ "GET /api/user/analyses": () => json({ success: true, analyses: reports }) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "My Reports" })).toBeVisible()
    const cards = within(canvas.getByRole("list", { name: "Reports" })).getAllByRole("listitem")
    await expect(cards).toHaveLength(2)
    const newest = within(cards[0] as HTMLElement)
    await expect(newest.getByRole("heading", { name: "Hair Analysis Report" })).toBeVisible()
    await expect(newest.getByText("Fallback")).toBeVisible()
    await expect(newest.getByText("November 8, 2026")).toHaveAttribute(
      "datetime",
      "2026-11-08T12:00:00.000Z",
    )
    await expect(newest.getByText("2 days ago")).toBeVisible()
    await expect(newest.getByRole("link", { name: "View Full Report" })).toHaveAttribute(
      "href",
      `/result?analysisId=${reports[0]?.id}`,
    )
    await expect(within(cards[1] as HTMLElement).queryByText("Fallback")).toBeNull()
    await expect(canvas.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/")
  },
})

/** More reports than a page: "Show older reports" reads the next one. */
export const ShowOlderReports = meta.story({
  beforeEach: () =>
    fakeApi({
      "GET /api/user/analyses": (request) =>
        new URL(request.url).searchParams.get("after") === reports[0]?.id
          ? json({ success: true, analyses: reports.slice(1) })
          : json({ success: true, analyses: reports.slice(0, 1), older: reports[0]?.id }),
    }),
  play: async ({ canvas, userEvent }) => {
    const cards = async () =>
      within(await canvas.findByRole("list", { name: "Reports" })).getAllByRole("listitem")
    await waitFor(async () => expect(await cards()).toHaveLength(1))
    await userEvent.click(canvas.getByRole("button", { name: "Show older reports" }))
    await waitFor(async () => expect(await cards()).toHaveLength(2))
    await waitFor(() =>
      expect(canvas.queryByRole("button", { name: "Show older reports" })).toBeNull(),
    )
  },
})

let deleted: Array<string> = []
/**
 * Lets the pending delete answer. The server holds its answer until the story has seen the
 * "Deleting..." state, however slow the machine, rather than for a fixed time.
 */
let answerDelete: () => void = () => {}

export const DeleteDialog = meta.story({
  beforeEach: () => {
    deleted = []
    return fakeApi({
      "GET /api/user/analyses": () =>
        json({ success: true, analyses: deleted.length > 0 ? [] : reports.slice(0, 1) }),
      [`DELETE /api/analyses/${reports[0]?.id}`]: () =>
        new Promise((resolve) => {
          answerDelete = () => {
            deleted.push(reports[0]?.id ?? "")
            resolve(json({ success: true }))
          }
        }),
    })
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Delete report" }))
    const body = within(document.body)
    const dialog = await body.findByRole("alertdialog", { name: "Delete Report?" })
    await expect(dialog).toHaveTextContent(
      "Are you sure you want to delete this hair analysis report? This action cannot be undone.",
    )
    // Cancel keeps the report.
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }))
    await waitFor(() => expect(dialog).not.toBeVisible())
    await expect(deleted).toEqual([])

    await userEvent.click(canvas.getByRole("button", { name: "Delete report" }))
    const again = await body.findByRole("alertdialog", { name: "Delete Report?" })
    await userEvent.click(within(again).getByRole("button", { name: "Delete" }))
    await expect(await within(again).findByRole("button", { name: "Deleting..." })).toBeDisabled()
    answerDelete()
    await waitFor(() => expect(body.getByText("Report deleted")).toBeVisible())
    await expect(body.getByText("Your report has been successfully deleted.")).toBeVisible()
    await expect(await canvas.findByRole("heading", { name: "No Reports Yet" })).toBeVisible()
  },
})
