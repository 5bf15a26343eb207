/**
 * What stories share besides `preview.meta` (.storybook/preview.tsx): queries
 * across the whole page, for what opens in a portal (menus, dialogs,
 * popovers, tooltips, toasts), and a stand-in clipboard.
 */
import { within } from "storybook/test"

/** The whole page: portals render outside the story's canvas. */
export const page = () => within(document.body)

/** What the stand-in clipboard was given, in order. */
export const copied: Array<string> = []

/**
 * Stands in for the clipboard (the test browser's asks for permission); use
 * as a story's `beforeEach`, which gives the real one back afterwards.
 */
export const fakeClipboard = () => {
  copied.length = 0
  Object.defineProperty(navigator, "clipboard", {
    configurable: true,
    value: {
      writeText: async (text: string) => {
        copied.push(text)
      },
    },
  })
  return () => {
    // Uncovers Navigator.prototype's own clipboard again.
    Reflect.deleteProperty(navigator, "clipboard")
  }
}
