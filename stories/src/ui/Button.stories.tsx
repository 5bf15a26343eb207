/** Buttons: primary and secondary, disabled, pending, and a link that looks like one. */
import { Button, buttonClass, PendingButton } from "@strand/web/src/ui/button.tsx"
import { expect, fn } from "storybook/test"
import preview from "../../.storybook/preview.tsx"

const meta = preview.meta({
  title: "UI/Button",
  parameters: {
    docs: {
      description: {
        component:
          "**When to use:** one Button per screen is primary: the thing the person came to do (Join Waitlist, Next, Take the Quiz); every other action is secondary. Use PendingButton for anything that sends a request, and buttonClass for a link that goes somewhere but should look like a button.",
      },
    },
  },
  component: Button,
  args: { children: "Join Waitlist", variant: "primary", disabled: false, onClick: fn() },
  argTypes: {
    variant: { control: "inline-radio", options: ["primary", "secondary"] },
    children: { control: "text" },
  },
})

export const Primary = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole("button", { name: "Join Waitlist" })
    await expect(button).toHaveAttribute("type", "button")
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
})

export const Secondary = meta.story({ args: { variant: "secondary", children: "Previous" } })

export const Disabled = meta.story({
  args: { disabled: true, children: "Next" },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole("button", { name: "Next" })
    await expect(button).toBeDisabled()
    await userEvent.click(button)
    await expect(args.onClick).not.toHaveBeenCalled()
  },
})

/** A request on its way: locked, spinner, the spec's pending label ("Joining..."). */
export const Pending = meta.story({
  render: (args) => (
    <PendingButton
      pending
      label="Join Waitlist"
      pendingLabel="Joining..."
      variant={args.variant}
      onClick={args.onClick}
    />
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Joining..." })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute("aria-busy", "true")
  },
})

/** `buttonClass` gives links the same look (Take the Quiz, Go Home). */
export const LinkAsButton = meta.story({
  render: (args) => (
    <a href="/quiz" className={buttonClass(args.variant)}>
      Take the Quiz
    </a>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Take the Quiz" })).toHaveAttribute(
      "href",
      "/quiz",
    )
  },
})
