/**
 * `npm run triage -- vignettes.json`: the analyst's triage judged as symptom
 * checkers are, on vignettes written by a clinician who never saw the code
 * (docs/reviews/vignettes*). Each vignette is a person (sex, age, who the
 * answers are about) and their notes, with the urgency a careful GP would
 * give and words that name the condition or its care. The notes are read by
 * Strand's note reader and the report written by the rule-based analyst on an
 * otherwise plain quiz; the script prints, per vignette, the urgency expected
 * and given, whether that is safe (the same or more cautious), whether the
 * report names the condition, and the totals.
 */
import { readFileSync } from "node:fs"
import { StrandNoteReader } from "@strand/adapters/notes/StrandNoteReader"
import { femaleAnswers, maleAnswers } from "@strand/domain/analyst/ExampleAnswers"
import { explainReport } from "@strand/domain/analyst/ExplainReport"
import type { Urgency } from "@strand/domain/analyst/RedFlag"
import { mostUrgentFinding } from "@strand/domain/analyst/RedFlagRules"
import { reportSections, sectionItems } from "@strand/domain/analyst/ReportText"
import { traceRulesReport } from "@strand/domain/analyst/RulesReport"
import { NoteReader } from "@strand/domain/notes/NoteReader"
import { findAnswersProblem } from "@strand/domain/quiz/AnswerValidation"
import { Effect } from "effect"

/** The levels a vignette is written in, most urgent first. */
const levels = [
  "emergency",
  "same_day",
  "within_days",
  "within_2_weeks",
  "within_weeks",
  "routine",
] as const
type Level = (typeof levels)[number]

/** The analyst's urgency on the vignette's scale: 24 to 48 hours is sooner than days. */
const levelOf = (urgency: Urgency | undefined): number => {
  if (urgency === undefined || urgency === "routine" || urgency === "precaution") return 5
  if (urgency === "act_now") return levels.indexOf("within_weeks")
  if (urgency === "within_48_hours") return 1.5
  return levels.indexOf(urgency as Level)
}

interface Vignette {
  readonly id: string
  readonly type: string
  readonly gender: "female" | "male"
  readonly age_band: string
  readonly answers_about: string
  readonly notes: Record<string, string>
  readonly expected_urgency: Level
  readonly condition: string
  readonly terms: ReadonlyArray<string>
}

const file = process.argv[2]
if (file === undefined) {
  console.error("usage: npm run triage -- vignettes.json [--verbose]")
  process.exit(2)
}
const verbose = process.argv.includes("--verbose")
const vignettes = JSON.parse(readFileSync(file, "utf8")) as ReadonlyArray<Vignette>

/** A term as whole words: "sti" is not in "still". */
const wholeWords = (term: string) =>
  new RegExp(
    `(^|[^a-z0-9])${term.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^a-z0-9])`,
  )

const judge = (v: Vignette) =>
  Effect.gen(function* () {
    const over = { age_band: v.age_band, answers_about: v.answers_about }
    const answers = v.gender === "male" ? maleAnswers(over) : femaleAnswers(over)
    const problem = findAnswersProblem(answers)
    if (problem !== undefined) throw new Error(`${v.id}: ${problem.message}`)
    const reading = yield* NoteReader.use((reader) => reader.read(v.notes))
    const traced = traceRulesReport({ userName: "there", answers, textInputs: v.notes, reading })
    const explained = explainReport({
      report: traced.results,
      rules: traced,
      answers,
      otherLines: "unknown",
    })
    const text = [
      ...explained.startHere.map((item) => `${item.change}. ${item.why}`),
      ...reportSections.flatMap((section) => sectionItems(traced.results, section)),
    ]
      .join("\n")
      .toLowerCase()
    const finding = mostUrgentFinding(traced.trace.profile)
    const given = levelOf(finding?.urgency)
    const expected = levels.indexOf(v.expected_urgency)
    return {
      v,
      given,
      finding: finding?.id ?? "none",
      safe: given <= expected,
      named: v.terms.some((term) => wholeWords(term).test(text)),
      toDoctor: expected === 5 && given < 5,
      first: explained.startHere[0]?.change ?? "",
    }
  })

const results = await Effect.runPromise(
  Effect.forEach(vignettes, judge).pipe(Effect.provide(StrandNoteReader)),
)
const name = (level: number) => (Number.isInteger(level) ? levels[level] : "within_48_hours")
for (const r of results) {
  console.log(
    `${r.v.id} ${r.v.type.padEnd(13)} ${r.v.expected_urgency.padEnd(14)} → ${name(r.given).padEnd(15)} ${r.safe ? "safe" : "UNSAFE"} ${r.named ? "named" : "-----"} ${r.finding}${verbose || !r.safe || !r.named ? `  [${r.v.condition}] ${r.first}` : ""}`,
  )
}
const count = (f: (r: (typeof results)[number]) => boolean) => results.filter(f).length
const percent = (n: number, of: number) => `${n}/${of} (${Math.round((100 * n) / of)} %)`
const routine = count((r) => r.v.expected_urgency === "routine")
console.log(
  `\nurgency-safe: ${percent(
    count((r) => r.safe),
    results.length,
  )}`,
)
console.log(
  `condition or its care named: ${percent(
    count((r) => r.named),
    results.length,
  )}`,
)
console.log(
  `must-not-miss safe: ${percent(
    count((r) => r.v.type === "must_not_miss" && r.safe),
    count((r) => r.v.type === "must_not_miss"),
  )}`,
)
console.log(
  `routine sent to a doctor: ${percent(
    count((r) => r.toDoctor),
    routine,
  )}`,
)
