/**
 * "Find an expert" against a stand-in server: an empty directory, nobody
 * nearby, who fits a report with a red flag, a first step the directory
 * does not list, and "Send my summary": sent with consent, and refused.
 */
import { FindExpertExample } from "@strand/web/src/features/experts/examples.tsx"
import { expect, waitFor, within } from "storybook/test"
import preview from "../../.storybook/preview.tsx"
import { fakeApi, json } from "../fakeApi.ts"
import { page } from "../story.ts"
import {
  directory,
  expertsBody,
  filtersOf,
  painfulLumps,
  patches,
  reportId,
  sharedBody,
  summaryBody,
} from "./fixtures.ts"

const meta = preview.meta({
  title: "Experts/Find an expert",
  component: FindExpertExample,
  parameters: { layout: "fullscreen" },
  args: { search: { analysisId: reportId } },
})

const noShares = () => json({ shares: [] })

export const EmptyDirectory = meta.story({
  beforeEach: () =>
    fakeApi({
      "GET /api/experts": (request) => json(expertsBody([], patches, filtersOf(request))),
      "GET /api/summary-shares": noShares,
    }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { name: "No experts listed yet" }),
    ).toBeVisible()
    // What the report asks for still comes first.
    const first = within(canvas.getByRole("region", { name: "Your report's first step" }))
    await expect(
      first.getByText("Book a dermatologist within 1 to 2 weeks for the bald patches"),
    ).toBeVisible()
    await expect(canvas.queryByRole("list", { name: "Experts" })).toBeNull()
  },
})

export const NoMatchNearby = meta.story({
  args: { search: { analysisId: reportId, place: "Lagos" } },
  beforeEach: () =>
    fakeApi({
      "GET /api/experts": (request) => json(expertsBody(directory, patches, filtersOf(request))),
      "GET /api/summary-shares": noShares,
    }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole("heading", { name: "No match nearby" })).toBeVisible()
    await expect(canvas.getByText(/fits this search near Lagos/)).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: "Include online appointments" }))
    const list = within(await canvas.findByRole("list", { name: "Experts" }))
    await expect(list.getByRole("heading", { name: "Dr Amara Okafor (example)" })).toBeVisible()
    await expect(list.getAllByText("Sees people online.").length).toBeGreaterThan(0)
  },
})

export const WhoFitsARedFlag = meta.story({
  beforeEach: () =>
    fakeApi({
      "GET /api/experts": (request) => json(expertsBody(directory, patches, filtersOf(request))),
      "GET /api/summary-shares": noShares,
    }),
  play: async ({ canvas }) => {
    const list = within(await canvas.findByRole("list", { name: "Experts" }))
    const [first] = list.getAllByRole("article")
    await expect(first).toHaveAccessibleName("Dr Amara Okafor (example)")
    await expect(first).toHaveTextContent(
      "Dermatologist: your report suggests seeing a dermatologist within 1 to 2 weeks.",
    )
    await expect(first).toHaveTextContent("Textured hair: your hair is coily.")
    // An expert with no e-mail is booked on their site; no summary goes to them.
    const locs = list.getAllByRole("article").find((a) => a.textContent?.includes("Kofi Asante"))!
    await expect(within(locs).queryByRole("button", { name: "Send my summary" })).toBeNull()
    await expect(locs).toHaveTextContent("Takes no summaries by e-mail")
  },
})

export const FirstStepNotListed = meta.story({
  beforeEach: () =>
    fakeApi({
      "GET /api/experts": (request) =>
        json(expertsBody(directory, painfulLumps, filtersOf(request))),
      "GET /api/summary-shares": noShares,
    }),
  play: async ({ canvas }) => {
    const first = await canvas.findByRole("region", { name: "Your report's first step" })
    await expect(first).toHaveTextContent("That is your GP, whom this directory does not list")
  },
})

const sent: Array<unknown> = []

export const Sent = meta.story({
  beforeEach: () => {
    sent.length = 0
    let shares: Array<unknown> = []
    return fakeApi({
      "GET /api/experts": (request) => json(expertsBody(directory, patches, filtersOf(request))),
      [`GET /api/analyses/${reportId}/doctor-summary`]: () => json(summaryBody),
      [`POST /api/analyses/${reportId}/share`]: async (request) => {
        sent.push(await request.json())
        const body = sharedBody(directory[0]!)
        shares = [body.share]
        return json(body)
      },
      "GET /api/summary-shares": () => json({ shares }),
    })
  },
  play: async ({ canvas, userEvent }) => {
    const list = within(await canvas.findByRole("list", { name: "Experts" }))
    await userEvent.click(list.getAllByRole("button", { name: "Send my summary" })[0]!)
    const dialog = within(await page().findByRole("dialog"))
    await waitFor(() => expect(dialog.getByText("amara@example.com")).toBeVisible())
    const preview = within(dialog.getByRole("region", { name: "What will be sent" }))
    await expect(await preview.findByText("Round, smooth bald patches")).toBeVisible()
    const send = dialog.getByRole("button", { name: "Send my summary" })
    // Nothing leaves without the tick.
    await expect(send).toBeDisabled()
    await userEvent.click(dialog.getByRole("checkbox", { name: /I agree to send this summary/ }))
    await userEvent.click(send)
    await expect(await dialog.findByRole("status")).toHaveTextContent(
      "Your summary is on its way to Dr Amara Okafor (example).",
    )
    await expect(sent).toEqual([{ expertId: directory[0]!.id, consent: true }])
    await userEvent.click(dialog.getByRole("button", { name: "Close" }))
    const history = await canvas.findByRole("region", { name: "Summaries you sent" })
    await expect(history).toHaveTextContent("To Dr Amara Okafor (example)")
  },
})

export const Refused = meta.story({
  beforeEach: () =>
    fakeApi({
      "GET /api/experts": (request) => json(expertsBody(directory, patches, filtersOf(request))),
      [`GET /api/analyses/${reportId}/doctor-summary`]: () => json(summaryBody),
      [`POST /api/analyses/${reportId}/share`]: () =>
        json(
          {
            _tag: "TooManyRequests",
            message: "Too many attempts. Please try again in 1440 minutes.",
            code: "RATE_LIMITED",
            retryAfterSeconds: 86400,
          },
          429,
        ),
      "GET /api/summary-shares": noShares,
    }),
  play: async ({ canvas, userEvent }) => {
    const list = within(await canvas.findByRole("list", { name: "Experts" }))
    await userEvent.click(list.getAllByRole("button", { name: "Send my summary" })[0]!)
    const dialog = within(await page().findByRole("dialog"))
    await userEvent.click(
      await dialog.findByRole("checkbox", { name: /I agree to send this summary/ }),
    )
    await waitFor(() =>
      expect(dialog.getByRole("button", { name: "Send my summary" })).toBeEnabled(),
    )
    await userEvent.click(dialog.getByRole("button", { name: "Send my summary" }))
    await expect(await dialog.findByRole("alert")).toHaveTextContent(
      "Too many attempts. Please try again in 1440 minutes.",
    )
    // Still open, with the choice kept, so nothing is lost.
    await expect(dialog.getByRole("checkbox", { name: /I agree/ })).toBeChecked()
  },
})

export const SignedOut = meta.story({
  args: { viewer: "signed-out" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Please Log In" })).toBeVisible()
  },
})
