/**
 * Doctor's summaries for varied answers, as Strand makes them from a stored
 * report: a woman whose scalp burns, a man with flare-ups, a thinning
 * hairline and a beard, a child with a scaly patch, notes typed in every
 * field, and an AI-written report whose first step speaks to the person
 * ("as your plan says"). For the tests that read the rendered summary.
 */
import { DateTime } from "effect"
import { femaleAnswers, maleAnswers } from "../../analyst/ExampleAnswers.ts"
import { writeRulesReport } from "../../analyst/RulesReport.ts"
import { noReading } from "../../notes/testing/Readings.ts"
import type { QuizAnswers, TextInputs } from "../../quiz/QuizAnswers.ts"
import { textNoteIds } from "../../quiz/TextNotes.ts"
import { StartHereItem } from "../../report/ReportExplanation.ts"
import { AnalysisId } from "../AnalysisStore.ts"
import { type DoctorSummary, doctorSummary } from "../DoctorSummary.ts"
import { explanationOf } from "../ReportReading.ts"

const everyNote: TextInputs = Object.fromEntries(
  textNoteIds.map((id) => [id, `Noted in ${id.replaceAll("_", " ")}`]),
)

const summaryFor = (
  answers: QuizAnswers,
  startHere?: ReadonlyArray<StartHereItem>,
): DoctorSummary => {
  const results = writeRulesReport({
    userName: "Ada",
    answers,
    textInputs: everyNote,
    reading: noReading,
  })
  const createdAt = DateTime.makeUnsafe("2026-11-30T09:00:00Z")
  const record = {
    id: AnalysisId.make("10000000-0000-4000-8000-0000000000d2"),
    createdAt,
    reportVersion: 1,
    answers,
    textInputs: everyNote,
    noteReading: noReading,
    results,
    fallbackUsed: false,
    explanation: undefined,
  }
  const explanation = explanationOf(record)
  return doctorSummary(
    {
      createdAt,
      answers,
      textInputs: everyNote,
      noteReading: noReading,
      explanation: startHere === undefined ? explanation : { startHere },
    },
    { name: "Ada Lovelace" },
    { since: "Six weeks", tried: "Tea tree oil" },
  )
}

export const variedDoctorSummaries: ReadonlyArray<readonly [string, DoctorSummary]> = [
  [
    "a woman whose scalp burns",
    summaryFor(
      femaleAnswers({
        symptoms: ["burning_stinging", "widening_parting"],
        scalp_condition: ["itchy_flaky"],
        heat_tension: ["braids_extensions", "heat_weekly"],
        shampoo_choice: "medicated",
        recent_illness: "under_6_weeks",
      }),
    ),
  ],
  [
    "a man with flare-ups, a thinning crown and a beard",
    summaryFor(
      maleAnswers({
        scalp_issues_male: "yes_frequent",
        hairline_changes_male: "noticeable",
        skin_under_beard_male: "itchy",
        heat_tools_male: "weekly_plus",
      }),
    ),
  ],
  [
    "a child with a scaly patch",
    summaryFor(femaleAnswers({ quiz_for: "child", scalp_signs: ["scaly_patch_broken_hairs"] })),
  ],
  [
    "an AI-written report",
    summaryFor(femaleAnswers({ symptoms: ["round_patches"] }), [
      new StartHereItem({
        change: "Book a GP appointment this week, as your plan says, and take your photos",
        why: "You told us the patches are new.",
        urgent: true,
      }),
    ]),
  ],
]

/** Words that speak to the person reading, not to their doctor. */
export const speaksToThePerson =
  /\b(you|your|yours|yourself|you're|you've)\b|\bas your plan says\b/i
