/**
 * Comparing two reports on My Reports against a stand-in server: one report
 * (nothing to compare), the same report picked twice, comparing, the diff
 * with its reasons, nothing changed, and a report that is gone.
 */

import { MyReportsExample } from "@strand/web/src/features/reports/examples.tsx"
import { expect, waitFor, within } from "storybook/test"
import preview from "../../.storybook/preview.tsx"
import { fakeApi, json, never } from "../fakeApi.ts"

const meta = preview.meta({
  title: "Reports/Compare two reports",
  component: MyReportsExample,
  parameters: { layout: "fullscreen" },
})

const later = { id: "7d0f3c1e-5a4b-4c2d-9e8f-0a1b2c3d4e5f", createdAt: "2026-11-08T12:00:00.000Z" }
const earlier = {
  id: "1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d",
  createdAt: "2026-10-01T12:00:00.000Z",
}
const reports = [
  { ...later, fallbackUsed: false, aiWritten: true },
  { ...earlier, fallbackUsed: true, aiWritten: false },
]
const list = () => json({ success: true, analyses: reports })
const compareRoute = "GET /api/analyses/compare"

const comparison = {
  from: earlier,
  to: later,
  answerChanges: [
    {
      id: "lifestyle",
      question: "Does any of this apply to you?",
      before: "None of these",
      after: "Hard water (limescale at home)",
    },
    { id: "porosity", question: "How does your hair take up water?", after: "High porosity" },
  ],
  appeared: [
    {
      section: "products",
      sectionTitle: "Recommended products",
      ruleId: "hard-water-chelating",
      text: "Chelating shampoo: once a week, to lift the minerals hard water leaves on the hair",
      because: [
        {
          question: "Does any of this apply to you?",
          answer: "Hard water (limescale at home)",
          changed: true,
        },
      ],
    },
  ],
  wentAway: [
    {
      section: "weeklyRhythm",
      sectionTitle: "Your weekly rhythm",
      ruleId: "clarify-monthly",
      text: "Clarify once a month",
      because: [{ question: "Which best describes you?", answer: "Female", changed: false }],
    },
  ],
  reworded: [
    {
      section: "doingWell",
      sectionTitle: "What you're doing well",
      ruleId: "detangle-wet",
      before: "Detangling on wet hair with slip: for wavy hair that is the gentlest way.",
      after:
        "Detangling on wet hair with slip: for high-porosity wavy hair that is the gentlest way.",
      because: [
        { question: "How does your hair take up water?", answer: "High porosity", changed: true },
      ],
    },
  ],
  kept: 7,
}

export const OneReportNothingToCompare = meta.story({
  beforeEach: () =>
    fakeApi({
      "GET /api/user/analyses": () => json({ success: true, analyses: reports.slice(0, 1) }),
    }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "My Reports" })).toBeVisible()
    await expect(canvas.queryByRole("heading", { name: "Compare two reports" })).toBeNull()
  },
})

export const SameReportTwice = meta.story({
  beforeEach: () => fakeApi({ "GET /api/user/analyses": list }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole("heading", { name: "Compare two reports" })).toBeVisible()
    // Defaults: the earlier report against the later one.
    await expect(canvas.getByLabelText("Earlier report")).toHaveValue(earlier.id)
    await expect(canvas.getByLabelText("Later report")).toHaveValue(later.id)
    // Each choice has its time, so two reports of one day differ, and who wrote it.
    const choices = within(canvas.getByLabelText("Later report")).getAllByRole("option")
    await expect(choices.map((choice) => choice.textContent)).toEqual([
      expect.stringMatching(/^Nov 8, 2026, \d{1,2}:\d{2}\s[AP]M · AI-written$/),
      expect.stringMatching(/^Oct 1, 2026, \d{1,2}:\d{2}\s[AP]M · Fallback$/),
    ])
    await userEvent.selectOptions(canvas.getByLabelText("Earlier report"), later.id)
    await expect(canvas.getByRole("button", { name: "Compare" })).toBeDisabled()
    await expect(canvas.getByText("Pick two different reports.")).toBeVisible()
  },
})

export const Comparing = meta.story({
  beforeEach: () => fakeApi({ "GET /api/user/analyses": list, [compareRoute]: never }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Compare" }))
    await expect(await canvas.findByRole("status")).toHaveTextContent("Comparing your reports...")
  },
})

