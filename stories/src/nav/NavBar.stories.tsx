/**
 * The navigation bar for every row of the spec's call-to-action table, and
 * the user menu: referral count, copying the invite link, Admin, Logout.
 * Rendered at desktop width (stories/vitest.config.ts); the phone menu is
 * covered end to end (e2e/tests/accounts.spec.ts).
 */

import {
  AdminNav,
  AuthLoadingNav,
  QuizDoneNav,
  QuizNotDoneNav,
  QuizStatusLoadingNav,
  SignedOutNav,
} from "@strand/web/src/features/nav/examples.tsx"
import { expect, fn, waitFor, within } from "storybook/test"
import preview from "../../.storybook/preview.tsx"
import { copied, fakeClipboard, page } from "../story.ts"

const meta = preview.meta({
  title: "Nav/NavBar",
  component: SignedOutNav,
  args: { onLogout: fn() },
  parameters: { layout: "fullscreen" },
})

const nav = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole("navigation", { name: "Main" }))

export const SignedOut = meta.story({
  play: async ({ canvas }) => {
    const bar = nav(canvas)
    await expect(bar.getByRole("link", { name: "Join Waitlist" })).toHaveAttribute(
      "href",
      "/#waitlist",
    )
    await expect(bar.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/auth")
    await expect(bar.getByRole("link", { name: "Our Vision" })).toHaveAttribute("href", "/#vision")
    await expect(bar.queryByRole("link", { name: "Take Quiz" })).toBeNull()
    // Transparent over the hero until the page scrolls.
    await expect(canvas.getByRole("banner")).toHaveAttribute("data-solid", "false")
  },
})

// The user menu's button is drawn at once; Ark's menu behind it is loaded
// when the person reaches for it, and then replaces it: look it up afresh.
const menuLoads = { timeout: 10_000 }

export const AuthLoading = meta.story({
  render: (args) => <AuthLoadingNav {...args} />,
  play: async ({ canvas }) => {
    const bar = nav(canvas)
    await expect(bar.getByRole("button", { name: "Loading..." })).toBeDisabled()
    // Neither Login nor a user menu until we know who this is.
    await expect(bar.queryByRole("link", { name: "Login" })).toBeNull()
    await expect(bar.queryByRole("button", { name: "Ada Lovelace" })).toBeNull()
  },
})

export const QuizStatusLoading = meta.story({
  render: (args) => <QuizStatusLoadingNav {...args} />,
  play: async ({ canvas }) => {
    const bar = nav(canvas)
    await expect(bar.getByRole("button", { name: "Loading..." })).toBeDisabled()
    await expect(bar.getByRole("button", { name: "Ada Lovelace" })).toBeVisible()
    await expect(bar.queryByRole("link", { name: "Login" })).toBeNull()
  },
})

export const QuizNotDone = meta.story({
  render: (args) => <QuizNotDoneNav {...args} />,
  play: async ({ canvas }) => {
    const bar = nav(canvas)
    await expect(bar.getByRole("link", { name: "Take Quiz" })).toHaveAttribute("href", "/quiz")
    await expect(bar.getAllByRole("link", { name: "Take Quiz" })).toHaveLength(1)
    await expect(bar.queryByRole("link", { name: "My Reports" })).toBeNull()
    await expect(bar.queryByRole("link", { name: "Login" })).toBeNull()
  },
})

export const QuizDone = meta.story({
  render: (args) => <QuizDoneNav {...args} />,
  beforeEach: fakeClipboard,
  play: async ({ canvas, userEvent, args }) => {
    const bar = nav(canvas)
    await expect(bar.getByRole("link", { name: "My Reports" })).toHaveAttribute(
      "href",
      "/my-reports",
    )
    // Done with the quiz: it can be taken again from the bar.
    await expect(bar.getByRole("link", { name: "Take Quiz" })).toHaveAttribute("href", "/quiz")

    const trigger = () => bar.getByRole("button", { name: "Ada Lovelace" })
    await userEvent.click(trigger())
    const menu = await page().findByRole("menu", {}, menuLoads)
    await expect(within(menu).getByRole("group", { name: /Invite friends/ })).toHaveTextContent(
      "2 friends joined",
    )
    await expect(within(menu).queryByRole("menuitem", { name: "Admin" })).toBeNull()

    // Copying keeps the menu open and says so for 2 s.
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Copy invite link" }))
    await expect(await within(menu).findByRole("menuitem", { name: "Copied!" })).toBeVisible()
    await expect(copied).toEqual(["https://strand.example/?ref=ada_7f3k"])
    await waitFor(
      () => expect(within(menu).getByRole("menuitem", { name: "Copy invite link" })).toBeVisible(),
      { timeout: 3000 },
    )

    await userEvent.click(within(menu).getByRole("menuitem", { name: "Logout" }))
    await expect(args.onLogout).toHaveBeenCalledOnce()
    await waitFor(() => expect(trigger()).toHaveAttribute("aria-expanded", "false"))
  },
})

export const Admin = meta.story({
  render: (args) => <AdminNav {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    // No name given: the menu is named by the e-mail.
    const bar = nav(canvas)
    const trigger = () => bar.getByRole("button", { name: "team@strand.example" })

    // The keyboard alone: open, walk, leave.
    trigger().focus()
    await userEvent.keyboard("{Enter}")
    const menu = await page().findByRole("menu", {}, menuLoads)
    await waitFor(() => expect(trigger()).toHaveAttribute("aria-expanded", "true"))
    await expect(within(menu).getByRole("group", { name: /Invite friends/ })).toHaveTextContent(
      "No friends joined yet",
    )
    await expect(within(menu).getByRole("menuitem", { name: "Admin" })).toHaveAttribute(
      "href",
      "/admin",
    )
    await userEvent.keyboard("{Escape}")
    await waitFor(() => expect(trigger()).toHaveAttribute("aria-expanded", "false"))
    await waitFor(() => expect(trigger()).toHaveFocus())

    await userEvent.keyboard("{Enter}")
    await waitFor(() => expect(trigger()).toHaveAttribute("aria-expanded", "true"))
    // Logout is the last item; End goes there, Enter chooses it.
    await userEvent.keyboard("{End}")
    await waitFor(() =>
      expect(page().getByRole("menuitem", { name: "Logout" })).toHaveAttribute("data-highlighted"),
    )
    await userEvent.keyboard("{Enter}")
    await waitFor(() => expect(args.onLogout).toHaveBeenCalledOnce())
  },
})
