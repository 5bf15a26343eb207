/** What frames every page: the footer, the 404 page, and the page shown when one cannot load. */
import { networkApiError } from "@strand/domain/errors/ApiError"
import { contactEmail, socialLinks } from "@strand/web/src/lib/contact.ts"
import { NotFoundPage } from "@strand/web/src/ui/NotFoundPage.tsx"
import { RouteErrorPage } from "@strand/web/src/ui/RouteErrorPage.tsx"
import { SiteFooter } from "@strand/web/src/ui/SiteFooter.tsx"
import { expect, fn } from "storybook/test"
import preview from "../../.storybook/preview.tsx"

const meta = preview.meta({
  title: "Shell/Pages",
  component: SiteFooter,
  parameters: { layout: "fullscreen" },
})

export const Footer = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: contactEmail })).toHaveAttribute(
      "href",
      `mailto:${contactEmail}`,
    )
    const social = canvas.getByRole("list", { name: "Strand on social media" })
    await expect(social.querySelectorAll("a")).toHaveLength(3)
    for (const { network, href } of socialLinks) {
      const link = canvas.getByRole("link", { name: `Strand on ${network}` })
      await expect(link).toHaveAttribute("href", href)
      await expect(link).toHaveAttribute("rel", "noopener noreferrer")
    }
  },
})

export const NotFound = meta.story({
  render: () => <NotFoundPage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible()
    await expect(canvas.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/")
  },
})

const reset = fn()

export const ServerUnreachable = meta.story({
  render: () => <RouteErrorPage error={networkApiError()} reset={reset} />,
  play: async ({ canvas, userEvent }) => {
    const heading = canvas.getByRole("heading", { name: "We can't reach Strand right now" })
    await expect(heading).toHaveFocus()
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }))
    await expect(reset).toHaveBeenCalled()
  },
})

export const SomethingWentWrong = meta.story({
  render: () => <RouteErrorPage error={new Error("Unexpected")} reset={reset} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Something went wrong" })).toBeVisible()
    await expect(canvas.getByRole("link", { name: contactEmail })).toBeVisible()
  },
})
