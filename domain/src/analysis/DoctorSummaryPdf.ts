/**
 * Port: the doctor's summary (DoctorSummary.ts) as a one-page PDF, rendered
 * on the server. Should it fail, the person still has the browser's own
 * print on the page.
 */
import { Context, type Effect, Schema } from "effect"
import type { DoctorSummary } from "./DoctorSummary.ts"

export const paperSizes = ["a4", "letter"] as const
export const PaperSize = Schema.Literals(paperSizes)
export type PaperSize = typeof PaperSize.Type

export class PdfUnavailable extends Schema.TaggedError<PdfUnavailable>()("PdfUnavailable", {
  /** RenderFailed: rendering failed or timed out. */
  reason: Schema.Literals(["RenderFailed"]),
  message: Schema.String,
}) {}

export class DoctorSummaryPdf extends Context.Service<
  DoctorSummaryPdf,
  {
    render(summary: DoctorSummary, paper: PaperSize): Effect.Effect<Uint8Array, PdfUnavailable>
  }
>()("@strand/domain/analysis/DoctorSummaryPdf") {}
