/** Tooltips: open after 700 ms of hover or focus (spec §9), close on Escape. */
import { TooltipExample } from "@strand/web/src/ui/examples.tsx"
import { tooltipOpenDelayMillis } from "@strand/web/src/ui/tooltip.tsx"
import { expect, waitFor } from "storybook/test"
import preview from "../../.storybook/preview.tsx"
import { page } from "../story.ts"

const meta = preview.meta({
  title: "UI/Tooltip",
  parameters: {
    docs: {
      description: {
        component:
          "**When to use:** to explain a term in the text (Malassezia) on hover or focus. Only for extra words: nothing a person needs to act on, which a touch screen may never show.",
      },
    },
  },
  component: TooltipExample,
  args: { term: "Malassezia", explanation: "a yeast that lives on every scalp" },
})

export const OnHover = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole("button", { name: "Malassezia" }))
    await new Promise((resolve) => setTimeout(resolve, tooltipOpenDelayMillis / 2))
    await expect(page().queryByRole("tooltip")).toBeNull()
    await waitFor(
      () =>
        expect(page().getByRole("tooltip")).toHaveTextContent("a yeast that lives on every scalp"),
      { timeout: 2000 },
    )
  },
})

export const OnFocus = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab()
    await expect(canvas.getByRole("button", { name: "Malassezia" })).toHaveFocus()
    await waitFor(() => expect(page().getByRole("tooltip")).toBeVisible(), { timeout: 2000 })
    await userEvent.keyboard("{Escape}")
    await waitFor(() => expect(page().queryByRole("tooltip")).toBeNull())
  },
})
