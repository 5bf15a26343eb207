/**
 * The #waitlist section calling the API as the app does (callApi), answered
 * by a stand-in server: joining, waiting, and the ways joining fails.
 */

import {
  Section,
  SectionQuizDone,
  SectionQuizNotDone,
  SectionQuizStatusLoading,
} from "@strand/web/src/features/waitlist/examples.tsx"
import { expect, waitFor, within } from "storybook/test"
import preview from "../../.storybook/preview.tsx"
import { fakeApi, json, never } from "../fakeApi.ts"
import { page } from "../story.ts"

const meta = preview.meta({
  title: "Waitlist/Section",
  component: Section,
  args: { referralCode: "friend_42" },
})

const fillIn = async (
  canvas: ReturnType<typeof within>,
  userEvent: { type: (element: Element, text: string) => Promise<void> },
) => {
  await userEvent.type(canvas.getByLabelText("Name"), "Ada")
  await userEvent.type(canvas.getByLabelText("Email"), "ada@example.com")
}

const joined: Array<unknown> = []

export const Idle = meta.story({
  beforeEach: () => fakeApi({ "GET /api/waitlist/count": () => json({ count: 41 }) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("41 people have joined")).toBeVisible()
    await expect(canvas.getByRole("heading", { name: "Join the waitlist" })).toBeVisible()
    await expect(canvas.getByRole("button", { name: "Join Waitlist" })).toBeEnabled()
  },
})

export const Pending = meta.story({
  beforeEach: () =>
    fakeApi({ "GET /api/waitlist/count": () => json({ count: 41 }), "POST /api/waitlist": never }),
  play: async ({ canvas, userEvent }) => {
    await fillIn(canvas, userEvent)
    await userEvent.click(canvas.getByRole("button", { name: "Join Waitlist" }))
    await expect(await canvas.findByRole("button", { name: "Joining..." })).toBeDisabled()
  },
})

export const Success = meta.story({
  beforeEach: () => {
    let count = 41
    joined.length = 0
    return fakeApi({
      "GET /api/waitlist/count": () => json({ count }),
      "POST /api/waitlist": async (request) => {
        joined.push(await request.json())
        count += 1
        return json({
          success: true,
          message: "Welcome to the waitlist",
          user: {
            name: "Ada",
            email: "ada@example.com",
            referralCode: "ada_7f3k",
            referralCount: 0,
            isAdmin: false,
          },
        })
      },
    })
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText("41 people have joined")).toBeVisible()
    await fillIn(canvas, userEvent)
    await userEvent.selectOptions(canvas.getByLabelText(/hair concern/i), "thinning")
    await userEvent.click(canvas.getByRole("button", { name: "Join Waitlist" }))

    await expect(
      await canvas.findByRole("heading", { name: "Thank you for joining!" }),
    ).toBeVisible()
    await expect(canvas.getByRole("link", { name: "Start Quiz Now" })).toBeVisible()
    const toast = await page().findByRole("status", { name: "Welcome!" })
    await expect(toast).toHaveTextContent("Your account has been created.")
    // The count was invalidated and read again.
    await expect(await canvas.findByText("42 people have joined")).toBeVisible()
    await expect(joined).toEqual([
      {
        name: "Ada",
        email: "ada@example.com",
        hairConcerns: "thinning",
        referralCode: "friend_42",
      },
    ])
  },
})

export const ServerError = meta.story({
  beforeEach: () =>
    fakeApi({
      "GET /api/waitlist/count": () => json({ count: 41 }),
      "POST /api/waitlist": () =>
        json({ message: "The waitlist is resting. Try again soon." }, 503),
    }),
  play: async ({ canvas, userEvent }) => {
    await fillIn(canvas, userEvent)
    await userEvent.click(canvas.getByRole("button", { name: "Join Waitlist" }))
    const toast = await page().findByRole("status", { name: "Error" })
    await expect(toast).toHaveTextContent("The waitlist is resting. Try again soon.")
    // The form stays, filled in, ready to try again.
    await waitFor(() => expect(canvas.getByRole("button", { name: "Join Waitlist" })).toBeEnabled())
    await expect(canvas.getByLabelText("Name")).toHaveValue("Ada")
  },
})

