/**
 * What placing the weekly rhythm on a person's week adds to reading a
 * report (every GET of a report whose reader has a schedule pays it).
 * Baseline run side by side: the same read without a schedule.
 */
import { DateTime, Schema } from "effect"
import { expect, test } from "vitest"
import { AnalysisId } from "../analysis/AnalysisStore.ts"
import { type ReportRecord, readReport } from "../analysis/ReportReading.ts"
import { ReportView } from "../analysis/ReportView.ts"
import { explainReport } from "../analyst/ExplainReport.ts"
import { randomValidAnswers, seededRandom } from "../analyst/RandomAnswers.ts"
import { traceRulesReport } from "../analyst/RulesReport.ts"
import type { RoutineSchedule } from "./RoutineSchedule.ts"
import { placeWeek } from "./WeekPlacement.ts"

const schedule: RoutineSchedule = {
  days: ["tuesday", "thursday", "saturday"],
  minutesWeekday: 20,
  minutesWeekend: 60,
  timeOfDay: "evening",
}

const records: Array<ReportRecord> = Array.from({ length: 100 }, (_, i) => {
  const quiz = randomValidAnswers(seededRandom(i))
  const traced = traceRulesReport({ userName: "Sam", ...quiz })
  return {
    id: AnalysisId.make("0b7c1b9e-0000-4000-8000-000000000001"),
    createdAt: DateTime.makeUnsafe("2026-11-30T09:00:00Z"),
    results: traced.results,
    fallbackUsed: false,
    answers: quiz.answers,
    textInputs: quiz.textInputs,
    noteReading: quiz.reading,
    analyst: undefined,
    reportVersion: 2,
    explanation: explainReport({
      report: traced.results,
      rules: traced,
      answers: quiz.answers,
      otherLines: "provider",
    }),
  }
})
const encode = Schema.encodeSync(ReportView)

let i = 0
test("reading a report placed on a week, against reading it without", async ({ bench }) => {
  const results = await bench.compare(
    bench("read and encode a report, placed on a week", () => {
      encode(readReport(records[i++ % records.length]!, { referralCount: 0, schedule }))
    }),
    bench("baseline: read and encode a report, no week", () => {
      encode(readReport(records[i++ % records.length]!, { referralCount: 0 }))
    }),
  )
  const placed = results.get("read and encode a report, placed on a week").latency.mean
  const baseline = results.get("baseline: read and encode a report, no week").latency.mean
  const alone = records.map((r) => r.results.weeklyRhythm)
  const started = performance.now()
  for (const rhythm of alone) placeWeek(rhythm, schedule)
  const perPlacement = (performance.now() - started) / alone.length
  console.log(
    `report read placed on a week: ${(placed * 1000).toFixed(0)} µs; without: ${(baseline * 1000).toFixed(0)} µs; ratio ${(placed / baseline).toFixed(2)}; placeWeek alone about ${(perPlacement * 1000).toFixed(0)} µs`,
  )
  // Placing one week stays far below a millisecond.
  expect(perPlacement).toBeLessThan(1)
})
