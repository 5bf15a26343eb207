/** The result page against a stand-in server: the full report, locked and unlocked tips, gaps, and errors. */

import { ResultExample } from "@strand/web/src/features/result/examples.tsx"
import { expect, waitFor, within } from "storybook/test"
import preview from "../../.storybook/preview.tsx"
import { fakeApi, json, never } from "../fakeApi.ts"
import { analysisBody, emptyResults, fullResults, reportId } from "./fixtures.ts"

const meta = preview.meta({
  title: "Result/Report",
  component: ResultExample,
  parameters: { layout: "fullscreen" },
})

const sectionTitles = [
  "Your routine snapshot",
  "What you're doing well",
  "Avoid for now",
  "Your weekly rhythm",
  "Recommended ingredients & product texture",
  "Styling & build-up",
  "Science notes",
  "Red flags",
]

const feedbackSent: Array<unknown> = []

export const Full = meta.story({
  args: { analysisId: reportId, referralCount: 1 },
  beforeEach: () => {
    feedbackSent.length = 0
    return fakeApi({
      [`GET /api/analyses/${reportId}`]: () =>
        json(analysisBody(fullResults, false, { referralCount: 1 })),
      [`POST /api/send-report/${reportId}`]: () => json({ success: true, message: "Sent" }),
      "POST /api/feedback": async (request) => {
        feedbackSent.push(await request.json())
        return json({ success: true, message: "Thanks" })
      },
    })
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading Your Analysis...")
    // Start here comes first, a red flag first.
    const start = within(await canvas.findByRole("region", { name: "Start here" }))
    const changes = start.getAllByRole("listitem")
    await expect(changes[0]).toHaveTextContent("Do this first")
    await expect(changes[0]).toHaveTextContent("Rinse off and stop using")
    // Every line has its Why?, opened from the keyboard.
    const why = canvas.getByRole("button", { name: /^Why\? Tip one/ })
    await expect(why).toHaveAttribute("aria-expanded", "false")
    why.focus()
    await userEvent.keyboard("{Enter}")
    await waitFor(() => expect(why).toHaveAttribute("aria-expanded", "true"))
    const reasons = within(document.getElementById(why.getAttribute("aria-controls") ?? "")!)
    await expect(reasons.getByText("Because you told us")).toBeVisible()
    await expect(reasons.getByText("Coily")).toBeVisible()
    await expect(reasons.getByText("ends feel dry")).toBeVisible()
    await expect(
      reasons.getByRole("link", { name: "American Academy of Dermatology: tips for healthy hair" }),
    ).toHaveAttribute(
      "href",
      "https://www.aad.org/public/everyday-care/hair-scalp-care/hair/healthy-hair-tips",
    )
    await expect(reasons.getByText("Practitioner consensus")).toBeVisible()
    // What to expect, and the calendar.
    const timelines = within(
      canvas.getByRole("region", { name: "What to expect, and when to look again" }),
    )
    await expect(timelines.getByText("Flakes and itch")).toBeVisible()
    await expect(timelines.getByText(/Take the quiz again around/)).toBeVisible()
    await expect(canvas.getByRole("link", { name: "Download calendar file" })).toHaveAttribute(
      "href",
      expect.stringContaining(`/api/analyses/${reportId}/calendar.ics?day=`),
    )
    const headings = await canvas.findAllByRole("heading", { level: 2 })
    const titles = headings.map((heading) => heading.textContent)
    await expect(titles.filter((title) => sectionTitles.includes(title ?? ""))).toEqual(
      sectionTitles,
    )
    const rhythm = within(canvas.getByRole("region", { name: "Your weekly rhythm" }))
    const days = rhythm.getAllByRole("listitem")
    await expect(days[0]).toHaveClass("bg-sand-100")
    await expect(days[1]).toHaveClass("bg-white")

    const textures = within(canvas.getByRole("list", { name: "Product texture" }))
    await expect(textures.getByText("Rich").closest("li")).toHaveAttribute("aria-current", "true")
    await expect(textures.getByText("Light").closest("li")).not.toHaveAttribute("aria-current")
    await expect(canvas.getByText("Leave-in cream")).toBeVisible()

    // The texture section collapses.
    const textureToggle = canvas.getByRole("button", {
      name: "Recommended ingredients & product texture",
    })
    await expect(textureToggle).toHaveAttribute("aria-expanded", "true")
    await userEvent.click(textureToggle)
    await waitFor(() => expect(textureToggle).toHaveAttribute("aria-expanded", "false"))
    await waitFor(() => expect(canvas.queryByText("Leave-in cream")).not.toBeVisible())

    // A "term (explanation)" explains itself on hover, after the 700 ms open delay.
    const term = canvas.getByRole("button", { name: /^Malassezia/ })
    // The clicks above moved focus, which the page scrolls to smoothly; a tooltip
    // rightly closes while its page scrolls, so the pointer comes to a term at rest,
    // as a person's does.
    term.scrollIntoView({ block: "center", behavior: "instant" })
    await new Promise((resolve) => requestAnimationFrame(resolve))
    await userEvent.hover(term)
    await new Promise((resolve) => setTimeout(resolve, 400))
    await expect(within(document.body).queryByRole("tooltip")).toBeNull()
    await waitFor(
      () =>
        expect(within(document.body).getByRole("tooltip")).toHaveTextContent(
          "a yeast that lives on every scalp",
        ),
      { timeout: 2000 },
    )

    // Referral panel: 1 of 3, links to share.
    await expect(canvas.getByText("1/3")).toBeVisible()
    await expect(canvas.getByRole("progressbar", { name: "Referral progress" })).toHaveAttribute(
      "aria-valuenow",
      "33",
    )
    await expect(canvas.getByText("https://strand.example/?ref=amara_7")).toBeVisible()
    await expect(canvas.getByRole("link", { name: "Share on WhatsApp" })).toHaveAttribute(
      "href",
      expect.stringContaining("wa.me"),
    )

    await userEvent.click(canvas.getByRole("button", { name: "Email My Report" }))
    const body = within(document.body)
    await waitFor(() => expect(body.getByText("Email sent!")).toBeVisible(), { timeout: 8000 })
    await expect(
      body.getByText("Your personalized report has been sent to your email."),
    ).toBeVisible()
    await expect(canvas.getByRole("link", { name: "View All My Reports" })).toHaveAttribute(
      "href",
      "/my-reports",
    )

    // Spec §9: the feedback area gives the contact address.
    await expect(canvas.getByRole("link", { name: "hello@strand.example" })).toHaveAttribute(
      "href",
      "mailto:hello@strand.example",
    )
    const send = canvas.getByRole("button", { name: "Send Feedback" })
    await expect(send).toBeDisabled()
    const feedback = canvas.getByLabelText("Your feedback")
    await userEvent.type(feedback, "   ")
    await expect(send).toBeDisabled()
    await userEvent.type(feedback, "Lovely and clear")
    await userEvent.click(send)
    await waitFor(() => expect(body.getByText("Thank you!")).toBeVisible())
    await expect(feedback).toHaveValue("")
    await expect(feedbackSent).toEqual([
      { name: "Amara", email: "amara@example.com", rating: "n/a", comments: "Lovely and clear" },
    ])
    await expect(canvas.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/")
    await expect(canvas.getByRole("link", { name: "Take Quiz Again" })).toHaveAttribute(
      "href",
      "/quiz",
    )
  },
})

export const LockedTips = meta.story({
  args: { analysisId: reportId, referralCount: 0 },
  beforeEach: () =>
    fakeApi({ [`GET /api/analyses/${reportId}`]: () => json(analysisBody(fullResults)) }),
  play: async ({ canvas, canvasElement }) => {
    const styling = within(await canvas.findByRole("region", { name: "Styling & build-up" }))
    await expect(styling.getByText("Tip one: sleep on satin.")).toBeVisible()
    await expect(styling.getByText("Tip two: refresh with water, not more product.")).toBeVisible()
    await expect(styling.getByText("Locked Content")).toBeVisible()
    await expect(styling.getByText("Share to unlock more tips")).toBeVisible()
    // The server sent only the titles of the rest: blurred, and named for screen readers.
    await expect(canvasElement.textContent).not.toContain("Tip three")
    await expect(canvasElement.textContent).not.toContain("Tip four")
    await expect(
      styling.getByText("2 more tips are locked: When to clarify, Moving your parting."),
    ).toBeInTheDocument()
    await expect(canvas.getByText("0/3")).toBeVisible()
    // The panel says how many are locked.
    await expect(
      canvas.getByText(
        "2 styling tips are locked in this report. Invite 3 friends to Strand to unlock them.",
      ),
    ).toBeVisible()
  },
})

/** Every tip answers the person's own complaint or keeps them safe: the lock hides none. */
export const NothingLocked = meta.story({
  args: { analysisId: reportId, referralCount: 0 },
  beforeEach: () =>
    fakeApi({
      [`GET /api/analyses/${reportId}`]: () =>
        json(analysisBody(fullResults, false, { tipsLock: false })),
    }),
  play: async ({ canvas }) => {
    const styling = within(await canvas.findByRole("region", { name: "Styling & build-up" }))
    await expect(styling.getByText("Tip four: rotate your part.")).toBeVisible()
    await expect(styling.queryByText("Locked Content")).toBeNull()
    await expect(canvas.getByRole("heading", { name: "Share Strand with friends" })).toBeVisible()
    await expect(canvas.getByText(/^Nothing in this report is locked/)).toBeVisible()
  },
})

export const UnlockedTips = meta.story({
  args: { analysisId: reportId, referralCount: 5 },
  beforeEach: () =>
    fakeApi({
      [`GET /api/analyses/${reportId}`]: () =>
        json(analysisBody(fullResults, false, { referralCount: 5 })),
    }),
  play: async ({ canvas }) => {
    const styling = within(await canvas.findByRole("region", { name: "Styling & build-up" }))
    await expect(styling.getByText("Tip four: rotate your part.")).toBeVisible()
    await expect(styling.queryByText("Locked Content")).toBeNull()
    // Progress is capped at 3 of 3 (100 %).
    await expect(canvas.getByText("3/3")).toBeVisible()
    await expect(canvas.getByRole("progressbar", { name: "Referral progress" })).toHaveAttribute(
      "aria-valuenow",
      "100",
    )
  },
})

export const MissingSections = meta.story({
  args: { analysisId: reportId },
  beforeEach: () =>
    fakeApi({ [`GET /api/analyses/${reportId}`]: () => json(analysisBody(emptyResults)) }),
  play: async ({ canvas }) => {
    await canvas.findByRole("region", { name: "Your routine snapshot" })
    await expect(canvas.getAllByText("Loading ...").length).toBeGreaterThanOrEqual(8)
    // A visitor: no referral panel, no e-mail, but feedback and the way home.
    await expect(canvas.queryByRole("button", { name: "Email My Report" })).toBeNull()
    await expect(canvas.queryByRole("region", { name: /unlock/i })).toBeNull()
    await expect(canvas.getByRole("button", { name: "Send Feedback" })).toBeDisabled()
  },
})

export const StillLoading = meta.story({
  args: { analysisId: reportId },
  beforeEach: () => fakeApi({ [`GET /api/analyses/${reportId}`]: never }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading Your Analysis...")
  },
})

export const NotFound = meta.story({
  args: { analysisId: "gone" },
  beforeEach: () =>
    fakeApi({
      "GET /api/analyses/gone": () =>
        json(
          {
            _tag: "NotFound",
            message: "We couldn't find the analysis you're looking for.",
            code: "NOT_FOUND",
          },
          404,
        ),
    }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Analysis Not Found" })).toBeVisible()
    await expect(
      canvas.getByText("We couldn't find the analysis you're looking for."),
    ).toBeVisible()
    await expect(canvas.getByRole("link", { name: "Take a New Quiz" })).toHaveAttribute(
      "href",
      "/quiz",
    )
  },
})

/** No answer at all is not "not found": the report may well exist. */
export const ServerUnreachable = meta.story({
  args: { analysisId: reportId },
  beforeEach: () => {
    let calls = 0
    return fakeApi({
      [`GET /api/analyses/${reportId}`]: () => {
        calls += 1
        return calls === 1
          ? Promise.reject(new TypeError("Failed to fetch"))
          : json(analysisBody(fullResults))
      },
    })
  },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole("heading", { name: "We can't reach Strand right now" }),
    ).toBeVisible()
    await expect(canvas.queryByRole("heading", { name: "Analysis Not Found" })).toBeNull()
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }))
    await expect(
      await canvas.findByRole("heading", { name: "Your routine snapshot" }),
    ).toBeVisible()
  },
})

