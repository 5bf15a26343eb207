/** What every story runs inside: the app's styles, a fresh QueryClient, a router and the toaster. */
import "@strand/web/src/styles.css"
import type { Preview } from "@storybook/react-vite"
import { toaster } from "@strand/web/src/ui/toast.tsx"
import { withAppShell } from "../src/withAppShell.tsx"

const preview: Preview = {
  decorators: [withAppShell],
  // The toast store outlives a story; start each one with none.
  beforeEach: () => {
    toaster.remove()
  },
  parameters: {
    layout: "padded",
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
}

export default preview
