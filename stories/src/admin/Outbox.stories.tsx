/** The delivery queue (outbox) page against a stand-in server: jobs in every state, and a retry. */
import { OutboxAdmin } from "@strand/web/src/features/admin/examples.tsx"
import { expect, userEvent, within } from "storybook/test"
import preview from "../../.storybook/preview.tsx"
import { fakeApi, json } from "../fakeApi.ts"
import { adminPage } from "./adminPage.ts"

const meta = preview.meta({
  title: "Admin/Delivery queue",
  component: OutboxAdmin,
  ...adminPage,
})

const job = (id: string, status: string, description: string, extra: object = {}) => ({
  id,
  kind: description.startsWith("New sign-up") ? "PushContact" : "SendMail",
  description,
  status,
  attempts: 1,
  lastError: null,
  createdAt: "2026-11-23T10:00:00.000Z",
  nextAttemptAt: null,
  finishedAt: null,
  ...extra,
})

const overview = {
  counts: { pending: 1, running: 0, done: 1, dead: 1 },
  jobs: [
    job("7b0c1b9e-0000-4000-8000-000000000003", "dead", "Report e-mail to ada@example.com", {
      attempts: 10,
      lastError: "Rejected: The SMTP server rejected the message (EENVELOPE 550 at RCPT TO)",
      finishedAt: "2026-11-23T11:10:00.000Z",
    }),
    job(
      "7b0c1b9e-0000-4000-8000-000000000002",
      "pending",
      "New sign-up to the CRM: grace@example.com",
      {
        attempts: 3,
        lastError: "HubSpot could not be reached (503: Service Unavailable)",
        nextAttemptAt: "2026-11-23T11:20:00.000Z",
      },
    ),
    job("7b0c1b9e-0000-4000-8000-000000000001", "done", "Feedback e-mail to team@strand.example", {
      finishedAt: "2026-11-23T10:00:01.000Z",
    }),
  ],
}

const retried: Array<string> = []

export const EveryState = meta.story({
  beforeEach: () =>
    fakeApi({
      "GET /api/admin/outbox": () => json(overview),
      "POST /api/admin/outbox/7b0c1b9e-0000-4000-8000-000000000003/retry": () => {
        retried.push("dead job")
        return json({ success: true })
      },
    }),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole("heading", { name: "Delivery queue" })).toBeVisible()
    // The counts come with the first answer (its schema and reader load with the first call).
    await expect(
      await canvas.findByRole("button", { name: "Given up (1)" }, { timeout: 10_000 }),
    ).toBeVisible()
    const jobs = within(canvas.getByRole("list", { name: "Jobs" }))
    await expect(jobs.getByText(/Rejected: The SMTP server rejected the message/)).toBeVisible()
    await expect(jobs.getByText(/HubSpot could not be reached/)).toBeVisible()
    await expect(jobs.getAllByRole("button", { name: "Retry" })).toHaveLength(1)
    await userEvent.click(jobs.getByRole("button", { name: "Retry" }))
    const page = within(canvasElement.ownerDocument.body)
    const toast = await page.findByRole("status", { name: "Queued again" })
    await expect(toast).toHaveTextContent("Strand will try it again now.")
    await expect(retried).toEqual(["dead job"])
  },
})
