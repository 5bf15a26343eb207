/**
 * "For the doctor" at /doctor-summary?analysisId: one page to take
 * to a GP or dermatologist when a report has red flags. What the person
 * reported, in neutral words and no diagnosis; since when and what they
 * tried, which the quiz does not ask, are typed here before printing. Print
 * uses the browser's own print (Save as PDF there too); "Download PDF" asks
 * the server for the same page rendered in headless Chromium, and when the
 * server cannot make one it says so and points to Print.
 */
import { doctorSummaryLimits } from "@strand/domain/analysis/DoctorSummary"
import type { PaperSize } from "@strand/domain/analysis/DoctorSummaryPdf"
import { ApiError } from "@strand/domain/errors/ApiError"
import { useMutation, useSuspenseQuery } from "@tanstack/react-query"
import { Link } from "@tanstack/react-router"
import { useState } from "react"
import { api } from "../../lib/apiEndpoints.gen.ts"
import { failureOfAnswer, fetchApi } from "../../lib/callApi.ts"
import { Button, buttonClass } from "../../ui/button.tsx"
import { type SummaryNotes, SummarySheet } from "../../ui/DoctorSummarySheet.tsx"
import * as Field from "../../ui/field.tsx"
import { StatePanel } from "../../ui/StatePanel.tsx"
import { doctorSummaryQueryOptions } from "./queries.ts"

/** Fetches the PDF and hands it to the browser as a download. */
const useDownloadPdf = (analysisId: string) =>
  useMutation({
    mutationFn: async ({ notes, paper }: { notes: SummaryNotes; paper: PaperSize }) => {
      const answer = await fetchApi(api.analysis.doctorSummaryPdf, {
        params: { analysisId },
        // In the body: the person's own words never go into a URL.
        payload: {
          ...(notes.since.trim() === "" ? {} : { since: notes.since.trim() }),
          ...(notes.tried.trim() === "" ? {} : { tried: notes.tried.trim() }),
          paper,
        },
      })
      if (!answer.ok) throw await failureOfAnswer(answer)
      const url = URL.createObjectURL(
        new Blob([await answer.arrayBuffer()], { type: "application/pdf" }),
      )
      const link = document.createElement("a")
      link.href = url
      link.download = "strand-summary-for-my-doctor.pdf"
      link.click()
      setTimeout(() => URL.revokeObjectURL(url), 60_000)
    },
  })

export function DoctorSummaryPage({ analysisId }: { readonly analysisId: string | undefined }) {
  if (analysisId === undefined || analysisId.trim() === "") {
    return (
      <StatePanel
        icon="report"
        title="No Analysis Found"
        action={
          <Link to="/my-reports" className={buttonClass()}>
            View My Reports
          </Link>
        }
      >
        Open a report first, then choose "Summary for my doctor".
      </StatePanel>
    )
  }
  return <SummaryScreen analysisId={analysisId} />
}

function SummaryScreen({ analysisId }: { readonly analysisId: string }) {
  // Loaded by the route; its pending and error components stand in until then.
  const summary = useSuspenseQuery(doctorSummaryQueryOptions(analysisId))
  const [notes, setNotes] = useState<SummaryNotes>({ since: "", tried: "" })
  const [paper, setPaper] = useState<PaperSize>("a4")
  const pdf = useDownloadPdf(analysisId)
  return (
    <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6 print:max-w-none print:p-0">
      <div className="mb-6 flex flex-col gap-5 rounded-3xl border border-sand-200 bg-white p-6 print:hidden">
        <div>
          <Link
            to="/result"
            search={{ analysisId }}
            className="text-sm font-medium text-clay-700 underline decoration-clay-500/40 underline-offset-4"
          >
            Back to my report
          </Link>
          <h1 className="mt-3 font-display text-3xl font-semibold text-ink-900">
            A summary for your doctor
          </h1>
          <p className="mt-2 text-ink-700">
            One page with what you told us, to take to a GP or dermatologist. Add since when and
            what you have tried: the quiz does not ask, and doctors always do.
          </p>
        </div>
        <Field.Root>
          <Field.Label>Since when? (optional)</Field.Label>
          <Field.Input
            value={notes.since}
            maxLength={doctorSummaryLimits.since}
            placeholder="e.g. about six weeks, since early October"
            onChange={(event) => setNotes({ ...notes, since: event.target.value })}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>What have you tried? (optional)</Field.Label>
          <Field.Textarea
            value={notes.tried}
            maxLength={doctorSummaryLimits.tried}
            placeholder="e.g. an anti-dandruff shampoo twice a week for a month"
            onChange={(event) => setNotes({ ...notes, tried: event.target.value })}
          />
        </Field.Root>
        <div className="flex flex-wrap items-end gap-3">
          <Button onClick={() => window.print()}>Print</Button>
          <Field.Root className="w-40">
            <Field.Label>Paper</Field.Label>
            <Field.Select
              value={paper}
              onChange={(event) => setPaper(event.target.value as PaperSize)}
            >
              <option value="a4">A4</option>
              <option value="letter">US Letter</option>
            </Field.Select>
          </Field.Root>
          <Button
            variant="secondary"
            disabled={pdf.isPending}
            onClick={() => pdf.mutate({ notes, paper })}
          >
            {pdf.isPending ? "Preparing PDF..." : "Download PDF"}
          </Button>
        </div>
        {pdf.isError && (
          <p role="alert" className="text-sm font-medium text-danger-600">
            {pdf.error instanceof ApiError && pdf.error.message.trim() !== ""
              ? pdf.error.message
              : "The PDF could not be made just now. Use Print and choose Save as PDF."}
          </p>
        )}
      </div>
      <SummarySheet summary={summary.data} notes={notes} />
    </main>
  )
}