export const NoAnalysisId = meta.story({
  args: {},
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "No Analysis Found" })).toBeVisible()
    await expect(canvas.getByRole("link", { name: "Take the Quiz" })).toHaveAttribute(
      "href",
      "/quiz",
    )
  },
})

export const WrittenByTheFallback = meta.story({
  args: { analysisId: reportId, referralCount: 0 },
  beforeEach: () =>
    fakeApi({ [`GET /api/analyses/${reportId}`]: () => json(analysisBody(fullResults, true)) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Fallback")).toBeVisible()
    await expect(
      canvas.getByText("Written by our rule-based analyst while the AI was unavailable."),
    ).toBeVisible()
  },
})

export const WrittenByTheAi = meta.story({
  args: { analysisId: reportId, referralCount: 0 },
  beforeEach: () =>
    fakeApi({
      [`GET /api/analyses/${reportId}`]: () =>
        json(analysisBody(fullResults, false, { writer: "provider" })),
    }),
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole("heading", { name: "Your routine snapshot" }),
    ).toBeVisible()
    await expect(canvas.queryByText("Fallback")).toBeNull()
    // The AI's own lines say so, and show no source.
    const why = canvas.getByRole("button", { name: /^Why\? You detangle/ })
    await userEvent.click(why)
    const opened = within(document.getElementById(why.getAttribute("aria-controls") ?? "")!)
    await expect(opened.getByText(/Written by the AI for you/)).toBeVisible()
    await expect(canvas.queryByText("What it rests on")).toBeNull()
  },
})

/** A report stored before reports kept their reasons, with lines today's rules do not say. */
export const StoredBeforeReasons = meta.story({
  args: { analysisId: reportId, referralCount: 0 },
  beforeEach: () =>
    fakeApi({
      [`GET /api/analyses/${reportId}`]: () =>
        json(analysisBody(fullResults, false, { writer: "unknown", version: 1 })),
    }),
  play: async ({ canvas, userEvent }) => {
    const why = await canvas.findByRole("button", { name: /^Why\? You trim/ })
    await userEvent.click(why)
    const opened = within(document.getElementById(why.getAttribute("aria-controls") ?? "")!)
    await expect(opened.getByText(/written before Strand kept its reasons/)).toBeVisible()
  },
})