export const WhatChanged = meta.story({
  beforeEach: () =>
    fakeApi({
      "GET /api/user/analyses": list,
      [compareRoute]: (request) => {
        const query = new URL(request.url).searchParams
        return query.get("from") === earlier.id && query.get("to") === later.id
          ? json({ success: true, comparison })
          : json({ message: "We couldn't find the analysis you're looking for." }, 404)
      },
    }),
  play: async ({ canvas, userEvent }) => {
    // With the keyboard alone: the button follows the two selects.
    ;(await canvas.findByLabelText("Later report")).focus()
    await userEvent.tab()
    await expect(canvas.getByRole("button", { name: "Compare" })).toHaveFocus()
    await userEvent.keyboard("{Enter}")

    await expect(
      await canvas.findByRole("heading", { name: "What you answered differently (2)" }),
    ).toBeVisible()
    await expect(canvas.getByText(/Now: Hard water \(limescale at home\)$/)).toBeVisible()
    await expect(canvas.getByText(/Before: not answered/)).toBeVisible()

    const appeared = canvas.getByRole("region", { name: "New in your routine (1)" })
    const [chelating] = within(appeared).getAllByRole("listitem")
    await expect(chelating).toHaveTextContent("Chelating shampoo")
    await expect(chelating).toHaveTextContent("Because you answered:")
    await expect(chelating).toHaveTextContent("Hard water (limescale at home)changed")

    const went = canvas.getByRole("region", { name: "No longer in your routine (1)" })
    await expect(went).toHaveTextContent("Clarify once a month")
    await expect(went).toHaveTextContent("It was there because you answered:")
    await expect(within(went).queryByText("changed")).toBeNull()

    const reworded = canvas.getByRole("region", { name: "Said differently (1)" })
    await expect(reworded).toHaveTextContent("Before: Detangling on wet hair with slip: for wavy")
    await expect(reworded).toHaveTextContent("Now: Detangling on wet hair with slip: for high")
    await expect(reworded).toHaveTextContent("High porositychanged")
    await expect(canvas.getByText("7 lines stayed the same, word for word.")).toBeVisible()
  },
})

/** The same answers, one report by the rules and one by an AI provider: their own lines differ. */
export const SameAnswersOtherWriter = meta.story({
  beforeEach: () =>
    fakeApi({
      "GET /api/user/analyses": list,
      [compareRoute]: () =>
        json({
          success: true,
          comparison: {
            ...comparison,
            answerChanges: [],
            appeared: [
              {
                section: "doingWell",
                sectionTitle: "What you're doing well",
                text: "Planning your routine around your week makes every product count.",
                because: [
                  { question: "Which best describes you?", answer: "Female", changed: false },
                ],
              },
            ],
            reworded: [],
            kept: 3,
          },
        }),
    }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Compare" }))
    await expect(await canvas.findByText("Your answers were the same.")).toBeVisible()
    await expect(canvas.queryByText(/^Nothing changed/)).toBeNull()
    const appeared = canvas.getByRole("region", { name: "New in your routine (1)" })
    await expect(appeared).toHaveTextContent("Planning your routine")
    await expect(canvas.getByText("3 lines stayed the same, word for word.")).toBeVisible()
  },
})

export const NothingChanged = meta.story({
  beforeEach: () =>
    fakeApi({
      "GET /api/user/analyses": list,
      [compareRoute]: () =>
        json({
          success: true,
          comparison: {
            ...comparison,
            answerChanges: [],
            appeared: [],
            wentAway: [],
            reworded: [],
            kept: 9,
          },
        }),
    }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Compare" }))
    await expect(
      await canvas.findByText("Nothing changed: the same answers, and the same 9 lines."),
    ).toBeVisible()
  },
})

export const ReportGone = meta.story({
  beforeEach: () =>
    fakeApi({
      "GET /api/user/analyses": list,
      [compareRoute]: () =>
        json(
          {
            _tag: "NotFound",
            message: "We couldn't find the analysis you're looking for.",
            code: "NOT_FOUND",
          },
          404,
        ),
    }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Compare" }))
    await waitFor(() =>
      expect(canvas.getByRole("alert")).toHaveTextContent(
        "We couldn't find the analysis you're looking for.",
      ),
    )
  },
})
