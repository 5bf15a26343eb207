/** The quiz screen at chosen questions, with a stand-in for the analysis call. */

import { QuizAt } from "@strand/web/src/features/quiz/examples.tsx"
import { expect, waitFor, within } from "storybook/test"
import preview from "../../.storybook/preview.tsx"

const meta = preview.meta({
  title: "Quiz/Questions",
  component: QuizAt,
  parameters: { layout: "fullscreen" },
})

export const FirstQuestion = meta.story({
  args: { question: "first" },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText(/^Question 1 of \d+$/)).toBeVisible()
    await expect(canvas.getByRole("progressbar", { name: "Quiz progress" })).toBeVisible()
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Which best describes you?" }),
    ).toBeVisible()
    await expect(canvas.getByRole("button", { name: "Previous" })).toBeDisabled()
    await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled()
    await expect(canvas.queryByRole("button", { name: "Skip" })).toBeNull()
    await expect(canvas.getByRole("button", { name: "Back to Home" })).toBeVisible()
    await expect(canvas.getByRole("button", { name: "Logout" })).toBeVisible()

    // Arrow keys move within the native radio group.
    await userEvent.click(canvas.getByRole("radio", { name: "Female" }))
    await userEvent.keyboard("{ArrowDown}")
    await expect(canvas.getByRole("radio", { name: "Male" })).toBeChecked()
    await userEvent.click(canvas.getByRole("radio", { name: "Female" }))
    await expect(canvas.getByRole("button", { name: "Next" })).toBeEnabled()

    await userEvent.click(canvas.getByRole("button", { name: "Need help?" }))
    const popup = within(document.body).getByRole("dialog", { name: "Why we ask" })
    await expect(popup).toHaveTextContent("Your answer decides which questions follow")
    await userEvent.keyboard("{Escape}")
    await waitFor(() => expect(popup).not.toBeVisible())

    await userEvent.click(canvas.getByRole("button", { name: "Next" }))
    await expect(canvas.getByText(/^Question 2 of \d+$/)).toBeVisible()
    await expect(canvas.getByRole("button", { name: "Previous" })).toBeEnabled()
  },
})

/** Keyboard and screen readers: the new question's heading takes focus and is read out. */
export const FocusFollowsTheQuestion = meta.story({
  args: { question: "first" },
  play: async ({ canvas, userEvent }) => {
    const first = canvas.getByRole("heading", { level: 1, name: "Which best describes you?" })
    // Arriving on the quiz does not pull focus.
    await expect(first).not.toHaveFocus()
    await userEvent.click(canvas.getByRole("radio", { name: "Female" }))
    // Enter on an option is Next.
    await userEvent.keyboard("{Enter}")
    const second = await canvas.findByRole("heading", {
      level: 1,
      name: "Who are these answers about?",
    })
    await waitFor(() => expect(second).toHaveFocus())
    await expect(second).toHaveAccessibleDescription(/^Question 2 of \d+$/)
    await userEvent.click(canvas.getByRole("button", { name: "Previous" }))
    await waitFor(() =>
      expect(
        canvas.getByRole("heading", { level: 1, name: "Which best describes you?" }),
      ).toHaveFocus(),
    )
  },
})

export const CheckboxWithHint = meta.story({
  args: { question: "scalp_condition" },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText("Select 1-2 options")).toBeVisible()
    const next = canvas.getByRole("button", { name: "Next" })
    await expect(next).toBeDisabled()
    const first = canvas.getAllByRole("checkbox")[0] as HTMLElement
    await userEvent.click(first)
    await expect(next).toBeEnabled()
    // Clicking again toggles it off: unanswered again.
    await userEvent.click(first)
    await expect(next).toBeDisabled()
  },
})

export const TextureWithIllustration = meta.story({
  args: { question: "hair_texture" },
  play: async ({ canvas, userEvent }) => {
    // Each answer has its drawing, named for what it shows; the answer keeps its own name.
    await expect(
      await canvas.findByRole("img", { name: "A strand in springy loops" }),
    ).toBeVisible()
    await expect(canvas.getByRole("radio", { name: "Curly" })).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: "Need help?" }))
    const popup = within(document.body).getByRole("dialog", {
      name: "How to tell your hair texture",
    })
    await expect(within(popup).getByRole("img")).toHaveAttribute(
      "src",
      expect.stringContaining("data:image/svg+xml"),
    )
    await userEvent.keyboard("{Escape}")
    await expect(
      canvas.getByLabelText("Anything else about your texture? (optional)"),
    ).toBeVisible()
  },
})

export const ProductFrequency = meta.story({
  args: { question: "products_used" },
  play: async ({ canvas, userEvent }) => {
    const next = canvas.getByRole("button", { name: "Next" })
    await expect(canvas.getByRole("button", { name: "Skip" })).toBeVisible()
    await expect(canvas.queryByRole("combobox")).toBeNull()
    await userEvent.click(canvas.getByRole("checkbox", { name: "Hair spray" }))
    // On, with no frequency yet: not answered.
    const frequency = canvas.getByRole("combobox", { name: "How often do you use hair spray?" })
    await expect(frequency).toHaveValue("")
    await expect(next).toBeDisabled()
    await userEvent.selectOptions(frequency, "weekly")
    await expect(next).toBeEnabled()
    await expect(canvas.getByLabelText("Any other products? (optional)")).toBeVisible()
  },
})

export const Symptoms = meta.story({
  args: { question: "symptoms" },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Have you had any of these recently?",
    )
    // Beyond the spec: findings a doctor should see soon can be said in the quiz.
    for (const name of [
      "Round, smooth bald patches",
      "Thick, scaly plaques, for example along the hairline",
      "A widening parting or thinning on top",
      "Painful lumps, pus or a fever",
    ]) {
      await expect(canvas.getByRole("checkbox", { name })).toBeVisible()
    }
    const next = canvas.getByRole("button", { name: "Next" })
    await expect(next).toBeDisabled()
    await userEvent.click(canvas.getByRole("checkbox", { name: "Round, smooth bald patches" }))
    await expect(next).toBeEnabled()
  },
})

export const LastQuestion = meta.story({
  args: { question: "last" },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Does your health history include any of these?",
    )
    // Optional, with a place for anything else the person wants to say.
    await expect(canvas.getByRole("button", { name: "Skip" })).toBeVisible()
    await expect(canvas.getByLabelText("Anything else we should know? (optional)")).toBeVisible()
    const complete = canvas.getByRole("button", { name: "Complete" })
    await expect(complete).toBeDisabled()
    await userEvent.click(canvas.getByRole("checkbox", { name: "None of these" }))
    await userEvent.click(complete)
    await expect(
      await canvas.findByRole("heading", { name: "Analysing Your Hair Profile" }),
    ).toBeVisible()
    await expect(
      await canvas.findByText("Your personalised haircare plan is ready! Redirecting..."),
    ).toBeVisible()
    await expect(
      canvas.getByText(/^submitted gender,hormonal_stage,health_background$/),
    ).toBeInTheDocument()
  },
})
