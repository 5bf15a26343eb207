/**
 * Time to explain a report (every line's rule, reasons in the
 * person's words, sources; Start here; timelines), against writing it, run
 * side by side. Paid once per analysis, when the report is stored.
 */
import { expect, test } from "vitest"
import { explainReport } from "./ExplainReport.ts"
import { randomValidAnswers, seededRandom } from "./RandomAnswers.ts"
import { traceRulesReport } from "./RulesReport.ts"

const inputs = Array.from({ length: 200 }, (_, i) => ({
  userName: `Person ${i}`,
  ...randomValidAnswers(seededRandom(i)),
}))
const traced = inputs.map((input) => traceRulesReport(input))

let i = 0
test("explaining a report: time per report, against writing it", async ({ bench }) => {
  const results = await bench.compare(
    bench("explainReport (one report)", () => {
      const n = i++ % inputs.length
      explainReport({
        report: traced[n]!.results,
        rules: traced[n]!,
        answers: inputs[n]!.answers,
        otherLines: "provider",
      })
    }),
    bench("baseline: traceRulesReport (writing the same report)", () => {
      traceRulesReport(inputs[i++ % inputs.length]!)
    }),
  )
  const explain = results.get("explainReport (one report)").latency.mean
  const write = results.get("baseline: traceRulesReport (writing the same report)").latency.mean
  console.log(
    `explainReport: ${(explain * 1000).toFixed(1)} µs/report; traceRulesReport ${(write * 1000).toFixed(1)} µs; ratio ${(explain / write).toFixed(2)}`,
  )
  // A sanity bound, not a budget: nothing next to a provider's seconds or a database write.
  expect(explain).toBeLessThan(50)
})
