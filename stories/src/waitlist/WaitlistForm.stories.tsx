/** The waitlist form on its own: idle, pending, rejected and joined. */

import {
  IdleForm,
  Joined,
  PendingForm,
  RejectedByServerForm,
} from "@strand/web/src/features/waitlist/examples.tsx"
import { expect, fn, waitFor } from "storybook/test"
import preview from "../../.storybook/preview.tsx"

const meta = preview.meta({
  title: "Waitlist/Form",
  component: IdleForm,
  args: { onJoin: fn() },
})

export const Idle = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const concern = canvas.getByLabelText(/hair concern/i)
    await expect(canvas.getByLabelText("Name")).toHaveValue("")
    await expect(canvas.getByLabelText("Email")).toHaveValue("")
    await expect(concern).toHaveDisplayValue("Select your main concern")
    await expect(canvas.getByRole("button", { name: "Join Waitlist" })).toBeEnabled()
    await expect(canvas.queryByLabelText("Tell us more")).toBeNull()

    // The domain's messages, under their fields, and nothing sent.
    await userEvent.type(canvas.getByLabelText("Name"), "A")
    await userEvent.type(canvas.getByLabelText("Email"), "ada@")
    await userEvent.click(canvas.getByRole("button", { name: "Join Waitlist" }))
    await expect(await canvas.findByText("Name must be at least 2 characters")).toBeVisible()
    await expect(canvas.getByText("Please enter a valid email address")).toBeVisible()
    await expect(canvas.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true")
    await waitFor(() => expect(canvas.getByLabelText("Name")).toHaveFocus())
    await expect(args.onJoin).not.toHaveBeenCalled()

    // "Other" asks for more; another concern clears it.
    await userEvent.selectOptions(concern, "other")
    await userEvent.type(canvas.getByLabelText("Tell us more"), "Frizz")
    await userEvent.selectOptions(concern, "dryness")
    await expect(canvas.queryByLabelText("Tell us more")).toBeNull()
    await userEvent.selectOptions(concern, "other")
    await expect(canvas.getByLabelText("Tell us more")).toHaveValue("")
    await userEvent.type(canvas.getByLabelText("Tell us more"), " Frizz after swimming ")

    await userEvent.type(canvas.getByLabelText("Name"), "da")
    await userEvent.type(canvas.getByLabelText("Email"), "example.com")
    await expect(canvas.queryByText("Name must be at least 2 characters")).toBeNull()
    await userEvent.click(canvas.getByRole("button", { name: "Join Waitlist" }))
    await expect(args.onJoin).toHaveBeenCalledOnce()
    await expect(args.onJoin).toHaveBeenCalledWith(
      expect.objectContaining({
        name: "Ada",
        email: "ada@example.com",
        hairConcerns: "other: Frizz after swimming",
      }),
    )
  },
})

export const Pending = meta.story({
  render: (args) => <PendingForm {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole("button", { name: "Joining..." })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute("aria-busy", "true")
    await expect(canvas.getByLabelText("Name")).toBeDisabled()
    await expect(canvas.getByLabelText("Name")).toHaveValue("Ada")
    await userEvent.click(button)
    await expect(args.onJoin).not.toHaveBeenCalled()
  },
})

export const RejectedByServer = meta.story({
  render: (args) => <RejectedByServerForm {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Please enter a valid email address")).toBeVisible()
    await expect(canvas.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true")
    await expect(canvas.getByRole("button", { name: "Join Waitlist" })).toBeEnabled()
  },
})

export const Success = meta.story({
  render: () => <Joined />,
  play: async ({ canvas }) => {
    const heading = canvas.getByRole("heading", { name: "Thank you for joining!" })
    await expect(heading).toBeVisible()
    await waitFor(() => expect(heading).toHaveFocus())
    await expect(canvas.getByRole("link", { name: "Start Quiz Now" })).toHaveAttribute(
      "href",
      "/quiz",
    )
    await expect(canvas.queryByRole("form")).toBeNull()
  },
})
