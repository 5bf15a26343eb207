/**
 * Foundations: colour, type, spacing, radii and motion, read from the
 * Tailwind theme (web/src/styles.css over Tailwind's defaults), so this page
 * cannot drift from what the app is built with.
 */
import { expect } from "storybook/test"
import preview from "../../.storybook/preview.tsx"
import { Colours, Motion, Radii, Spacing, Typography } from "./Foundations.tsx"
import { colours, keyframes, radii, strandTokens, typeScale } from "./themeTokens.ts"

const meta = preview.meta({
  title: "Foundations",
  component: Colours,
  parameters: { layout: "fullscreen" },
})

export const Colour = meta.story({
  play: async ({ canvas }) => {
    // Every colour of the theme, and nothing the theme does not have.
    const declared = strandTokens.filter((token) => token.name.startsWith("color-"))
    await expect(colours.length).toBe(declared.length)
    await expect(colours.map((colour) => colour.name)).toContain("clay-600")
    const swatches = canvas.getAllByRole("listitem")
    await expect(swatches).toHaveLength(declared.length)
    const clay = swatches.find((item) => item.textContent?.startsWith("clay-600"))
    await expect(clay).toHaveTextContent("#a9532b")
    const chip = clay?.querySelector("span[aria-hidden]") as HTMLElement
    await expect(getComputedStyle(chip).backgroundColor).toBe("rgb(169, 83, 43)")
  },
})

export const Type = meta.story({
  render: () => <Typography />,
  play: async ({ canvas }) => {
    await expect(typeScale.length).toBeGreaterThanOrEqual(10)
    await expect(canvas.getByRole("row", { name: /text-base/ })).toHaveTextContent("1rem")
    await expect(canvas.getByText(/^"Fraunces"/)).toBeVisible()
  },
})

export const SpacingScale = meta.story({
  render: () => <Spacing />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/multiple of the spacing unit, 0\.25rem/)).toBeVisible()
  },
})

export const Corners = meta.story({
  render: () => <Radii />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(radii.length)
    await expect(canvas.getByText("rounded-3xl")).toBeVisible()
  },
})

export const MotionAndLessMotion = meta.story({
  render: () => <Motion />,
  play: async ({ canvas }) => {
    await expect(keyframes.map((frame) => frame.name)).toEqual(
      expect.arrayContaining(["strand-pop", "strand-rise"]),
    )
    await expect(canvas.getByText(/prefers-reduced-motion: reduce/)).toBeVisible()
  },
})
