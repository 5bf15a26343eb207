/**
 * The whole-page message: a picture, a heading, a line and the way on. Use it
 * when a page cannot show what it is for (not found, sign in first, offline,
 * nothing yet); never for a message inside a page that still works (a toast
 * or a line under the field does that).
 */

import { buttonClass } from "@strand/web/src/ui/button.tsx"
import { StatePanel, statePanelIcons } from "@strand/web/src/ui/StatePanel.tsx"
import { expect } from "storybook/test"
import preview from "../../.storybook/preview.tsx"

const icons = Object.keys(statePanelIcons) as Array<keyof typeof statePanelIcons>

const meta = preview.meta({
  title: "UI/State panel",
  component: StatePanel,
  parameters: {
    layout: "fullscreen",
    docs: {
      description: {
        component:
          "**When to use:** when a whole page cannot be shown: 404, Please Log In, We can't reach Strand right " +
          "now, No Reports Yet. Always give a way on in `action`; `focusHeading` when the page " +
          "changed under the person, so a screen reader says why.",
      },
    },
  },
  argTypes: {
    icon: { control: "select", options: icons },
    children: { control: "text" },
  },
})

const tryAgain = (
  <a href="/" className={buttonClass()}>
    Try again
  </a>
)

export const Offline = meta.story({
  render: () => (
    <StatePanel icon="offline" title="We can't reach Strand right now" action={tryAgain}>
      Check your internet connection, then try again.
    </StatePanel>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { name: "We can't reach Strand right now" }),
    ).toBeVisible()
    await expect(canvas.getByRole("link", { name: "Try again" })).toBeVisible()
  },
})

/**
 * Every picture a panel can carry, side by side with its name (a page shows
 * one panel, so the gallery shows the pictures rather than several panels).
 */
export const Pictures = meta.story({
  render: () => (
    <ul className="grid grid-cols-3 gap-4 p-6">
      {icons.map((icon) => (
        <li key={icon} className="flex flex-col items-center gap-2 text-sm text-ink-700">
          <span className="grid size-16 place-items-center rounded-2xl bg-sand-200 text-clay-600">
            <svg role="img" aria-label={icon} viewBox="0 0 24 24" className="size-8">
              {statePanelIcons[icon]}
            </svg>
          </span>
          {icon}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("img")).toHaveLength(icons.length)
  },
})
