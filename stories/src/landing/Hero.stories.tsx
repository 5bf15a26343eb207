/**
 * The landing page's hero beside the waitlist card: the looping video and
 * the rotating taglines, and how it holds still for people who ask for less
 * motion or are saving data.
 */
import { Hero } from "@strand/web/src/features/landing/Hero.tsx"
import { heroTaglines, taglineRotationMillis } from "@strand/web/src/features/landing/taglines.ts"
import { Section } from "@strand/web/src/features/waitlist/examples.tsx"
import { expect, waitFor } from "storybook/test"
import preview from "../../.storybook/preview.tsx"
import { fakeApi, json } from "../fakeApi.ts"

const meta = preview.meta({
  title: "Landing/Hero",
  component: Hero,
  args: { motion: "full" as const, children: <Section /> },
  argTypes: {
    motion: { control: "inline-radio", options: ["full", "reduced", "save-data"] },
    children: { control: false },
  },
  parameters: { layout: "fullscreen" },
  beforeEach: () => fakeApi({ "GET /api/waitlist/count": () => json({ count: 128 }) }),
})

/** The tagline in view (the others hold its place, invisible). */
const shownTagline = (canvasElement: HTMLElement) =>
  canvasElement.querySelector("#hero-tagline > span:not(.invisible)")?.textContent

export const Moving = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("OverwhelmClarity")
    // The poster paints first; the looping, muted video joins it.
    const video = await waitFor(() => {
      const element = canvasElement.querySelector("video")
      if (element === null) throw new Error("no video yet")
      return element
    })
    await expect(video.muted).toBe(true)
    await expect(video).toHaveAttribute("loop")
    await expect(video).toHaveAttribute("playsinline")
    await expect(video.closest("[aria-hidden]")).not.toBeNull()
    await expect(canvasElement.querySelector("img[fetchpriority=high]")).not.toBeNull()

    await expect(shownTagline(canvasElement)).toBe(heroTaglines[0])
    await expect(canvas.getByText(heroTaglines[0])).toBeVisible()
    await waitFor(() => expect(shownTagline(canvasElement)).toBe(heroTaglines[1]), {
      timeout: taglineRotationMillis + 1000,
    })
    // Turning on its own, it is not read out every time.
    await expect(canvasElement.querySelector("#hero-tagline")).toHaveAttribute("aria-live", "off")
  },
})

export const PausedByThePerson = meta.story({
  play: async ({ canvas, canvasElement, userEvent }) => {
    const pause = canvas.getByRole("button", { name: "Pause motion" })
    await expect(pause).toHaveAttribute("aria-pressed", "false")
    await userEvent.click(pause)
    await expect(pause).toHaveAttribute("aria-pressed", "true")
    // Still, and the tagline in view is now announced politely.
    const tagline = canvasElement.querySelector("#hero-tagline")
    await expect(tagline).toHaveAttribute("aria-live", "polite")
    await waitFor(() => expect(canvasElement.querySelector("video")?.paused).toBe(true))
    const shown = shownTagline(canvasElement)
    await new Promise((resolve) => setTimeout(resolve, taglineRotationMillis + 500))
    await expect(shownTagline(canvasElement)).toBe(shown)
  },
})

export const ReducedMotion = meta.story({
  args: { motion: "reduced" },
  play: async ({ canvas, canvasElement }) => {
    await expect(shownTagline(canvasElement)).toBe(heroTaglines[0])
    await expect(canvas.queryByRole("button", { name: "Pause motion" })).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(canvasElement.querySelector("video")).toBeNull()
    await expect(canvasElement.querySelector("img[fetchpriority=high]")).not.toBeNull()
  },
})

export const SavingData = meta.story({
  args: { motion: "save-data" },
  play: async ({ canvas, canvasElement }) => {
    // No video is fetched, but the words still turn (and can be paused).
    await expect(canvas.getByRole("button", { name: "Pause motion" })).toBeVisible()
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(canvasElement.querySelector("video")).toBeNull()
  },
})
