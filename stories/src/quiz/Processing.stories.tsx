/** The processing screen, driven by the domain's state machine with a fake analysis call. */

import { exampleAnalysisId, ProcessingExample } from "@strand/web/src/features/quiz/examples.tsx"
import { expect, waitFor } from "storybook/test"
import preview from "../../.storybook/preview.tsx"

const meta = preview.meta({
  title: "Quiz/Processing",
  component: ProcessingExample,
  parameters: { layout: "fullscreen" },
})

export const Analysing = meta.story({
  args: { outcome: "pending" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Analysing Your Hair Profile" })).toBeVisible()
    await expect(canvas.getByRole("status")).toHaveTextContent("Analysing your responses...")
  },
})

export const GeneratingThenFinalising = meta.story({
  args: { outcome: "pending" },
  play: async ({ canvas }) => {
    await waitFor(
      () =>
        expect(canvas.getByRole("status")).toHaveTextContent(
          "Generating personalised recommendations...",
        ),
      { timeout: 3000 },
    )
    await waitFor(
      () =>
        expect(canvas.getByRole("status")).toHaveTextContent("Finalising your haircare plan..."),
      { timeout: 3000 },
    )
    // A slow analyst: how long it can take, and a count that shows it is still working.
    await expect(canvas.getByRole("status")).toHaveTextContent(
      /^Finalising your haircare plan\.\.\.$/,
    )
    await expect(canvas.getByText("A detailed plan can take up to half a minute.")).toBeVisible()
    await waitFor(() => expect(canvas.getByText(/^Still working · [1-9]\d* s$/)).toBeVisible(), {
      timeout: 3000,
    })
  },
})

export const Complete = meta.story({
  args: { outcome: "success" },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText("Your personalised haircare plan is ready! Redirecting..."),
    ).toBeVisible()
    await waitFor(
      () =>
        expect(
          canvas.getByText(`Redirected to /result?analysisId=${exampleAnalysisId}`),
        ).toBeInTheDocument(),
      { timeout: 2000 },
    )
  },
})

export const ErrorWithTryAgain = meta.story({
  args: { outcome: "error" },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole("heading", { name: "Analysis Temporarily Unavailable" }),
    ).toBeVisible()
    await expect(
      canvas.getByText("Unable to connect to the server. Please check your internet connection."),
    ).toBeVisible()
    await expect(canvas.getByText("Check your internet connection and try again.")).toBeVisible()
    await expect(
      canvas.getByText(/backup system will still give you recommendations/),
    ).toBeVisible()
    await expect(canvas.getByText("Attempts: 1")).toBeInTheDocument()
    await userEvent.click(canvas.getByRole("button", { name: "Try Again" }))
    await waitFor(() => expect(canvas.getByText("Attempts: 2")).toBeInTheDocument())
  },
})

export const Fallback = meta.story({
  args: { outcome: "fallback" },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { name: "Using Backup Analysis System" }),
    ).toBeVisible()
    await expect(
      canvas.getByText(
        "An unexpected error occurred. We'll provide analysis using our backup system.",
      ),
    ).toBeVisible()
  },
})

export const ErrorThatCannotBeRetried = meta.story({
  args: { outcome: "final-error" },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { name: "Analysis Temporarily Unavailable" }),
    ).toBeVisible()
    await expect(
      canvas.getByText("You have asked for many analyses in the last hour."),
    ).toBeVisible()
    await expect(canvas.getByText("Please try again in 30 minutes.")).toBeVisible()
    await expect(canvas.queryByRole("button", { name: "Try Again" })).toBeNull()
    // No dead end: a way on, what is kept, and no promise the hourly limit would break.
    await expect(canvas.getByRole("link", { name: "My Reports" })).toHaveAttribute(
      "href",
      "/my-reports",
    )
    await expect(canvas.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/")
    await expect(canvas.getByText(/Your answers are kept in this browser tab/)).toBeVisible()
    await expect(canvas.queryByText(/backup system will still give you/)).toBeNull()
  },
})
