/**
 * The report's weekly rhythm on the reader's own week, against a stand-in
 * server: saying what the week is like from the report (by keyboard), the
 * rhythm and the calendar chooser following it, and a week too short for
 * the plan.
 */
import type { RoutineSchedule } from "@strand/domain/routine/RoutineSchedule"
import { ResultExample } from "@strand/web/src/features/result/examples.tsx"
import { expect, waitFor, within } from "storybook/test"
import preview from "../../.storybook/preview.tsx"
import { fakeApi, json } from "../fakeApi.ts"
import { analysisBody, fullResults, reportId } from "./fixtures.ts"

const meta = preview.meta({
  title: "Result/Your week",
  component: ResultExample,
  parameters: { layout: "fullscreen" },
  args: { analysisId: reportId, referralCount: 1 },
})

const saved: Array<unknown> = []

const rhythm = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole("region", { name: "Your weekly rhythm" }))

export const PlaceItOnMyWeek = meta.story({
  beforeEach: () => {
    saved.length = 0
    let schedule: RoutineSchedule | undefined
    return fakeApi({
      [`GET /api/analyses/${reportId}`]: () =>
        json(analysisBody(fullResults, false, { referralCount: 1, schedule })),
      "PUT /api/routine-schedule": async (request) => {
        schedule = (await request.json()) as RoutineSchedule
        saved.push(schedule)
        return json({ schedule })
      },
    })
  },
  play: async ({ canvas, userEvent }) => {
    const before = await rhythm(canvas)
    await expect(before.getByText("Day 1")).toBeVisible()
    const panel = within(canvas.getByRole("region", { name: "Fit the rhythm to your week" }))
    // By keyboard: a tab to each day, Space to tick it.
    panel.getByRole("checkbox", { name: "Tuesday" }).focus()
    await userEvent.keyboard(" ")
    panel.getByRole("checkbox", { name: "Saturday" }).focus()
    await userEvent.keyboard(" ")
    await userEvent.selectOptions(panel.getByLabelText("Minutes on a weekend day"), "60")
    await userEvent.click(panel.getByRole("button", { name: "Place my rhythm on my week" }))
    await waitFor(() =>
      expect(saved).toEqual([
        {
          days: ["tuesday", "saturday"],
          minutesWeekday: 15,
          minutesWeekend: 60,
          timeOfDay: "evening",
        },
      ]),
    )
    const after = await rhythm(canvas)
    await waitFor(() => expect(after.queryByText("Day 1")).toBeNull())
    await expect(
      after.getByText("Placed on your week: evenings, wash days on the days you gave."),
    ).toBeVisible()
    const rows = after.getAllByRole("listitem").map((row) => row.textContent ?? "")
    await expect(rows.some((row) => row.startsWith("Saturday") && row.includes("Wash day"))).toBe(
      true,
    )
    // The calendar file follows the week: no Day 1 to choose, evenings at 19:00.
    const calendar = within(canvas.getByRole("region", { name: "Add your week to your calendar" }))
    await expect(calendar.queryByLabelText("Day 1 of your week")).toBeNull()
    await expect(calendar.getByLabelText("Time")).toHaveValue("19:00")
    await expect(
      calendar.getByRole("link", { name: "Download calendar file" }),
    ).not.toHaveAttribute("href", expect.stringContaining("day="))
  },
})

export const WeekTooShort = meta.story({
  beforeEach: () =>
    fakeApi({
      [`GET /api/analyses/${reportId}`]: () =>
        json(
          analysisBody(fullResults, false, {
            referralCount: 1,
            schedule: {
              days: ["saturday"],
              minutesWeekday: 0,
              minutesWeekend: 15,
              timeOfDay: "morning",
            },
          }),
        ),
    }),
  play: async ({ canvas }) => {
    const section = await rhythm(canvas)
    await expect(
      section.getByText("Placed on your week: mornings, wash days on the days you gave."),
    ).toBeVisible()
    await expect(section.getByRole("note")).toHaveTextContent("on Saturday (you have 15)")
  },
})
