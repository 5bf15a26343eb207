/** The login form on its own (idle, pending) and /login talking to a stand-in server (errors). */

import {
  IdleLoginForm,
  Login,
  PendingLoginForm,
} from "@strand/web/src/features/accounts/examples.tsx"
import { expect, fn, waitFor, within } from "storybook/test"
import preview from "../../.storybook/preview.tsx"
import { fakeApi, json } from "../fakeApi.ts"
import { page } from "../story.ts"

const meta = preview.meta({
  title: "Accounts/Login",
  component: IdleLoginForm,
  args: { onSubmit: fn() },
})

export const Idle = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole("form", { name: "Log in" })).toBeVisible()
    await expect(canvas.getByLabelText("Email")).toHaveValue("")
    await expect(canvas.getByLabelText("Name")).toHaveValue("")
    await expect(canvas.getByLabelText("Referral code (optional)")).toHaveValue("")

    // The domain's messages under their fields, focus on the first, nothing sent.
    await userEvent.type(canvas.getByLabelText("Email"), "ada@")
    await userEvent.type(canvas.getByLabelText("Name"), "A")
    await userEvent.click(canvas.getByRole("button", { name: "Log in" }))
    await expect(await canvas.findByText("Please enter a valid email address")).toBeVisible()
    await expect(canvas.getByText("Name must be at least 2 characters")).toBeVisible()
    await waitFor(() => expect(canvas.getByLabelText("Email")).toHaveFocus())
    await expect(args.onSubmit).not.toHaveBeenCalled()

    await userEvent.type(canvas.getByLabelText("Email"), "example.com")
    await userEvent.type(canvas.getByLabelText("Name"), "da")
    await expect(canvas.queryByText("Name must be at least 2 characters")).toBeNull()
    await userEvent.click(canvas.getByRole("button", { name: "Log in" }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
    // A blank referral code is left out of the request.
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: "ada@example.com", name: "Ada" })
  },
})

export const Pending = meta.story({
  render: (args) => <PendingLoginForm {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole("button", { name: "Logging in..." })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute("aria-busy", "true")
    await expect(canvas.getByLabelText("Email")).toBeDisabled()
    await expect(canvas.getByLabelText("Email")).toHaveValue("ada@example.com")
    await userEvent.click(button)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
})

const fillIn = async (
  canvas: ReturnType<typeof within>,
  userEvent: { type: (element: Element, text: string) => Promise<void> },
) => {
  await userEvent.type(canvas.getByLabelText("Email"), "ada@example.com")
  await userEvent.type(canvas.getByLabelText("Name"), "Ada")
}

export const RateLimited = meta.story({
  render: () => <Login />,
  beforeEach: () =>
    fakeApi({
      "POST /api/login": () =>
        json(
          {
            _tag: "TooManyRequests",
            message: "Too many attempts. Please try again in 10 minutes.",
            code: "RATE_LIMITED",
            retryAfterSeconds: 600,
          },
          429,
        ),
    }),
  play: async ({ canvas, userEvent }) => {
    await fillIn(canvas, userEvent)
    await userEvent.click(canvas.getByRole("button", { name: "Log in" }))
    const toast = await page().findByRole("status", { name: "Login failed" })
    await expect(toast).toHaveTextContent("Too many attempts. Please try again in 10 minutes.")
    // The form stays, filled in, ready to try again.
    await waitFor(() => expect(canvas.getByRole("button", { name: "Log in" })).toBeEnabled())
    await expect(canvas.getByLabelText("Email")).toHaveValue("ada@example.com")
  },
})

export const RejectedByServer = meta.story({
  render: () => <Login />,
  beforeEach: () =>
    fakeApi({
      "POST /api/login": () =>
        json(
          {
            _tag: "ValidationError",
            message: "Invalid referral code",
            code: "VALIDATION_ERROR",
            issues: [{ path: ["referralCode"], message: "Invalid referral code" }],
          },
          400,
        ),
    }),
  play: async ({ canvas, userEvent }) => {
    await fillIn(canvas, userEvent)
    await userEvent.type(canvas.getByLabelText("Referral code (optional)"), "old_code")
    await userEvent.click(canvas.getByRole("button", { name: "Log in" }))
    await expect(await page().findByRole("status", { name: "Login failed" })).toHaveTextContent(
      "Invalid referral code",
    )
    const form = within(canvas.getByRole("form", { name: "Log in" }))
    await expect(await form.findByText("Invalid referral code")).toBeVisible()
    await expect(canvas.getByLabelText("Referral code (optional)")).toHaveAttribute(
      "aria-invalid",
      "true",
    )
  },
})

export const ServerUnreachable = meta.story({
  render: () => <Login />,
  beforeEach: () =>
    fakeApi({ "POST /api/login": () => Promise.reject(new TypeError("Failed to fetch")) }),
  play: async ({ canvas, userEvent }) => {
    await fillIn(canvas, userEvent)
    await userEvent.click(canvas.getByRole("button", { name: "Log in" }))
    await expect(await page().findByRole("status", { name: "Login failed" })).toHaveTextContent(
      "Unable to connect to the server. Please check your internet connection.",
    )
  },
})
