/**
 * A rules report as a reader receives it (written, explained, stored as
 * version 2 and read through the referral lock), for tests and stories that
 * need a whole report rather than a hand-made one.
 */
import { DateTime } from "effect"
import { explainReport } from "../analyst/ExplainReport.ts"
import { traceRulesReport } from "../analyst/RulesReport.ts"
import { emptyReading } from "../notes/NoteStatement.ts"
import type { QuizAnswers } from "../quiz/QuizAnswers.ts"
import type { RoutineSchedule } from "../routine/RoutineSchedule.ts"
import { AnalysisId } from "./AnalysisStore.ts"
import { readReport } from "./ReportReading.ts"

export const exampleReportId = "0b7c1b9e-0000-4000-8000-000000000001"

export const exampleReport = (
  name: string,
  answers: QuizAnswers,
  {
    referralCount = 0,
    createdAt = "2026-11-30T09:00:00Z",
    schedule,
  }: {
    readonly referralCount?: number
    readonly createdAt?: string
    /** The reader's week, to place the rhythm on. */
    readonly schedule?: RoutineSchedule
  } = {},
) => {
  const reading = emptyReading("none")
  const traced = traceRulesReport({ userName: name, answers, textInputs: {}, reading })
  return readReport(
    {
      id: AnalysisId.make(exampleReportId),
      createdAt: DateTime.makeUnsafe(createdAt),
      results: traced.results,
      fallbackUsed: false,
      answers,
      textInputs: {},
      noteReading: reading,
      analyst: undefined,
      reportVersion: 2,
      explanation: explainReport({
        report: traced.results,
        rules: traced,
        answers,
        otherLines: "provider",
      }),
    },
    { referralCount, schedule },
  )
}
