/**
 * Time per report. Baseline run side by side: decoding and encoding the
 * finished report with the AnalysisResults schema, so the engine's cost can
 * be read as a ratio to work every report already pays for.
 */
import { Schema } from "effect"
import { expect, test } from "vitest"
import { AnalysisResults } from "../report/AnalysisResults.ts"
import { randomValidAnswers, seededRandom } from "./RandomAnswers.ts"
import { writeRulesReport } from "./RulesReport.ts"

const inputs = Array.from({ length: 200 }, (_, i) => ({
  userName: `Person ${i}`,
  ...randomValidAnswers(seededRandom(i)),
}))
const reports = inputs.map((input) => writeRulesReport(input))
const encode = Schema.encodeSync(AnalysisResults)
const decode = Schema.decodeUnknownSync(AnalysisResults)

let i = 0
test("rule-based report: time per report, against a schema round-trip", async ({ bench }) => {
  const results = await bench.compare(
    bench("writeRulesReport (one report)", () => {
      writeRulesReport(inputs[i++ % inputs.length]!)
    }),
    bench("baseline: encode + decode one finished report", () => {
      decode(encode(reports[i++ % reports.length]!))
    }),
  )
  const engine = results.get("writeRulesReport (one report)").latency.mean
  const baseline = results.get("baseline: encode + decode one finished report").latency.mean
  console.log(
    `writeRulesReport: ${(engine * 1000).toFixed(1)} µs/report; schema round-trip ${(baseline * 1000).toFixed(1)} µs; ratio ${(engine / baseline).toFixed(2)}`,
  )
  // The bar: far below 5 ms per report.
  expect(engine).toBeLessThan(1)
})
