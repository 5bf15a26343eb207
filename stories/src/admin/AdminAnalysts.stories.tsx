/** The AI analysts admin page against a stand-in server: loading, no activity, activity with an open breaker, refusals. */

import { AnalystsAdmin } from "@strand/web/src/features/admin/examples.tsx"
import { expect, within } from "storybook/test"
import preview from "../../.storybook/preview.tsx"
import { fakeApi, json, never } from "../fakeApi.ts"
import { adminPage } from "./adminPage.ts"

const meta = preview.meta({
  title: "Admin/AI analysts",
  component: AnalystsAdmin,
  ...adminPage,
})

const overview = (changes: Record<string, unknown>) => ({
  analyst: { provider: "openai", model: "gpt-6-luna" },
  breaker: { state: "closed", consecutiveFailures: 0 },
  since: "2026-11-19T10:00:00.000Z",
  activity: [],
  ...changes,
})

export const Loading = meta.story({
  beforeEach: () => fakeApi({ "GET /api/admin/analysts": never }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading analyst activity...")
    await expect(canvas.getByRole("navigation", { name: "Admin pages" })).toBeVisible()
  },
})

export const NoActivity = meta.story({
  beforeEach: () => fakeApi({ "GET /api/admin/analysts": () => json(overview({})) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("No analyses in the last 24 hours.")).toBeVisible()
    await expect(canvas.getByText("Breaker closed: the provider is asked")).toBeVisible()
    await expect(canvas.getByText("gpt-6-luna")).toBeVisible()
  },
})

export const ActivityWithOpenBreaker = meta.story({
  beforeEach: () =>
    fakeApi({
      "GET /api/admin/analysts": () =>
        json(
          overview({
            breaker: {
              state: "open",
              consecutiveFailures: 5,
              openUntil: "2026-11-20T16:05:30.000Z",
            },
            activity: [
              {
                provider: "openai",
                model: "gpt-6-luna",
                promptVersion: "report-2",
                analyses: 40,
                fallbacks: { Timeout: 6, CircuitOpen: 3, RateLimited: 1 },
                analysesWithDroppedLines: 0,
                droppedLines: {},
                medianMillis: 8400,
                p95Millis: 21900,
              },
              {
                provider: "rules",
                model: "strand-rules",
                analyses: 12,
                fallbacks: {},
                analysesWithDroppedLines: 0,
                droppedLines: {},
                medianMillis: 1,
                p95Millis: 3,
              },
            ],
          }),
        ),
    }),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: "Last 24 hours" })
    const openai = within(table).getByRole("row", { name: /OpenAI/ })
    await expect(openai).toHaveTextContent("40")
    await expect(openai).toHaveTextContent("25%")
    await expect(openai).toHaveTextContent("Timeout 6")
    await expect(openai).toHaveTextContent("8.4 s")
    await expect(openai).toHaveTextContent("21.9 s")
    const rules = within(table).getByRole("row", { name: /rule engine/ })
    await expect(rules).toHaveTextContent("0%")
    await expect(rules).toHaveTextContent("1 ms")
    await expect(canvas.getByText(/^Breaker open until/)).toBeVisible()
    await expect(canvas.getByText("5 failures in a row")).toBeVisible()
    await expect(canvas.getByText("no answer within the time budget")).toBeVisible()
  },
})

/** Two prompt versions of one model side by side: how often each drops lines, and why. */
export const DroppedLinesByPromptVersion = meta.story({
  beforeEach: () =>
    fakeApi({
      "GET /api/admin/analysts": () =>
        json(
          overview({
            activity: [
              {
                provider: "openai",
                model: "gpt-6-luna",
                promptVersion: "report-2",
                analyses: 30,
                fallbacks: { Contradicted: 2 },
                analysesWithDroppedLines: 6,
                droppedLines: { texture: 4, reassurance: 3, generic: 1 },
                medianMillis: 7900,
                p95Millis: 15200,
              },
              {
                provider: "openai",
                model: "gpt-6-luna",
                promptVersion: "report-1",
                analyses: 10,
                fallbacks: {},
                analysesWithDroppedLines: 0,
                droppedLines: {},
                medianMillis: 8100,
                p95Millis: 16000,
              },
            ],
          }),
        ),
    }),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: "Last 24 hours" })
    const [current, earlier] = within(table).getAllByRole("row", { name: /OpenAI/ })
    await expect(current).toHaveTextContent("report-2")
    await expect(current).toHaveTextContent("Contradicted 2")
    await expect(current).toHaveTextContent("texture 4")
    await expect(current).toHaveTextContent("reassurance 3")
    await expect(current).toHaveTextContent("in 6 of 30 analyses")
    await expect(earlier).toHaveTextContent("report-1")
    await expect(earlier).not.toHaveTextContent("analyses with")
    const why = canvas.getByRole("region", { name: "Why lines were dropped" })
    await expect(why).toHaveTextContent("called the hair by a texture the person did not give")
    await expect(why).toHaveTextContent("reassurance beside a sign that needs a professional")
    await expect(
      canvas.getByText("more than a quarter of its lines contradicted the person's answers"),
    ).toBeVisible()
  },
})

export const Forbidden = meta.story({
  beforeEach: () =>
    fakeApi({
      "GET /api/admin/analysts": () =>
        json(
          { _tag: "Forbidden", message: "This page is only for Strand's team.", code: "FORBIDDEN" },
          403,
        ),
    }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { name: "This page isn't available to you" }),
    ).toBeVisible()
    await expect(canvas.getByText("This page is only for Strand's team.")).toBeVisible()
  },
})
