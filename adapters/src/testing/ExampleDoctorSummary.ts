/**
 * A doctor's summary as Strand makes it from a stored report: a woman with
 * round patches after a birth, a note typed with markup in it, and what she
 * added on the page. Shared by the PDF's test and its benchmark.
 */
import { AnalysisId } from "@strand/domain/analysis/AnalysisStore"
import { doctorSummary } from "@strand/domain/analysis/DoctorSummary"
import { AnalystName } from "@strand/domain/analysis/HairAnalyst"
import { explanationOf } from "@strand/domain/analysis/ReportReading"
import { femaleAnswers } from "@strand/domain/analyst/ExampleAnswers"
import { writeRulesReport } from "@strand/domain/analyst/RulesReport"
import { DateTime } from "effect"
import { readStrandNotes } from "../notes/StrandNoteReader.ts"

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

export const exampleDoctorSummary = doctorSummary(
  { ...stored, explanation: explanationOf(stored) },
  { name: "Ada Lovelace" },
  { since: "About six weeks, since early October", tried: "Tea tree oil for a month" },
)
