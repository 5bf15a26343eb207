/**
 * /auth, /signup and /auth/confirm against a stand-in server: the magic-link
 * "Check your e-mail" state, the referral code from ?ref=, and e-mailed
 * links that sign in only on request or have expired.
 */

import { Auth, ConfirmLink, SignUp } from "@strand/web/src/features/accounts/examples.tsx"
import { expect, waitFor } from "storybook/test"
import preview from "../../.storybook/preview.tsx"
import { fakeApi, json, never } from "../fakeApi.ts"
import { page } from "../story.ts"

const meta = preview.meta({
  title: "Accounts/Auth pages",
  component: Auth,
})

const sent: Array<unknown> = []

export const AuthCheckEmail = meta.story({
  beforeEach: () => {
    sent.length = 0
    return fakeApi({
      "POST /api/login": async (request) => {
        sent.push(await request.json())
        return json({
          checkEmail: true,
          message: "Check your e-mail: we sent you a link to sign in.",
        })
      },
    })
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/")
    await userEvent.type(canvas.getByLabelText("Email"), "ada@example.com")
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }))

    const heading = await canvas.findByRole("heading", { name: "Check your e-mail" })
    await waitFor(() => expect(heading).toHaveFocus())
    await expect(
      canvas.getByText("Check your e-mail: we sent you a link to sign in."),
    ).toBeVisible()
    await expect(canvas.getByText("ada@example.com")).toBeVisible()
    await expect(canvas.queryByRole("form")).toBeNull()
    // The name was left blank: it is not sent.
    await expect(sent).toEqual([{ email: "ada@example.com" }])

    await userEvent.click(canvas.getByRole("button", { name: "Use a different e-mail" }))
    await expect(canvas.getByRole("form", { name: "Sign in" })).toBeVisible()
    await expect(canvas.getByLabelText("Email")).toHaveValue("ada@example.com")
  },
})

export const AuthPending = meta.story({
  beforeEach: () => fakeApi({ "POST /api/login": never }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText("Email"), "ada@example.com")
    await userEvent.type(canvas.getByLabelText("Name (optional)"), "A")
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }))
    // A name, when given, needs 2 characters.
    await expect(await canvas.findByText("Name must be at least 2 characters")).toBeVisible()
    await userEvent.type(canvas.getByLabelText("Name (optional)"), "da")
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }))
    await expect(await canvas.findByRole("button", { name: "Signing in..." })).toBeDisabled()
  },
})

export const SignUpFromReferralLink = meta.story({
  render: () => <SignUp referralCode="friend_42" />,
  beforeEach: () =>
    fakeApi({
      "POST /api/login": () =>
        json(
          {
            message: "We couldn't send your sign-in e-mail just now.",
            code: "SERVICE_UNAVAILABLE",
          },
          503,
        ),
    }),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByLabelText("Referral code (optional)")).toHaveValue("friend_42")
    await expect(canvas.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login")
    await userEvent.type(canvas.getByLabelText("Name"), "Ada")
    await userEvent.type(canvas.getByLabelText("Email"), "ada@example.com")
    await userEvent.click(canvas.getByRole("button", { name: "Create account" }))
    await expect(await page().findByRole("status", { name: "Sign up failed" })).toHaveTextContent(
      "We couldn't send your sign-in e-mail just now.",
    )
  },
})

let confirmCalls = 0

export const ConfirmExpired = meta.story({
  render: () => <ConfirmLink token="used-up-token" />,
  beforeEach: () => {
    confirmCalls = 0
    return fakeApi({
      "POST /api/login/confirm": () => {
        confirmCalls += 1
        return json(
          {
            _tag: "LinkExpired",
            message: "This sign-in link has expired or was already used. Please ask for a new one.",
            code: "LINK_EXPIRED",
          },
          410,
        )
      },
    })
  },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole("button", { name: "Sign in to Strand" })
    // Opening the page signs nobody in: a mail scanner can't use the link up.
    await expect(confirmCalls).toBe(0)
    await userEvent.click(button)
    const heading = await canvas.findByRole("heading", { name: "This link has expired" })
    await waitFor(() => expect(heading).toHaveFocus())
    await expect(
      canvas.getByText(
        "This sign-in link has expired or was already used. Please ask for a new one.",
      ),
    ).toBeVisible()
    await expect(canvas.getByRole("link", { name: "Get a new link" })).toHaveAttribute(
      "href",
      "/auth",
    )
    await expect(confirmCalls).toBe(1)
    // Expiry is explained on the page, not toasted.
    await expect(page().queryByRole("status", { name: "Login failed" })).toBeNull()
  },
})

export const ConfirmPending = meta.story({
  render: () => <ConfirmLink token="fresh-token" />,
  beforeEach: () => fakeApi({ "POST /api/login/confirm": never }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Sign in to Strand" }))
    const pending = await canvas.findByRole("button", { name: "Signing in..." })
    await expect(pending).toBeDisabled()
    await expect(pending).toHaveAttribute("aria-busy", "true")
  },
})

export const ConfirmWithoutToken = meta.story({
  render: () => <ConfirmLink />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "This link is incomplete" })).toBeVisible()
    await expect(canvas.queryByRole("button", { name: "Sign in to Strand" })).toBeNull()
  },
})
