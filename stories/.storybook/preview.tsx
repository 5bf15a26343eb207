/**
 * What every story runs inside: the app's styles, a fresh QueryClient, a
 * router and the toaster, with the app's lazily loaded modules already
 * loaded (loadLazyModules.ts). Every story gets a docs page (autodocs) and is
 * checked with axe when it runs as a test: a violation fails it.
 *
 * Stories are written as CSF factories: `preview.meta({ … })` once per file,
 * then `meta.story({ … })` per story; no per-file boilerplate beyond that.
 *
 * Set once here for every story: the two widths the spec designs for (a
 * phone at 390 px, a desktop at 1280 px) in the viewport menu, and controls
 * a designer can type into: a text prop gets a text box, and a prop that is
 * an object, a list or a React element gets no control at all rather than a
 * raw JSON editor.
 */
import "@strand/web/src/styles.css"
import addonA11y from "@storybook/addon-a11y"
import addonDocs from "@storybook/addon-docs"
import { definePreview } from "@storybook/react-vite"
import { toaster } from "@strand/web/src/ui/toaster.tsx"
import type { ArgTypesEnhancer } from "storybook/internal/types"
import { configure } from "storybook/test"
import { loadLazyModules } from "../src/loadLazyModules.ts"
import { withAppShell } from "../src/withAppShell.tsx"

// findBy and waitFor wait up to 5 s, not Testing Library's 1 s: a toast that fades in took
// longer beside the other test steps on two cores. A wait, not a speed limit.
configure({ asyncUtilTimeout: 5000 })

export const viewports = {
  phone: {
    name: "Phone (390 px)",
    styles: { width: "390px", height: "844px" },
    type: "mobile",
  },
  desktop: {
    name: "Desktop (1280 px)",
    styles: { width: "1280px", height: "800px" },
    type: "desktop",
  },
} as const

/**
 * Runs before Storybook guesses the controls, which keeps a control set here:
 * a list, an object or a React element gets none (a story that wants one,
 * a text box for `children` say, sets it in its own argTypes).
 */
const rawTypes = new Set(["array", "object", "other", "intersection"])
const noRawObjects: ArgTypesEnhancer = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const raw = argType.control === undefined && rawTypes.has(argType.type?.name ?? "")
      return [name, raw ? { ...argType, control: false as const } : argType]
    }),
  )
noRawObjects.secondPass = true

export default definePreview({
  addons: [addonDocs(), addonA11y()],
  decorators: [withAppShell],
  loaders: [loadLazyModules],
  tags: ["autodocs"],
  argTypesEnhancers: [noRawObjects],
  // The toast store outlives a story; start each one with none.
  beforeEach: () => {
    toaster.remove()
  },
  parameters: {
    layout: "padded",
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: "error" },
    viewport: { options: viewports },
  },
})
