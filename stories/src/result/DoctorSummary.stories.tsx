/** The doctor's summary page against a stand-in server: loaded, PDF unavailable, not found, loading. */
import { DoctorSummaryPage } from "@strand/web/src/features/result/examples.tsx"
import { expect, waitFor, within } from "storybook/test"
import preview from "../../.storybook/preview.tsx"
import { fakeApi, json, never } from "../fakeApi.ts"
import { reportId, summaryBody } from "./fixtures.ts"

const meta = preview.meta({
  title: "Result/Summary for the doctor",
  component: DoctorSummaryPage,
  parameters: { layout: "fullscreen" },
})

/** What each PDF request carried: its query string (none) and its JSON body. */
const pdfAsked: Array<{ readonly query: string; readonly body: unknown }> = []

export const Ready = meta.story({
  args: { analysisId: reportId },
  beforeEach: () => {
    pdfAsked.length = 0
    return fakeApi({
      [`GET /api/analyses/${reportId}/doctor-summary`]: () => json(summaryBody),
      [`POST /api/analyses/${reportId}/doctor-summary.pdf`]: async (request) => {
        pdfAsked.push({ query: new URL(request.url).search, body: await request.json() })
        return new Response(new Uint8Array([37, 80, 68, 70]), {
          headers: { "content-type": "application/pdf" },
        })
      },
    })
  },
  play: async ({ canvas, userEvent }) => {
    const sheet = within(
      await canvas.findByRole("article", { name: "Hair and scalp summary for my appointment" }),
    )
    await expect(sheet.getByText("Round, smooth bald patches")).toBeVisible()
    await expect(sheet.getByText("Not noted")).toBeVisible()
    await expect(sheet.getByText(/it is not a diagnosis/)).toBeVisible()
    await userEvent.type(canvas.getByLabelText("Since when? (optional)"), "Since October")
    await expect(sheet.getByText("Since October")).toBeVisible()
    await userEvent.type(canvas.getByLabelText("What have you tried? (optional)"), "Tea tree oil")
    await expect(sheet.getByText("Tea tree oil")).toBeVisible()
    await userEvent.selectOptions(canvas.getByLabelText("Paper"), "letter")
    await userEvent.click(canvas.getByRole("button", { name: "Download PDF" }))
    // The person's words go in the body, never in the URL.
    await waitFor(() =>
      expect(pdfAsked).toEqual([
        { query: "", body: { since: "Since October", tried: "Tea tree oil", paper: "letter" } },
      ]),
    )
    await expect(canvas.getByRole("button", { name: "Print" })).toBeEnabled()
  },
})

export const PdfUnavailable = meta.story({
  args: { analysisId: reportId },
  beforeEach: () =>
    fakeApi({
      [`GET /api/analyses/${reportId}/doctor-summary`]: () => json(summaryBody),
      [`POST /api/analyses/${reportId}/doctor-summary.pdf`]: () =>
        json(
          {
            _tag: "ServiceUnavailable",
            message: "This server cannot make PDFs. Use Print on the page and choose Save as PDF.",
            code: "SERVICE_UNAVAILABLE",
          },
          503,
        ),
    }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Download PDF" }))
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "This server cannot make PDFs. Use Print on the page and choose Save as PDF.",
    )
  },
})

export const NotFound = meta.story({
  args: { analysisId: "gone" },
  beforeEach: () =>
    fakeApi({
      "GET /api/analyses/gone/doctor-summary": () =>
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
  },
})

export const Loading = meta.story({
  args: { analysisId: reportId },
  beforeEach: () => fakeApi({ [`GET /api/analyses/${reportId}/doctor-summary`]: never }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading your summary...")
  },
})

export const NoAnalysisId = meta.story({
  args: { analysisId: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "No Analysis Found" })).toBeVisible()
  },
})