export const ValidationErrorFromServer = meta.story({
  beforeEach: () =>
    fakeApi({
      "GET /api/waitlist/count": () => json({ count: 41 }),
      "POST /api/waitlist": () =>
        json(
          {
            _tag: "ValidationError",
            message: "Please enter a valid email address",
            code: "VALIDATION_ERROR",
            issues: [{ path: ["email"], message: "Please enter a valid email address" }],
          },
          400,
        ),
    }),
  play: async ({ canvas, userEvent }) => {
    await fillIn(canvas, userEvent)
    await userEvent.click(canvas.getByRole("button", { name: "Join Waitlist" }))
    await expect(await page().findByRole("status", { name: "Error" })).toHaveTextContent(
      "Please enter a valid email address",
    )
    const form = within(canvas.getByRole("form", { name: "Join the waitlist" }))
    await expect(await form.findByText("Please enter a valid email address")).toBeVisible()
    await expect(canvas.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true")
  },
})

export const RateLimited = meta.story({
  beforeEach: () =>
    fakeApi({
      "GET /api/waitlist/count": () => json({ count: 41 }),
      "POST /api/waitlist": () =>
        json(
          {
            _tag: "TooManyRequests",
            message: "Too many attempts. Please wait a minute.",
            code: "RATE_LIMITED",
            retryAfterSeconds: 60,
          },
          429,
        ),
    }),
  play: async ({ canvas, userEvent }) => {
    await fillIn(canvas, userEvent)
    await userEvent.click(canvas.getByRole("button", { name: "Join Waitlist" }))
    await expect(await page().findByRole("status", { name: "Error" })).toHaveTextContent(
      "Too many attempts. Please wait a minute.",
    )
  },
})

export const ServerUnreachable = meta.story({
  beforeEach: () =>
    fakeApi({
      "GET /api/waitlist/count": () => json({ count: 41 }),
      "POST /api/waitlist": () => Promise.reject(new TypeError("Failed to fetch")),
    }),
  play: async ({ canvas, userEvent }) => {
    await fillIn(canvas, userEvent)
    await userEvent.click(canvas.getByRole("button", { name: "Join Waitlist" }))
    const toast = await page().findByRole("status", { name: "Error" })
    await expect(toast).toHaveTextContent("Failed to join waitlist. Please try again.")
  },
})

export const JoinedInMagicLinkMode = meta.story({
  beforeEach: () =>
    fakeApi({
      "GET /api/waitlist/count": () => json({ count: 41 }),
      "POST /api/waitlist": () =>
        json({ success: true, message: "You're on the waitlist!", checkEmail: true }),
    }),
  play: async ({ canvas, userEvent }) => {
    await fillIn(canvas, userEvent)
    await userEvent.click(canvas.getByRole("button", { name: "Join Waitlist" }))
    await expect(
      await canvas.findByRole("heading", { name: "Thank you for joining!" }),
    ).toBeVisible()
    await expect(canvas.getByText(/Check your e-mail: we sent you a link to sign in/)).toBeVisible()
    // Nobody is signed in yet: no way into the quiz.
    await expect(canvas.queryByRole("link", { name: "Start Quiz Now" })).toBeNull()
  },
})

// Signed in: the section follows the quiz status instead of offering the form.
const countOnly = () => fakeApi({ "GET /api/waitlist/count": () => json({ count: 41 }) })

export const SignedInQuizStatusLoading = meta.story({
  render: () => <SectionQuizStatusLoading />,
  beforeEach: countOnly,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading your haircare audit...")
    await expect(canvas.queryByRole("form")).toBeNull()
  },
})

export const SignedInQuizNotDone = meta.story({
  render: () => <SectionQuizNotDone />,
  beforeEach: countOnly,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Start Your Haircare Audit" })).toBeVisible()
    await expect(canvas.getByRole("link", { name: "Start the Quiz" })).toHaveAttribute(
      "href",
      "/quiz",
    )
    await expect(canvas.queryByRole("form")).toBeNull()
  },
})

export const SignedInQuizDone = meta.story({
  render: () => <SectionQuizDone />,
  beforeEach: countOnly,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "View My Reports" })).toHaveAttribute(
      "href",
      "/my-reports",
    )
    await expect(canvas.queryByRole("link", { name: "Start the Quiz" })).toBeNull()
  },
})
