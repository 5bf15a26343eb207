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
          "When a whole page cannot be shown: 404, Please Log In, We can't reach Strand right " +
          "now, No Reports Yet. Always give a way on in `action`; `focusHeading` when the page " +
          "changed under the person, so a screen reader says why.",
      },
    },
  },
  argTypes: {
    icon: { control: "select", options: icons, description: "The picture above the heading" },
    title: { control: "text", description: "What happened, in a few words" },
    children: { control: "text", description: "One line on why, or what to do" },
    action: { control: false, description: "The way on: a button or a link" },
    focusHeading: { control: "boolean", description: "Move focus to the heading when shown" },
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

/** Every picture a panel can carry. */
export const Pictures = meta.story({
  render: () => (
    <div className="grid gap-2 sm:grid-cols-2">
      {icons.map((icon) => (
        <StatePanel key={icon} icon={icon} title={icon} action={tryAgain}>
          The {icon} picture.
        </StatePanel>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("heading")).toHaveLength(icons.length)
  },
})
