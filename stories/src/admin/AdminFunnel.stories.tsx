/** The quiz funnel admin page against a stand-in server: the report, an empty period, a bad period, loading, refusal. */
import { FunnelAdmin } from "@strand/web/src/features/admin/examples.tsx"
import { expect, waitFor, within } from "storybook/test"
import preview from "../../.storybook/preview.tsx"
import { fakeApi, json, never } from "../fakeApi.ts"
import { adminPage } from "./adminPage.ts"

const meta = preview.meta({
  title: "Admin/Quiz funnel",
  component: FunnelAdmin,
  args: { from: "2026-11-01", to: "2026-11-07" },
  ...adminPage,
})

const asked: Array<URLSearchParams> = []

const funnel = (started: number) => ({
  from: "2026-11-01T00:00:00.000Z",
  to: "2026-11-08T00:00:00.000Z",
  started,
  completed: started === 0 ? 0 : 31,
  emailedReport: started === 0 ? 0 : 12,
  invitedFriend: started === 0 ? 0 : 7,
  questions:
    started === 0
      ? []
      : [
          { question: "gender", reached: 48, left: 2 },
          { question: "hormonal_stage", reached: 46, left: 1 },
          { question: "scalp_condition", reached: 45, left: 9 },
          { question: "symptoms", reached: 32, left: 1 },
        ],
  events: [
    { label: "quiz_start", count: started },
    { label: "question_view", count: started * 20 },
    { label: "quiz_complete", count: started === 0 ? 0 : 33 },
    { label: "email_report", count: 12 },
    { label: "feedback_sent", count: 4 },
    { label: "share", count: 9 },
  ],
})

const answer =
  (body: unknown, status = 200) =>
  () => {
    asked.length = 0
    return fakeApi({
      "GET /api/admin/funnel": (request) => {
        asked.push(new URL(request.url).searchParams)
        return json(body, status)
      },
    })
  }

export const Report = meta.story({
  beforeEach: answer(funnel(48)),
  play: async ({ canvas, userEvent }) => {
    const steps = within(await canvas.findByRole("region", { name: "From start to invitation" }))
    await expect(steps.getByText("Started the quiz").closest("li")).toHaveTextContent("48 (100%)")
    await expect(steps.getByText("Completed it").closest("li")).toHaveTextContent("31 (65%)")
    await expect(steps.getByText("Invited a friend").closest("li")).toHaveTextContent("7 (15%)")
    // What a visit is, so an admin does not read tabs as people.
    await expect(canvas.getByText(/A visit is one browser tab/)).toBeVisible()

    const left = within(canvas.getByRole("region", { name: "Where people left" }))
    const scalp = left.getByRole("row", { name: /How does your scalp usually feel\?/ })
    await expect(scalp).toHaveTextContent("45")
    await expect(scalp).toHaveTextContent("9")
    await expect(scalp).toHaveTextContent("20% of those who reached it")

    // The days asked about: from the first's midnight to the midnight after the last.
    const [first] = asked
    await expect(new Date(first?.get("from") ?? "")).toEqual(new Date(2026, 10, 1))
    await expect(new Date(first?.get("to") ?? "")).toEqual(new Date(2026, 10, 8))

    await userEvent.click(canvas.getByRole("button", { name: "Last 30 days" }))
    await waitFor(() => expect(asked).toHaveLength(2))
    await expect(new Date(asked[1]?.get("from") ?? "")).toEqual(new Date(2026, 9, 9))
    await expect(canvas.getByRole("button", { name: "Last 30 days" })).toHaveAttribute(
      "aria-pressed",
      "true",
    )
  },
})

export const NobodyStarted = meta.story({
  beforeEach: answer(funnel(0)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Nobody started the quiz in these days.")).toBeVisible()
  },
})

export const DaysInTheWrongOrder = meta.story({
  args: { from: "2026-11-07", to: "2026-11-01" },
  beforeEach: answer(funnel(48)),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("The period must end after it starts")
    await expect(canvas.getByLabelText("To")).toHaveAttribute("aria-invalid", "true")
    await expect(asked).toHaveLength(0)
  },
})

export const Loading = meta.story({
  beforeEach: () => fakeApi({ "GET /api/admin/funnel": never }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading the quiz funnel...")
    await expect(canvas.getByRole("link", { name: "Quiz funnel" })).toBeVisible()
  },
})

export const NotOnTheTeam = meta.story({
  beforeEach: answer(
    { _tag: "Forbidden", message: "This page is only for Strand's team.", code: "FORBIDDEN" },
    403,
  ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { name: "This page isn't available to you" }),
    ).toBeVisible()
    await expect(canvas.getByText("This page is only for Strand's team.")).toBeVisible()
  },
})
