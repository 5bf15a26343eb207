/**
 * The doctor's summary rendered to PDF in process by PDFKit, its text
 * extracted with an independent PDF reader (unpdf, on Mozilla's pdf.js) and
 * checked: one page on A4 and on Letter, every part of the summary in the
 * person's words (other scripts than Latin too), neutral, no diagnosis; and
 * still one page when every note and list is as long as the page allows.
 */
import { mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import {
  DoctorSummary,
  doctorSummaryLimits,
  TypedNote,
} from "@strand/domain/analysis/DoctorSummary"
import { DoctorSummaryPdf } from "@strand/domain/analysis/DoctorSummaryPdf"
import {
  speaksToThePerson,
  variedDoctorSummaries,
} from "@strand/domain/analysis/testing/VariedDoctorSummaries"
import { Effect } from "effect"
import { extractText, getDocumentProxy } from "unpdf"
import { exampleDoctorSummary } from "../testing/ExampleDoctorSummary.ts"
import { PdfKitDoctorSummaryPdf } from "./PdfKitDoctorSummaryPdf.ts"

const summary = exampleDoctorSummary

const textOf = async (pdf: Uint8Array) => {
  const document = await getDocumentProxy(new Uint8Array(pdf))
  const { totalPages, text } = await extractText(document, { mergePages: true })
  return { pages: totalPages, text: text.replace(/\s+/g, " ") }
}

const render = (paper: "a4" | "letter", of = summary) =>
  Effect.gen(function* () {
    const pdf = yield* DoctorSummaryPdf
    return yield* pdf.render(of, paper)
  }).pipe(Effect.provide(PdfKitDoctorSummaryPdf))

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
            "Patient: Me, female",
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
          // Every part of the page is there, the medicines among them.
          assert.include(text.toLowerCase(), "medicines", paper)
          // Neutral: it reports; it names no condition.
          assert.notMatch(text, /alopecia|psoriasis|you have|diagnosed with/i)
        }
      }),
    60_000,
  )

  it.effect("stays one page with the longest notes and lists, and prints any script", () =>
    Effect.gen(function* () {
      const longest = new DoctorSummary({
        ...summary,
        name: "Ζωή Παπαδοπούλου-Ковалёва",
        signs: Array.from({ length: 14 }, (_, index) => `Sign number ${index + 1}, as chosen`),
        typed: Array.from(
          { length: 4 },
          (_, index) =>
            new TypedNote({ label: `Note ${index + 1}`, text: `word${index} `.repeat(100).trim() }),
        ),
        since: "s".repeat(doctorSummaryLimits.since),
        tried: ["t".repeat(doctorSummaryLimits.tried)],
        productsAndServices: Array.from({ length: 12 }, (_, index) => `Product ${index + 1}`),
      })
      for (const paper of ["a4", "letter"] as const) {
        const bytes = yield* render(paper, longest)
        const { pages, text } = yield* Effect.promise(() => textOf(bytes))
        assert.strictEqual(pages, 1, paper)
        assert.include(text, "Ζωή Παπαδοπούλου-Ковалёва")
        assert.include(text, "Sign number 14")
      }
    }),
  )

  it.effect("speaks to the doctor, never to the person, whatever the answers", () =>
    Effect.gen(function* () {
      for (const [who, summary] of variedDoctorSummaries) {
        const bytes = yield* render("a4", summary)
        const { text } = yield* Effect.promise(() => textOf(bytes))
        assert.include(text, "Patient:", who)
        assert.notMatch(text, speaksToThePerson, who)
        // the report's advice is there, in the page's voice
        if (who === "an AI-written report") assert.include(text, "as my plan says")
      }
    }),
  )
})
