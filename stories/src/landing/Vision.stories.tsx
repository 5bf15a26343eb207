/** The landing page's #vision section: the three things Strand is building next (spec §1). */
import { VisionSection } from "@strand/web/src/features/vision/VisionSection.tsx"
import { expect } from "storybook/test"
import preview from "../../.storybook/preview.tsx"

const meta = preview.meta({
  title: "Landing/Vision",
  component: VisionSection,
  parameters: { layout: "fullscreen" },
})

export const Vision = meta.story({
  play: async ({ canvas }) => {
    const section = canvas.getByRole("region", { name: "Filtered by science. Chosen by you." })
    await expect(section).toHaveAttribute("id", "vision")
    await expect(canvas.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Scan a product, see better options",
      "Experts when you need them",
      "A routine that fits your week",
    ])
  },
})
