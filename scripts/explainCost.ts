/**
 * `node scripts/explainCost.ts [rounds]`: what explaining a report costs
 * against writing it, by the process's CPU time in plain Node, as the server
 * runs them (the Vitest benchmark, ExplainReport.bench.ts, reads every
 * import through the module runner's getters). For 200 generated people, in
 * batches of 20 and alternating: writing each report (traceRulesReport),
 * then explaining it (explainReport, the provider's kind of explanation the
 * analysis stores). Prints µs per report and the ratio, the median over the
 * rounds and their range, the first two rounds (warming up) left out. Run it
 * on two commits one after the other to compare them.
 */
import { explainReport } from "../domain/src/analyst/ExplainReport.ts"
import { randomValidAnswers, seededRandom } from "../domain/src/analyst/RandomAnswers.ts"
import { traceRulesReport } from "../domain/src/analyst/RulesReport.ts"

const rounds = Number(process.argv[2] ?? 14)
const people = 200
const batch = 20
const inputs = Array.from({ length: people }, (_, i) => ({
  userName: `Person ${i}`,
  ...randomValidAnswers(seededRandom(i)),
}))
const cpu = () => {
  const used = process.cpuUsage()
  return used.user + used.system
}

const writing: Array<number> = []
const explaining: Array<number> = []
for (let round = 0; round < rounds; round++) {
  let wrote = 0
  let explained = 0
  for (let start = 0; start < people; start += batch) {
    const some = inputs.slice(start, start + batch)
    let began = cpu()
    const traced = some.map((input) => traceRulesReport(input))
    wrote += cpu() - began
    began = cpu()
    traced.forEach((rules, k) => {
      explainReport({
        report: rules.results,
        rules,
        answers: some[k]!.answers,
        otherLines: "provider",
      })
    })
    explained += cpu() - began
  }
  writing.push(wrote / people)
  explaining.push(explained / people)
}

const counted = (values: ReadonlyArray<number>) => values.slice(2)
const median = (values: ReadonlyArray<number>) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}
const summary = (values: ReadonlyArray<number>, digits: number) =>
  `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)} to ${Math.max(...values).toFixed(digits)})`
const ratios = counted(explaining).map((explain, k) => explain / counted(writing)[k]!)
console.log(`writing a report:    ${summary(counted(writing), 0)} µs of CPU`)
console.log(`explaining it:       ${summary(counted(explaining), 0)} µs of CPU`)
console.log(`explaining/writing:  ${summary(ratios, 2)}`)
