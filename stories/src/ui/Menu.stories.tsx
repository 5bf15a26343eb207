/** Menus: the menu button pattern (arrow keys, Enter, Escape, focus return). */
import { MenuExample } from "@strand/web/src/ui/examples.tsx"
import { expect, fn, waitFor } from "storybook/test"
import preview from "../../.storybook/preview.tsx"
import { page } from "../story.ts"

const meta = preview.meta({
  title: "UI/Menu",
  parameters: {
    docs: {
      description: {
        component:
          "**When to use:** for a short list of actions behind one button (the account menu). Not for navigation a person needs at a glance, and not for choosing a value (use a select).",
      },
    },
  },
  component: MenuExample,
  args: { label: "Ada Lovelace", items: ["Copy invite link", "Admin"], onSelect: fn() },
})

export const Closed = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Ada Lovelace" })).toHaveAttribute(
      "aria-expanded",
      "false",
    )
  },
})

export const OpenWithTheKeyboard = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole("button", { name: "Ada Lovelace" })
    trigger.focus()
    await userEvent.keyboard("{Enter}")
    await waitFor(() => expect(trigger).toHaveAttribute("aria-expanded", "true"))
    await waitFor(() => expect(page().getByRole("menu")).toBeVisible())
    await userEvent.keyboard("{ArrowDown}")
    await waitFor(() =>
      expect(page().getByRole("menuitem", { name: "Admin" })).toHaveAttribute("data-highlighted"),
    )
    await userEvent.keyboard("{Enter}")
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledWith("Admin"))
    await waitFor(() => expect(trigger).toHaveFocus())
  },
})
