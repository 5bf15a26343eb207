/**
 * The retake reminder against a stand-in server: on My Reports (not asked,
 * asked and stopped, the date has passed) and the e-mail's one-click page
 * (stopped, nothing left to stop, an incomplete link, a failure).
 */

import { StopReminderExample } from "@strand/web/src/features/reminder/examples.tsx"
import { MyReportsExample } from "@strand/web/src/features/reports/examples.tsx"
import { expect, waitFor } from "storybook/test"
import preview from "../../.storybook/preview.tsx"
import { fakeApi, json } from "../fakeApi.ts"

const meta = preview.meta({
  title: "Reports/Retake reminder",
  component: MyReportsExample,
  parameters: { layout: "fullscreen" },
})

const report = {
  id: "7d0f3c1e-5a4b-4c2d-9e8f-0a1b2c3d4e5f",
  createdAt: "2026-11-08T12:00:00.000Z",
  fallbackUsed: false,
}
const latest = {
  analysisId: report.id,
  createdAt: report.createdAt,
  retakeOn: "2026-12-20T12:00:00.000Z",
  because: ["your hair is coloured, and the next colour service is usually 6 to 8 weeks away"],
}
const list = () => json({ success: true, analyses: [report] })

let reminder: { analysisId: string; remindOn: string } | null = null
const status = () => json({ success: true, status: { latest, reminder } })

export const AskAndStop = meta.story({
  beforeEach: () => {
    reminder = null
    return fakeApi({
      "GET /api/user/analyses": list,
      "GET /api/retake-reminder": status,
      "POST /api/retake-reminder": () => {
        reminder = { analysisId: report.id, remindOn: latest.retakeOn }
        return status()
      },
      "DELETE /api/retake-reminder": () => {
        reminder = null
        return status()
      },
    })
  },
  play: async ({ canvas, userEvent }) => {
    const panel = await canvas.findByRole("region", { name: "Take the quiz again" })
    await expect(panel).toHaveTextContent("taking it again around December 20, 2026")
    await expect(panel).toHaveTextContent("Sooner than usual because your hair is coloured")
    await userEvent.click(canvas.getByRole("button", { name: "E-mail me a reminder" }))
    await waitFor(() =>
      expect(canvas.getByRole("status")).toHaveTextContent(
        "We'll e-mail you one reminder on December 20, 2026.",
      ),
    )
    await userEvent.click(canvas.getByRole("button", { name: "Stop the reminder" }))
    await expect(await canvas.findByRole("button", { name: "E-mail me a reminder" })).toBeVisible()
  },
})

export const DatePassed = meta.story({
  beforeEach: () =>
    fakeApi({
      "GET /api/user/analyses": list,
      "GET /api/retake-reminder": () =>
        json({
          success: true,
          status: { latest: { ...latest, retakeOn: "2026-11-09T12:00:00.000Z" }, reminder: null },
        }),
    }),
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole("region", { name: "Take the quiz again" })
    await expect(panel).toHaveTextContent("it is time.")
    await expect(canvas.getByRole("link", { name: "Take the Quiz" })).toHaveAttribute(
      "href",
      "/quiz",
    )
    await expect(canvas.queryByRole("button", { name: "E-mail me a reminder" })).toBeNull()
  },
})

export const RefusedByTheServer = meta.story({
  beforeEach: () =>
    fakeApi({
      "GET /api/user/analyses": list,
      "GET /api/retake-reminder": () => json({ success: true, status: { latest, reminder: null } }),
      "POST /api/retake-reminder": () =>
        json(
          {
            _tag: "ReminderUnavailable",
            message: "The date to take the quiz again has passed: take it now for a fresh report.",
            code: "REMINDER_UNAVAILABLE",
          },
          409,
        ),
    }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "E-mail me a reminder" }))
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "The date to take the quiz again has passed",
    )
  },
})

export const StoppedFromTheEmail = meta.story({
  render: () => <StopReminderExample token="Qx2aB7c9Dd0eFf1gHh2iJj3kKk4lLl5m" />,
  beforeEach: () =>
    fakeApi({
      "POST /api/retake-reminder/stop": async (request) => {
        const { token } = (await request.json()) as { token: string }
        return json({ success: true, stopped: token === "Qx2aB7c9Dd0eFf1gHh2iJj3kKk4lLl5m" })
      },
    }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Reminder stopped" })).toHaveFocus()
    await expect(canvas.getByRole("link", { name: "My Reports" })).toHaveAttribute(
      "href",
      "/my-reports",
    )
  },
})

export const NothingLeftToStop = meta.story({
  render: () => <StopReminderExample token="already-stopped" />,
  beforeEach: () =>
    fakeApi({ "POST /api/retake-reminder/stop": () => json({ success: true, stopped: false }) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Nothing to stop" })).toBeVisible()
  },
})

export const IncompleteLink = meta.story({
  render: () => <StopReminderExample />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "This link is incomplete" })).toBeVisible()
  },
})

export const StopFailed = meta.story({
  render: () => <StopReminderExample token="Qx2aB7c9Dd0eFf1gHh2iJj3kKk4lLl5m" />,
  beforeEach: () =>
    fakeApi({
      "POST /api/retake-reminder/stop": () => json({ message: "Database down" }, 500),
    }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { name: "We couldn't stop the reminder" }),
    ).toBeVisible()
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeVisible()
  },
})
