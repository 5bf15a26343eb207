/**
 * The parts of a report that explain it, each on its own: Start
 * here (with and without a red flag), "Why?" for a line the rules wrote, the
 * AI wrote, or an old report holds, the timelines, the calendar chooser and
 * the printed evidence notes.
 */
import { evidenceNotes } from "@strand/domain/analysis/EvidenceNotes"
import { normaliseResults } from "@strand/domain/analysis/NormaliseResults"
import { StartHereItem } from "@strand/domain/report/ReportExplanation"
import { CalendarDownload } from "@strand/web/src/features/result/CalendarDownload.tsx"
import { EvidenceFootnotes } from "@strand/web/src/features/result/EvidenceFootnotes.tsx"
import { ReportTimelines } from "@strand/web/src/features/result/ReportTimelines.tsx"
import { StartHere } from "@strand/web/src/features/result/StartHere.tsx"
import { WhyDisclosure } from "@strand/web/src/features/result/WhyDisclosure.tsx"
import { DateTime } from "effect"
import { expect, waitFor } from "storybook/test"
import preview from "../../.storybook/preview.tsx"
import { explanationFor, fullResults, reportId } from "./fixtures.ts"

const results = normaliseResults(fullResults)
const explained = explanationFor(results)

const meta = preview.meta({ title: "Result/Explained", component: StartHere })

export const StartHereWithARedFlag = meta.story({
  render: () => <StartHere items={explained.startHere} />,
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole("listitem")
    await expect(items[0]).toHaveTextContent("Do this first")
    await expect(items).toHaveLength(2)
  },
})

export const StartHereWithoutOne = meta.story({
  render: () => (
    <StartHere
      items={[
        new StartHereItem({
          change: "Wash twice a week",
          why: "Your hair keeps more of its moisture with fewer shampoos than every day.",
          urgent: false,
        }),
        new StartHereItem({
          change: "Add a chelating wash to your routine",
          why: "Hard-water minerals coat the hair and can leave it rough and dull.",
          urgent: false,
        }),
        new StartHereItem({
          change: "Keep products light and conditioner on the ends",
          why: "Fine hair is weighed down easily; light textures keep it full.",
          urgent: false,
        }),
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByText("Do this first")).toBeNull()
    await expect(canvas.getAllByRole("listitem")).toHaveLength(3)
  },
})

const whyOf = (writer: "rules" | "provider" | "unknown") =>
  explanationFor(results, writer).items.find((item) => item.section === "redFlags")

export const WhyForARuleLine = meta.story({
  render: () => <WhyDisclosure item={whyOf("rules")} about={results.redFlags[0] ?? ""} />,
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole("button", { name: /^Why\?/ })
    button.focus()
    await userEvent.keyboard(" ")
    await waitFor(() => expect(button).toHaveAttribute("aria-expanded", "true"))
    await expect(canvas.getByText("What it rests on")).toBeVisible()
    await expect(canvas.getByText("Patient information")).toBeVisible()
    await expect(canvas.getByText("(no checked link)")).toBeVisible()
  },
})

export const WhyForAnAiLine = meta.story({
  render: () => <WhyDisclosure item={whyOf("provider")} about={results.redFlags[0] ?? ""} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: /^Why\?/ }))
    // The answers the line cited, shown as a rule's are; no source is made up.
    await expect(canvas.getByText("Written by the AI for you, from what you told us")).toBeVisible()
    await expect(canvas.getByText("Coily")).toBeVisible()
    await expect(canvas.queryByText("What it rests on")).toBeNull()
  },
})

export const WhyForAGeneralAiLine = meta.story({
  render: () => (
    <WhyDisclosure
      item={explanationFor(results, "provider").items.find(
        (item) => item.section === "stylingBuildUp",
      )}
      about={results.stylingBuildUp[0] ?? ""}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: /^Why\?/ }))
    await expect(
      canvas.getByText(/as general advice: it rests on none of your answers/),
    ).toBeVisible()
  },
})

export const WhyForAnOldReport = meta.story({
  render: () => <WhyDisclosure item={whyOf("unknown")} about={results.redFlags[0] ?? ""} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: /^Why\?/ }))
    await expect(canvas.getByText(/written before Strand kept its reasons/)).toBeVisible()
  },
})

export const Timelines = meta.story({
  render: () => (
    <ReportTimelines
      timelines={explained.timelines}
      retakeOn={DateTime.makeUnsafe("2027-01-03T10:00:00Z")}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("January 3, 2027")).toBeVisible()
    await expect(
      canvas.getByText("No better after 4 to 8 weeks: see a GP or dermatologist."),
    ).toBeVisible()
  },
})

export const Calendar = meta.story({
  render: () => (
    <CalendarDownload
      analysisId={reportId}
      rhythm={[...results.weeklyRhythm, { day: "Swim days", activity: "Rinse and condition." }]}
      initial={{ day: "sunday", time: "19:00", timeZone: "Europe/London", remind: "30" }}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole("link", { name: "Download calendar file" })
    await expect(link).toHaveAttribute(
      "href",
      `/api/analyses/${reportId}/calendar.ics?day=sunday&time=19%3A00&timeZone=Europe%2FLondon&remind=30`,
    )
    await userEvent.selectOptions(canvas.getByLabelText("Day 1 of your week"), "wednesday")
    await userEvent.selectOptions(canvas.getByLabelText("Reminder"), "60")
    await expect(link).toHaveAttribute("href", expect.stringContaining("day=wednesday"))
    await expect(link).toHaveAttribute("href", expect.stringContaining("remind=60"))
    await expect(canvas.getByText("Swim days")).toBeVisible()
    await expect(canvas.getByText(/Times are in your time zone, Europe\/London/)).toBeVisible()
  },
})

export const EvidenceNotesAsPrinted = meta.story({
  render: () => <EvidenceFootnotes cited={evidenceNotes(explained).cited} onScreen />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText("[1]")).toBeVisible()
    await expect(
      canvas.getByText(
        /American Academy of Dermatology: tips for healthy hair \(Patient information\)/,
      ),
    ).toBeVisible()
  },
})
