/** Popovers: a button opening a titled panel that Escape or its × closes. */
import { PopoverExample } from "@strand/web/src/ui/examples.tsx"
import { expect, waitFor } from "storybook/test"
import preview from "../../.storybook/preview.tsx"
import { page } from "../story.ts"

const meta = preview.meta({
  title: "UI/Popover",
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** for help a person asks for (the quiz\'s "Need help?"): it opens on click and stays until closed. For a few words on hover, use a tooltip.',
      },
    },
  },
  component: PopoverExample,
  args: {
    title: "Why we ask",
    content: "Your answer decides which questions follow, so the quiz stays short.",
  },
})

export const Closed = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Need help?" })).toHaveAttribute(
      "aria-expanded",
      "false",
    )
  },
})

export const Open = meta.story({
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole("button", { name: "Need help?" })
    await userEvent.click(trigger)
    const panel = await page().findByRole("dialog", { name: "Why we ask" })
    await expect(panel).toHaveTextContent("Your answer decides which questions follow")
    await userEvent.click(page().getByRole("button", { name: "Close help" }))
    await waitFor(() => expect(panel).not.toBeVisible())
    await waitFor(() => expect(trigger).toHaveFocus())
  },
})
