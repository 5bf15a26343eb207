/**
 * Time to read notes, run side by side with writing a report from the rule
 * engine, alone and with its explanation, which every analysis already
 * pays for. The goal: reading a 2,000-character note costs no more than
 * writing. Also read: a 500-character note, the length most notes stay
 * under. The numbers to read are the ratios.
 */

import { femaleAnswers, maleAnswers } from "@strand/domain/analyst/ExampleAnswers"
import { explainReport } from "@strand/domain/analyst/ExplainReport"
import { traceRulesReport, writeRulesReport } from "@strand/domain/analyst/RulesReport"
import { noReading } from "@strand/domain/notes/testing/Readings"
import { expect, test } from "vitest"
import { readingDay, tunedNotes } from "./fixtures/notes.ts"
import { readNotes } from "./ReadNotes.ts"

/** Twenty texts of this length made of corpus notes run together, each from a different one. */
const textsOf = (characters: number) =>
  Array.from({ length: 20 }, (_, start) => {
    let note = ""
    for (let i = start * 7; note.length < characters; i = (i + 1) % tunedNotes.length) {
      note += `${tunedNotes[i]!.text}. `
    }
    return note.slice(0, note.lastIndexOf(" ", characters))
  })
const long = textsOf(2000)
const full = textsOf(500)
const requests = [femaleAnswers({}), maleAnswers({})].map((answers, i) => ({
  userName: `Person ${i}`,
  answers,
  textInputs: {},
  reading: noReading,
}))

let i = 0
test("reading notes, against writing a report", async ({ bench }) => {
  const read = "readNotes (2,000 characters)"
  const readOne = "readNotes (500 characters)"
  const write = "baseline: writeRulesReport (one report)"
  const explained = "baseline: traceRulesReport + explainReport (one report with its Why?)"
  const results = await bench.compare(
    bench(read, () => {
      readNotes({ health_notes: long[i++ % long.length]! }, readingDay)
    }),
    bench(readOne, () => {
      readNotes({ health_notes: full[i++ % full.length]! }, readingDay)
    }),
    bench(write, () => {
      writeRulesReport(requests[i++ % requests.length]!)
    }),
    bench(explained, () => {
      const request = requests[i++ % requests.length]!
      const rules = traceRulesReport(request)
      explainReport({
        report: rules.results,
        rules,
        answers: request.answers,
        otherLines: "provider",
      })
    }),
  )
  const mean = (name: Parameters<typeof results.get>[0]) => results.get(name).latency.mean
  const µs = (ms: number) => `${(ms * 1000).toFixed(0)} µs`
  const ratios = (ms: number) =>
    `${(ms / mean(write)).toFixed(2)} × writing, ${(ms / mean(explained)).toFixed(2)} × with its explanation`
  console.log(
    `2,000 characters: ${µs(mean(read))} (${ratios(mean(read))}); one note: ${µs(mean(readOne))} (${ratios(mean(readOne))}); ` +
      `writing ${µs(mean(write))}, with its explanation ${µs(mean(explained))}`,
  )
  // A sanity bound, not the goal: the ratios are reported in docs/performance.md.
  expect(mean(read)).toBeLessThan(100)
})
