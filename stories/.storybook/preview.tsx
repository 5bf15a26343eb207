/**
 * What every story runs inside: the app's styles, a fresh QueryClient, a
 * router and the toaster, with the app's lazily loaded modules already
 * loaded (loadLazyModules.ts). Every story gets a docs page (autodocs) and is
 * checked with axe when it runs as a test: a violation fails it.
 *
 * Stories are written as CSF factories: `preview.meta({ … })` once per file,
 * then `meta.story({ … })` per story; no per-file boilerplate beyond that.
 */
import "@strand/web/src/styles.css"
import addonA11y from "@storybook/addon-a11y"
import addonDocs from "@storybook/addon-docs"
import { definePreview } from "@storybook/react-vite"
import { toaster } from "@strand/web/src/ui/toaster.tsx"
import { loadLazyModules } from "../src/loadLazyModules.ts"
import { withAppShell } from "../src/withAppShell.tsx"

export default definePreview({
  addons: [addonDocs(), addonA11y()],
  decorators: [withAppShell],
  loaders: [loadLazyModules],
  tags: ["autodocs"],
  // The toast store outlives a story; start each one with none.
  beforeEach: () => {
    toaster.remove()
  },
  parameters: {
    layout: "padded",
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: "error" },
  },
})
