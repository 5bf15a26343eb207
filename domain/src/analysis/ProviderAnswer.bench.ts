/**
 * The domain's own work on one provider answer (ProviderReport.ts): reading
 * the JSON text once (normalised, plain text, the provider's statements
 * checked against the notes), merging the readings, the rule engine's floor
 * from the union, every line checked against the person's facts, the floor
 * put under it and the whole checked. Baseline run side by side: decoding
 * and encoding a finished report with the AnalysisResults schema. Next to a
 * provider call of seconds this should be microseconds.
 */
import { Schema } from "effect"
import { expect, test } from "vitest"
import { randomValidAnswers, seededRandom } from "../analyst/RandomAnswers.ts"
import { writeRulesReport } from "../analyst/RulesReport.ts"
import { AnalysisResults } from "../report/AnalysisResults.ts"
import { providerReport } from "./ProviderReport.ts"
import { aiAnswerFor } from "./testing/AiReports.ts"

const inputs = Array.from({ length: 200 }, (_, i) => ({
  userName: `Person ${i}`,
  ...randomValidAnswers(seededRandom(i)),
}))
const answers = inputs.map((input) => JSON.stringify(aiAnswerFor(input.userName)))
const reports = inputs.map((input) => writeRulesReport(input))
const encode = Schema.encodeSync(AnalysisResults)
const decode = Schema.decodeUnknownSync(AnalysisResults)

let i = 0
test("reading a provider's answer: time per answer, against a schema round-trip", async ({
  bench,
}) => {
  const results = await bench.compare(
    bench("read + merge + floor + line checks + usable check (one answer)", () => {
      const n = i++ % inputs.length
      providerReport(answers[n]!, inputs[n]!, "bench/model")
    }),
    bench("baseline: encode + decode one finished report", () => {
      decode(encode(reports[i++ % reports.length]!))
    }),
  )
  const pipeline = results.get("read + merge + floor + line checks + usable check (one answer)")
    .latency.mean
  const baseline = results.get("baseline: encode + decode one finished report").latency.mean
  console.log(
    `provider answer: ${(pipeline * 1000).toFixed(1)} µs/answer; schema round-trip ${(baseline * 1000).toFixed(1)} µs; ratio ${(pipeline / baseline).toFixed(2)}`,
  )
  // A provider takes seconds; this must stay a rounding error next to it,
  // even on a loaded machine (docs/performance.md).
  expect(pipeline).toBeLessThan(20)
})
