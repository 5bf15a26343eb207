/** A section that opens and closes; its button says which (aria-expanded). */
import { CollapsibleExample } from "@strand/web/src/ui/examples.tsx"
import { expect, waitFor } from "storybook/test"
import preview from "../../.storybook/preview.tsx"

const meta = preview.meta({
  title: "UI/Collapsible",
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** for a section a person may skip, whose heading alone says enough (the report\'s texture and styling sections, each "Why?"). Not for anything they must read; print shows it open.',
      },
    },
  },
  component: CollapsibleExample,
  args: {
    title: "Styling & build-up",
    body: "Sleep on satin, refresh with water, and clarify once a month.",
    defaultOpen: true,
  },
})

export const Open = meta.story({
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole("button", { name: "Styling & build-up" })
    await expect(toggle).toHaveAttribute("aria-expanded", "true")
    await expect(canvas.getByText(/Sleep on satin/)).toBeVisible()
    await userEvent.click(toggle)
    await waitFor(() => expect(toggle).toHaveAttribute("aria-expanded", "false"))
    await waitFor(() => expect(canvas.getByText(/Sleep on satin/)).not.toBeVisible())
  },
})

export const Closed = meta.story({
  args: { defaultOpen: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Styling & build-up" })).toHaveAttribute(
      "aria-expanded",
      "false",
    )
  },
})
