/**
 * Small pieces every report and page shares: the Fallback badge, Strand's
 * mark, and the whole-page state panel with each of its pictures.
 */
import { FallbackBadge } from "@strand/web/src/ui/FallbackBadge.tsx"
import { StrandMark } from "@strand/web/src/ui/StrandMark.tsx"
import { expect } from "storybook/test"
import preview from "../../.storybook/preview.tsx"

const meta = preview.meta({
  title: "UI/Badges and marks",
  component: FallbackBadge,
  parameters: {
    docs: {
      description: {
        component:
          "**When to use:** the Fallback badge wherever a report is named (My Reports, the report, Compare) " +
          "when Strand's rules wrote it because the AI provider could not. Never for a report the " +
          "rules wrote because they are the configured analyst. Its title says why on hover.",
      },
    },
  },
})

export const Fallback = meta.story({
  play: async ({ canvas }) => {
    const badge = canvas.getByText("Fallback")
    await expect(badge).toHaveAttribute("title", expect.stringContaining("AI provider"))
  },
})

/** Strand's mark, as the navigation bar and the e-mails show it beside the name. */
export const Logo = meta.story({
  render: () => (
    <div className="flex items-center gap-2 font-display text-2xl font-semibold text-ink-900">
      <StrandMark />
      Strand
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Strand")).toBeVisible()
  },
})
