/**
 * Foundations: colour, type, spacing, radii, motion, shadows, breakpoints
 * and the layout grid, read from the Tailwind theme (web/src/styles.css over
 * Tailwind's defaults); icons and interaction states read from the app's own
 * components; and the voice the app's texts are written in. So these pages
 * cannot drift from what the app is built with.
 */

import * as lineIcons from "@strand/web/src/ui/icons.tsx"
import { statePanelIcons } from "@strand/web/src/ui/StatePanel.tsx"
import { expect } from "storybook/test"
import preview from "../../.storybook/preview.tsx"
import { interactionStates } from "./appClasses.ts"
import { productSources } from "./appSources.ts"
import {
  Breakpoints,
  Colours,
  Elevation,
  Icons,
  InteractionStates,
  Motion,
  Radii,
  Spacing,
  Typography,
  Voice,
} from "./Foundations.tsx"
import {
  breakpoints,
  colours,
  keyframes,
  radii,
  shadows,
  strandTokens,
  typeScale,
} from "./themeTokens.ts"
import { voiceRules } from "./voice.ts"

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

export const IconGallery = meta.story({
  render: () => <Icons />,
  play: async ({ canvas }) => {
    const line = canvas.getByRole("list", { name: "Line icons" })
    await expect(line.querySelectorAll("li")).toHaveLength(Object.keys(lineIcons).length)
    await expect(line).toHaveTextContent("CloseIcon")
    const pictures = canvas.getByRole("list", { name: "State panel pictures" })
    await expect(pictures.querySelectorAll("svg")).toHaveLength(Object.keys(statePanelIcons).length)
    await expect(canvas.getByText("StrandMark")).toBeVisible()
  },
})

export const ShadowsAndElevation = meta.story({
  render: () => <Elevation />,
  play: async ({ canvas }) => {
    await expect(shadows.map((shadow) => shadow.name)).toEqual(
      expect.arrayContaining(["xs", "sm", "lg", "2xl"]),
    )
    const tiles = canvas.getAllByRole("listitem")
    await expect(tiles).toHaveLength(shadows.length)
    // the fields' shadow is used in the app, and drawn with the theme's value
    const xs = tiles.find((tile) => tile.textContent?.startsWith("shadow-xs "))
    await expect(xs).toHaveTextContent(/\d+ uses?/)
    const chip = xs?.querySelector("span[aria-hidden]") as HTMLElement
    await expect(getComputedStyle(chip).boxShadow).toContain("0px 1px 2px 0px")
  },
})

export const BreakpointsAndGrid = meta.story({
  render: () => <Breakpoints />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("row")).toHaveLength(breakpoints.length + 1)
    await expect(canvas.getByRole("row", { name: /^sm:/ })).toHaveTextContent("40rem (640 px)")
    const widths = canvas.getByRole("list", { name: "Column widths" })
    await expect(widths).toHaveTextContent("max-w-xl")
  },
})

export const InteractionStateTokens = meta.story({
  render: () => <InteractionStates />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/outline-2 outline-offset-2 outline-clay-600/)).toBeVisible()
    for (const { state, classes } of interactionStates) {
      await expect(classes.length).toBeGreaterThan(0)
      await expect(canvas.getByRole("region", { name: state })).toBeVisible()
    }
    // the primary button's hover, read from button.tsx, with the theme's clay-700
    const hover = canvas.getByText("hover:bg-clay-700").closest("li") as HTMLElement
    const swatch = hover.querySelector("span[aria-hidden]") as HTMLElement
    await expect(getComputedStyle(swatch).backgroundColor).toBe("rgb(139, 66, 34)")
    await expect(canvas.getByRole("region", { name: "Danger" })).toHaveTextContent(
      "text-danger-600",
    )
  },
})

export const VoiceAndCopy = meta.story({
  render: () => <Voice />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem").length).toBeGreaterThan(voiceRules.length)
    // every example is a text the product shows today
    for (const { examples } of voiceRules) {
      for (const example of examples) {
        await expect(productSources.some((source) => source.includes(example))).toBe(true)
      }
    }
  },
})
