/** The progress bar (quiz, referrals): a labelled progressbar with its value. */
import { ProgressBar } from "@strand/web/src/ui/progress.tsx"
import { expect } from "storybook/test"
import preview from "../../.storybook/preview.tsx"

const meta = preview.meta({
  title: "UI/Progress",
  parameters: {
    docs: {
      description: {
        component:
          "**When to use:** for something with a known end: the quiz's questions, the referrals to unlock. For a wait of unknown length use the pending button or a status line instead.",
      },
    },
  },
  component: ProgressBar,
  args: { value: 1 / 3, label: "Referral progress" },
  argTypes: { value: { control: { type: "range", min: 0, max: 1, step: 0.01 } } },
})

export const Started = meta.story({
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "Referral progress" })
    await expect(bar).toHaveAttribute("aria-valuenow", "33")
    await expect(bar).toHaveAttribute("aria-valuetext", "33%")
  },
})

export const Empty = meta.story({
  args: { value: 0, label: "Quiz progress" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar", { name: "Quiz progress" })).toHaveAttribute(
      "aria-valuenow",
      "0",
    )
  },
})

/** Past the end is shown as full: three referrals of three, or seven. */
export const Full = meta.story({
  args: { value: 7 / 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100")
  },
})
