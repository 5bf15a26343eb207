/**
 * The doctor's summary rendered to PDF in the real headless Chromium, its
 * text extracted with an independent PDF reader (unpdf, on Mozilla's pdf.js)
 * and checked: one page on A4 and on Letter, every part of the summary in
 * the person's words, neutral, no diagnosis. A server without Chromium says
 * so instead of failing obscurely.
 */
import { mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import { AnalysisId } from "@strand/domain/analysis/AnalysisStore"
import { doctorSummary } from "@strand/domain/analysis/DoctorSummary"
import { DoctorSummaryPdf } from "@strand/domain/analysis/DoctorSummaryPdf"
import { AnalystName } from "@strand/domain/analysis/HairAnalyst"
import { explanationOf } from "@strand/domain/analysis/ReportReading"
import { femaleAnswers } from "@strand/domain/analyst/ExampleAnswers"
import { writeRulesReport } from "@strand/domain/analyst/RulesReport"
import { DateTime, Effect } from "effect"
import { extractText, getDocumentProxy } from "unpdf"
import { readStrandNotes } from "../notes/StrandNoteReader.ts"
import { ChromiumDoctorSummaryPdf } from "./ChromiumDoctorSummaryPdf.ts"

const answers = femaleAnswers({
  hormonal_stage: "postpartum",
  symptoms: ["round_patches", "sudden_shedding"],
  scalp_condition: ["itchy_flaky"],
  hair_state: ["coloured", "relaxed"],
  hair_care_method: "both",
  heat_tension: ["braids_extensions", "heat_weekly"],
  products_used: { oils_butters: "2-3_weekly", protein_treatment: "monthly" },
  shampoo_choice: "medicated",
  health_background: ["recent_trigger"],
})
const textInputs = { health_notes: "A round bald patch appeared at my crown <b>last month</b>" }
const noteReading = readStrandNotes(textInputs)
const stored = {
  id: AnalysisId.make("10000000-0000-4000-8000-0000000000d1"),
  createdAt: DateTime.makeUnsafe("2026-11-30T09:00:00Z"),
  results: writeRulesReport({ userName: "Ada", answers, textInputs, reading: noteReading }),
  fallbackUsed: false,
  answers,
  textInputs,
  noteReading,
  analyst: new AnalystName({ provider: "rules", model: "strand-rules" }),
  reportVersion: 1,
  explanation: undefined,
}
const summary = doctorSummary(
  { ...stored, explanation: explanationOf(stored) },
  { name: "Ada Lovelace" },
  { since: "About six weeks, since early October", tried: "Tea tree oil for a month" },
)

const textOf = async (pdf: Uint8Array) => {
  const document = await getDocumentProxy(new Uint8Array(pdf))
  const { totalPages, text } = await extractText(document, { mergePages: true })
  return { pages: totalPages, text: text.replace(/\s+/g, " ") }
}

const render = (paper: "a4" | "letter", chromium = "/usr/bin/chromium") =>
  Effect.gen(function* () {
    const pdf = yield* DoctorSummaryPdf
    return yield* pdf.render(summary, paper)
  }).pipe(Effect.provide(ChromiumDoctorSummaryPdf(chromium)))

describe("the doctor's summary as a PDF", () => {
  it.effect(
    "is one page on A4 and on Letter, with everything the person reported, and no diagnosis",
    () =>
      Effect.gen(function* () {
        for (const paper of ["a4", "letter"] as const) {
          const bytes = yield* render(paper)
          assert.strictEqual(new TextDecoder().decode(bytes.slice(0, 5)), "%PDF-")
          // Kept for people to look at (pdftoppm turns it into a picture); the folder is
          // not in git, so a fresh checkout makes it.
          const kept = join(import.meta.dirname, "../../test-results")
          mkdirSync(kept, { recursive: true })
          writeFileSync(join(kept, `doctor-summary-${paper}.pdf`), bytes)
          const { pages, text } = yield* Effect.promise(() => textOf(bytes))
          assert.strictEqual(pages, 1, paper)
          for (const expected of [
            "Hair and scalp summary for my appointment",
            "Ada Lovelace",
            "November 30, 2026",
            "Book a dermatologist within 1 to 2 weeks for the bald patches",
            "Round, smooth bald patches",
            "A sudden increase in shedding",
            "Itchy or flaky",
            // The note as typed, markup and all, shown as text.
            "A round bald patch appeared at my crown <b>last month</b>",
            "About six weeks, since early October",
            "Tea tree oil for a month",
            "Coloured",
            "Relaxed",
            "Postpartum",
            "An illness, operation, crash diet or big shock in the last 6 months",
            "it is not a diagnosis",
          ])
            assert.include(text, expected, `${paper}: ${expected}`)
          // Neutral: it reports; it names no condition.
          assert.notMatch(text, /alopecia|psoriasis|you have|diagnosed with/i)
        }
      }),
    60_000,
  )

  it.effect("says the browser is missing on a server without Chromium", () =>
    Effect.gen(function* () {
      const error = yield* render("a4", "/nowhere/chromium").pipe(Effect.flip)
      assert.strictEqual(error._tag, "PdfUnavailable")
      assert.strictEqual(error.reason, "BrowserMissing")
      assert.include(error.message, "CHROMIUM_PATH")
    }),
  )
})
