/**
 * Time to read a 2,000-character note (the most a note may hold), run side
 * by side with writing a report from the rule engine, alone and with its
 * explanation, which every analysis already pays for. The goal: reading
 * costs no more than writing. The numbers to read are the ratios.
 */

import { femaleAnswers, maleAnswers } from "@strand/domain/analyst/ExampleAnswers"
import { explainReport } from "@strand/domain/analyst/ExplainReport"
import { traceRulesReport, writeRulesReport } from "@strand/domain/analyst/RulesReport"
import { textNoteMaxLength } from "@strand/domain/quiz/QuizAnswers"
import { expect, test } from "vitest"
import { readingDay, tunedNotes } from "./fixtures/notes.ts"
import { readNotes } from "./ReadNotes.ts"

/** Full notes made of corpus notes run together, each starting at a different one. */
const notes = Array.from({ length: 20 }, (_, start) => {
  let note = ""
  for (let i = start; note.length < textNoteMaxLength; i = (i + 1) % tunedNotes.length) {
    note += `${tunedNotes[i]!.text}. `
  }
  return note.slice(0, note.lastIndexOf(" ", textNoteMaxLength))
})
const requests = [femaleAnswers({}), maleAnswers({})].map((answers, i) => ({
  userName: `Person ${i}`,
  answers,
  textInputs: {},
}))

let i = 0
test("reading a 2,000-character note, against writing a report", async ({ bench }) => {
  const read = "readNotes (one 2,000-character note)"
  const write = "baseline: writeRulesReport (one report)"
  const explained = "baseline: traceRulesReport + explainReport (one report with its Why?)"
  const results = await bench.compare(
    bench(read, () => {
      readNotes({ health_notes: notes[i++ % notes.length]! }, readingDay)
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
  const reading = results.get(read).latency.mean
  const writing = results.get(write).latency.mean
  const explaining = results.get(explained).latency.mean
  const µs = (ms: number) => `${(ms * 1000).toFixed(0)} µs`
  console.log(
    `reading a note: ${µs(reading)}; writing a report ${µs(writing)} (ratio ${(reading / writing).toFixed(2)}); ` +
      `with its explanation ${µs(explaining)} (ratio ${(reading / explaining).toFixed(2)})`,
  )
  // A sanity bound, not the goal: the ratios are reported in docs/performance.md.
  expect(reading).toBeLessThan(50)
})
