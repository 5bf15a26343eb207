/**
 * The doctor's summary PDF made in process by PDFKit (today) against the
 * same summary printed by a headless Chromium, a browser per PDF (how it was
 * made before, kept as the baseline in testing/ChromiumDoctorSummaryPdf.ts),
 * one PDF after another on A4. The number to read is the ratio of PDFs a
 * second; the goal is at least 20 times the browser's.
 */
import { it } from "@effect/vitest"
import { AnalysisId } from "@strand/domain/analysis/AnalysisStore"
import { doctorSummary } from "@strand/domain/analysis/DoctorSummary"
import { DoctorSummaryPdf } from "@strand/domain/analysis/DoctorSummaryPdf"
import { AnalystName } from "@strand/domain/analysis/HairAnalyst"
import { explanationOf } from "@strand/domain/analysis/ReportReading"
import { femaleAnswers } from "@strand/domain/analyst/ExampleAnswers"
import { writeRulesReport } from "@strand/domain/analyst/RulesReport"
import { DateTime, Effect, type Layer } from "effect"
import { ChromiumDoctorSummaryPdf } from "../testing/ChromiumDoctorSummaryPdf.ts"
import { PdfKitDoctorSummaryPdf } from "./PdfKitDoctorSummaryPdf.ts"

const answers = femaleAnswers({
  symptoms: ["round_patches", "sudden_shedding"],
  hair_state: ["coloured"],
  products_used: { oils_butters: "2-3_weekly" },
})
const textInputs = { health_notes: "A round bald patch appeared at my crown last month" }
const stored = {
  id: AnalysisId.make("10000000-0000-4000-8000-0000000000b1"),
  createdAt: DateTime.makeUnsafe("2026-11-30T09:00:00Z"),
  results: writeRulesReport({ userName: "Ada", answers, textInputs }),
  fallbackUsed: false,
  answers,
  textInputs,
  analyst: new AnalystName({ provider: "rules", model: "strand-rules" }),
  reportVersion: 1,
  explanation: undefined,
}
const summary = doctorSummary(
  { ...stored, explanation: explanationOf(stored) },
  { name: "Ada Lovelace" },
  { since: "About six weeks", tried: "Tea tree oil for a month" },
)

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
