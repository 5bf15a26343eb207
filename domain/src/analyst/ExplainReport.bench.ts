/**
 * Time to explain a report (every line's rule, reasons in the
 * person's words, sources; Start here; timelines), against writing it, run
 * side by side. Paid once per analysis, when the report is stored.
 *
 * Each iteration explains a report traced afresh (before it, untimed), as an
 * analysis does: what the explanation works out once per report is never
 * found from an earlier iteration. Vitest's module runner reads every import
 * through a getter, which costs writing more than explaining;
 * `node scripts/explainCost.ts` measures both by CPU time in plain Node, as
 * the server runs them.
 */
import { expect, test } from "vitest"
import { explainReport, type TracedRulesReport } from "./ExplainReport.ts"
import { randomValidAnswers, seededRandom } from "./RandomAnswers.ts"
import { traceRulesReport } from "./RulesReport.ts"

const inputs = Array.from({ length: 200 }, (_, i) => ({
  userName: `Person ${i}`,
  ...randomValidAnswers(seededRandom(i)),
}))

let i = 0
let next: { readonly input: (typeof inputs)[number]; readonly traced: TracedRulesReport }
test("explaining a report: time per report, against writing it", async ({ bench }) => {
  const results = await bench.compare(
    bench(
      "explainReport (one report)",
      {
        beforeEach: () => {
          const input = inputs[i++ % inputs.length]!
          next = { input, traced: traceRulesReport(input) }
        },
      },
      () => {
        explainReport({
          report: next.traced.results,
          rules: next.traced,
          answers: next.input.answers,
          otherLines: "provider",
        })
      },
    ),
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
