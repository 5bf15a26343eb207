/**
 * `npm run report -- client.json`: the report Strand's own analyst writes for
 * one person, as text, with Start here, the timelines and the doctor's
 * summary: what a reviewer reads without running the app. The file holds
 * `{ "userName": "Ada", "answers": { question id: value(s) }, "notes": { note id: text } }`,
 * answered as the quiz would be (`npm run report -- --questions` lists every
 * question with its option values, in quiz order, and which notes it offers).
 * The notes are read by Strand's note reader, as the server reads them.
 */
import { readFileSync } from "node:fs"
import { StrandNoteReader } from "@strand/adapters/notes/StrandNoteReader"
import { doctorSummary, doctorSummaryWords } from "@strand/domain/analysis/DoctorSummary"
import { explainReport } from "@strand/domain/analyst/ExplainReport"
import { reportSections, sectionItems } from "@strand/domain/analyst/ReportText"
import { traceRulesReport } from "@strand/domain/analyst/RulesReport"
import { NoteReader } from "@strand/domain/notes/NoteReader"
import { findAnswersProblem } from "@strand/domain/quiz/AnswerValidation"
import { quizCatalogue } from "@strand/domain/quiz/QuizCatalogue"
import { DateTime, Effect } from "effect"

const argument = process.argv[2]
if (argument === undefined) {
  console.error("usage: npm run report -- client.json | --questions")
  process.exit(2)
}

if (argument === "--questions") {
  for (const question of quizCatalogue) {
    console.log(
      `${question.id} (${question.type}${question.skippable ? ", skippable" : ""}): ${question.title}`,
    )
    for (const option of question.options) {
      console.log(`  ${option.value}: ${option.label}`)
      for (const frequency of option.frequencies ?? [])
        console.log(`    ${frequency.value}: ${frequency.label}`)
    }
    if (question.textInput !== undefined)
      console.log(`  note ${question.textInput.id}: ${question.textInput.label}`)
  }
  console.log(
    "\nVisibility: men see the *_male questions and not the general ones; see domain/src/quiz/Visibility.ts.",
  )
  process.exit(0)
}

const client = JSON.parse(readFileSync(argument, "utf8")) as {
  readonly userName?: string
  readonly answers: Record<string, string | ReadonlyArray<string> | Record<string, string>>
  readonly notes?: Record<string, string>
}
const textInputs = client.notes ?? {}
const problem = findAnswersProblem(client.answers)
if (problem !== undefined)
  console.log(`(The quiz would not accept these answers: ${problem.message})\n`)

const reading = await Effect.runPromise(
  NoteReader.use((reader) => reader.read(textInputs)).pipe(Effect.provide(StrandNoteReader)),
)
const traced = traceRulesReport({
  userName: client.userName ?? "there",
  answers: client.answers,
  textInputs,
  reading,
})
const explained = explainReport({
  report: traced.results,
  rules: traced,
  answers: client.answers,
  otherLines: "unknown",
})

const headings: Readonly<Record<(typeof reportSections)[number], string>> = {
  snapshot: "Your routine snapshot",
  doingWell: "What you're doing well",
  avoid: "Avoid for now",
  rhythm: "Your weekly rhythm",
  texture: "Recommended product texture",
  zones: "Where to apply",
  products: "Products",
  science: "Science notes",
  styling: "Styling & build-up",
  redFlags: "Red flags",
}

console.log("START HERE")
for (const item of explained.startHere)
  console.log(`- ${item.urgent ? "First: " : ""}${item.change}. ${item.why}`)
for (const section of reportSections) {
  console.log(`\n${headings[section].toUpperCase()}`)
  for (const item of sectionItems(traced.results, section)) console.log(`- ${item}`)
}
console.log("\nWHAT TO EXPECT")
for (const timeline of explained.timelines)
  console.log(
    `- ${timeline.concern}: ${timeline.expect}${timeline.ifNot === undefined ? "" : ` ${timeline.ifNot}`}`,
  )
console.log(`\nTake the quiz again in about ${explained.retakeAfterWeeks} weeks.`)

const summary = doctorSummary(
  {
    createdAt: DateTime.makeUnsafe(new Date()),
    answers: client.answers,
    textInputs,
    noteReading: reading,
    explanation: explained,
  },
  { name: client.userName ?? null },
)
console.log(`\n${doctorSummaryWords.title.toUpperCase()} (the one-page summary for a doctor)`)
console.log(`${doctorSummaryWords.patient}: ${summary.patient}`)
if (summary.suggested !== undefined)
  console.log(`${doctorSummaryWords.suggested}: ${summary.suggested}`)
console.log(
  `${doctorSummaryWords.signs}: ${summary.signs.join("; ") || doctorSummaryWords.nothing}`,
)
for (const note of summary.typed)
  console.log(`${doctorSummaryWords.typed}: ${note.label}: ${note.text}`)
console.log(
  `${doctorSummaryWords.tried}: ${summary.tried.join("; ") || doctorSummaryWords.nothing}`,
)
console.log(
  `${doctorSummaryWords.productsAndServices}: ${summary.productsAndServices.join("; ") || doctorSummaryWords.nothing}`,
)
console.log(
  `${doctorSummaryWords.medicines}: ${summary.medicines.join("; ") || doctorSummaryWords.nothing}`,
)
console.log(
  `${doctorSummaryWords.hormonalStage}: ${summary.hormonalStage ?? doctorSummaryWords.nothing}`,
)
console.log(
  `${doctorSummaryWords.background}: ${summary.background.join("; ") || doctorSummaryWords.nothing}`,
)
console.log(
  `\nWhat the notes were read as: ${reading.statements.map((s) => `${s.kind}${s.value === undefined ? "" : `=${s.value}`} (${s.subject}, ${s.time}${s.negated ? ", denied" : ""}${s.hypothetical ? ", imagined" : ""})`).join("; ") || "nothing"}`,
)
