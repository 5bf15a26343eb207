/** Modal dialogs: focus moves in and is trapped, Escape closes, focus returns to the trigger. */
import { DialogExample } from "@strand/web/src/ui/examples.tsx"
import { expect, fn, waitFor } from "storybook/test"
import preview from "../../.storybook/preview.tsx"
import { page } from "../story.ts"

const meta = preview.meta({
  title: "UI/Dialog",
  parameters: {
    docs: {
      description: {
        component:
          "**When to use:** only to confirm something that cannot be undone (Delete Report?), or a short task that must be done before going on. Not for messages: a toast or a line on the page says those.",
      },
    },
  },
  component: DialogExample,
  args: {
    title: "Delete Report?",
    description:
      "Are you sure you want to delete this hair analysis report? This action cannot be undone.",
    confirmLabel: "Delete",
    onConfirm: fn(),
  },
})

export const Closed = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Open the dialog" })).toHaveAttribute(
      "aria-expanded",
      "false",
    )
    await expect(page().queryByRole("alertdialog")).toBeNull()
  },
})

export const Open = meta.story({
  args: { defaultOpen: true },
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await page().findByRole("alertdialog", { name: "Delete Report?" })
    await expect(dialog).toHaveAccessibleDescription(/cannot be undone/)
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    await userEvent.keyboard("{Escape}")
    await waitFor(() => expect(dialog).not.toBeVisible())

    const trigger = canvas.getByRole("button", { name: "Open the dialog" })
    await userEvent.click(trigger)
    // The dialog traps focus on the frame after it opens, and only a trap hands focus
    // back: click Delete once the focus is inside, as a person who sees it would.
    const reopened = await page().findByRole("alertdialog", { name: "Delete Report?" })
    await waitFor(() => expect(reopened.contains(document.activeElement)).toBe(true))
    await userEvent.click(await page().findByRole("button", { name: "Delete" }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    await waitFor(() => expect(trigger).toHaveFocus())
  },
})
