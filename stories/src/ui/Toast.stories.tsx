/**
 * Toasts (spec §9): one at a time, 5 s, F8 reaches them, the × closes them,
 * and a swipe to the right past 50 px dismisses them (a shorter one springs back).
 */

import { ToastExample } from "@strand/web/src/ui/examples.tsx"
import { swipeDismissPixels } from "@strand/web/src/ui/toaster.tsx"
import { expect, waitFor } from "storybook/test"
import preview from "../../.storybook/preview.tsx"
import { page } from "../story.ts"

const meta = preview.meta({
  title: "UI/Toast",
  parameters: {
    docs: {
      description: {
        component:
          "**When to use:** to say that something the person just did worked or failed (Email sent!, Failed to send email), when the page itself does not change. Never for an error they must act on in a form: put that under the field.",
      },
    },
  },
  component: ToastExample,
  args: {
    type: "success" as const,
    title: "Email sent!",
    description: "Your personalized report has been sent to your email.",
  },
  argTypes: { type: { control: "inline-radio", options: ["success", "error", "info"] } },
})

/** Raises the story's toast with its button and finds it on the page. */
const raise = async (title: string) => {
  page().getByRole("button", { name: "Show the toast" }).click()
  return page().findByRole("status", { name: title })
}

/** Drags the toast `pixels` to the right with a mouse, as a person would swipe it. */
const swipe = async (toast: HTMLElement, pixels: number) => {
  const box = toast.getBoundingClientRect()
  const at = (x: number) => ({
    bubbles: true,
    pointerId: 1,
    pointerType: "mouse",
    button: 0,
    isPrimary: true,
    clientX: x,
    clientY: box.top + box.height / 2,
  })
  const start = box.left + 40
  toast.dispatchEvent(new PointerEvent("pointerdown", at(start)))
  for (let step = 1; step <= 5; step++) {
    toast.dispatchEvent(new PointerEvent("pointermove", at(start + (pixels * step) / 5)))
  }
  toast.dispatchEvent(new PointerEvent("pointerup", at(start + pixels)))
}

export const Success = meta.story({
  play: async ({ userEvent }) => {
    const toast = await raise("Email sent!")
    await expect(toast).toHaveAttribute("data-type", "success")
    await expect(toast).toHaveTextContent("Your personalized report has been sent to your email.")
    await userEvent.click(page().getByRole("button", { name: "Dismiss notification" }))
    await waitFor(() => expect(page().queryByRole("status", { name: "Email sent!" })).toBeNull())
  },
})

export const ErrorToast = meta.story({
  args: { type: "error", title: "Failed to send email", description: "Please try again later." },
  play: async () => {
    const toast = await raise("Failed to send email")
    await expect(toast).toHaveAttribute("data-type", "error")
  },
})

export const Info = meta.story({
  args: { type: "info", title: "Copied!", description: "Your invite link is on the clipboard." },
})

export const SwipedAway = meta.story({
  play: async () => {
    const toast = await raise("Email sent!")
    await swipe(toast, swipeDismissPixels + 30)
    await waitFor(() => expect(page().queryByRole("status", { name: "Email sent!" })).toBeNull())
  },
})

export const ShortSwipeSpringsBack = meta.story({
  play: async () => {
    const toast = await raise("Email sent!")
    await swipe(toast, swipeDismissPixels - 20)
    await new Promise((resolve) => setTimeout(resolve, 500))
    await expect(page().getByRole("status", { name: "Email sent!" })).toBeVisible()
    await expect(toast.style.transform).toBe("")
  },
})
