/**
 * The doctor's summary PDF made in process by PDFKit (today) against the
 * same summary printed by a headless Chromium, a browser per PDF (how it was
 * made before, kept as the baseline in testing/ChromiumDoctorSummaryPdf.ts),
 * one PDF after another on A4. The number to read is the ratio of PDFs a
 * second; the goal is at least 20 times the browser's.
 */
import { it } from "@effect/vitest"
import { DoctorSummaryPdf } from "@strand/domain/analysis/DoctorSummaryPdf"
import { Effect, type Layer } from "effect"
import { ChromiumDoctorSummaryPdf } from "../testing/ChromiumDoctorSummaryPdf.ts"
import { exampleDoctorSummary } from "../testing/ExampleDoctorSummary.ts"
import { PdfKitDoctorSummaryPdf } from "./PdfKitDoctorSummaryPdf.ts"

const summary = exampleDoctorSummary

const renderWith = (renderer: Layer.Layer<DoctorSummaryPdf>) => () =>
  Effect.runPromise(
    Effect.gen(function* () {
      const pdf = yield* DoctorSummaryPdf
      return yield* pdf.render(summary, "a4")
    }).pipe(Effect.provide(renderer)),
  )

it("doctor's summary PDF: PDFKit in process against a headless Chromium per PDF", async ({
  bench,
}) => {
  const todayName = "PDFKit in process (today)"
  const baselineName = "baseline: headless Chromium per PDF (before)"
  const results = await bench.compare(
    bench(todayName, renderWith(PdfKitDoctorSummaryPdf)),
    bench(baselineName, renderWith(ChromiumDoctorSummaryPdf("/usr/bin/chromium"))),
    { time: 5000, iterations: 8 },
  )
  const today = results.get(todayName).latency.mean
  const before = results.get(baselineName).latency.mean
  console.log(
    `PDFKit ${today.toFixed(1)} ms a PDF (${(1000 / today).toFixed(1)} a second); Chromium ${before.toFixed(0)} ms (${(1000 / before).toFixed(2)} a second); ${(before / today).toFixed(1)}× the PDFs a second`,
  )
}, 180_000)
