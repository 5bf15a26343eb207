/**
 * The domain's own work on one provider answer: the rule engine's floor,
 * reading the JSON text once (normalised, plain text), putting the floor
 * under it and checking it is usable. Baseline run side by side: decoding
 * and encoding a finished report with the AnalysisResults schema. Next to a
 * provider call of seconds this should be microseconds.
 */
import { Schema } from "effect"
import { expect, test } from "vitest"
import { randomValidAnswers, seededRandom } from "../analyst/RandomAnswers.ts"
import { writeRulesReport } from "../analyst/RulesReport.ts"
import { AnalysisResults } from "./AnalysisResults.ts"
import { readDraft } from "./AnalystDraft.ts"
import { applySafetyFloor, rulesFloor } from "./SafetyFloor.ts"
import { aiReportFor } from "./testing/AiReports.ts"
import { checkUsableReport } from "./UsableReport.ts"

const inputs = Array.from({ length: 200 }, (_, i) => ({
  userName: `Person ${i}`,
  ...randomValidAnswers(seededRandom(i)),
}))
const answers = inputs.map((input) => JSON.stringify(aiReportFor(input.userName)))
const reports = inputs.map((input) => writeRulesReport(input))
const encode = Schema.encodeSync(AnalysisResults)
const decode = Schema.decodeUnknownSync(AnalysisResults)

let i = 0
test("reading a provider's answer: time per answer, against a schema round-trip", async ({
  bench,
}) => {
  const results = await bench.compare(
    bench("floor + read + floor under it + usable check (one answer)", () => {
      const n = i++ % inputs.length
      const floor = rulesFloor(inputs[n]!)
      const draft = readDraft(answers[n]!)
      if (draft._tag === "Success") {
        checkUsableReport(applySafetyFloor(draft.success, floor.report, floor.lines), floor.facts)
      }
    }),
    bench("baseline: encode + decode one finished report", () => {
      decode(encode(reports[i++ % reports.length]!))
    }),
  )
  const pipeline = results.get("floor + read + floor under it + usable check (one answer)").latency
    .mean
  const baseline = results.get("baseline: encode + decode one finished report").latency.mean
  console.log(
    `provider answer: ${(pipeline * 1000).toFixed(1)} µs/answer; schema round-trip ${(baseline * 1000).toFixed(1)} µs; ratio ${(pipeline / baseline).toFixed(2)}`,
  )
  // A provider takes seconds; this must stay a rounding error next to it,
  // even on a loaded machine (measured: about 1 ms with load average 16).
  expect(pipeline).toBeLessThan(20)
})
