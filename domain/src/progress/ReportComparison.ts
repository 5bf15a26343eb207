/**
 * Progress over time: two of a person's reports side by side, each as it was
 * stored, whoever wrote it (the rule engine, an AI provider, the rules as a
 * fallback). What changed in their answers (as the labels they chose), which
 * of the reports' own lines appeared, went away or were said in other words,
 * and why: the answers each line rests on, from the report's stored
 * explanation (a rule's triggers, or the facts a provider's line cited),
 * marked where that answer is one that changed.
 *
 * A line is the same recommendation in both reports when the same rule wrote
 * it in the same section (its wording may have moved with the answers: then
 * it is "reworded", never "the same"); a provider's line, which has no rule,
 * is the same only word for word. The snapshot and the texture guidance are
 * compared sentence by sentence. Nothing is traced again: two reports with
 * different texts are never "unchanged". Pure.
 */
import type { DateTime } from "effect"
import type { AnalysisId } from "../analysis/AnalysisStore.ts"
import { reportLines } from "../analyst/ExplainReport.ts"
import { answersAsLabels, type LabelledAnswer } from "../quiz/AnswerLabels.ts"
import type { QuizAnswers, TextInputs } from "../quiz/QuizAnswers.ts"
import { findQuestion, quizCatalogue } from "../quiz/QuizCatalogue.ts"
import type { AnalysisResults } from "../report/AnalysisResults.ts"
import { isParagraph } from "../report/CitedLines.ts"
import type { EvidenceSection, ReportExplanation, Trigger } from "../report/ReportExplanation.ts"
import {
  AnswerChange,
  lineSectionTitles,
  Reason,
  RecommendationChange,
  RecommendationReworded,
  ReportComparisonResult,
} from "./ReportComparisonResult.ts"

export {
  AnswerChange,
  Reason,
  RecommendationChange,
  RecommendationReworded,
  ReportComparisonResult,
}

export interface ComparedReport {
  readonly id: AnalysisId
  readonly createdAt: DateTime.Utc
  readonly answers: QuizAnswers
  readonly textInputs: TextInputs
  /**
   * The report as its owner reads it now (ReportReading.ts: the styling tips
   * still locked left out), with its explanation.
   */
  readonly results: AnalysisResults
  readonly explanation: Pick<ReportExplanation, "items">
}

const asText = (labelled: LabelledAnswer | undefined): string | undefined => {
  if (labelled === undefined) return undefined
  if (typeof labelled === "string") return labelled
  if (Array.isArray(labelled)) return labelled.join(", ")
  return Object.entries(labelled)
    .map(([product, frequency]) => `${product} (${frequency})`)
    .join(", ")
}

const noteLabels = new Map(
  quizCatalogue.flatMap((q) =>
    q.textInput === undefined ? [] : [[q.textInput.id as string, q.textInput.label] as const],
  ),
)

/** Questions in quiz order, then notes; the answers as the person chose them. */
export const answerChanges = (
  before: Pick<ComparedReport, "answers" | "textInputs">,
  after: Pick<ComparedReport, "answers" | "textInputs">,
): ReadonlyArray<AnswerChange> => {
  const was = answersAsLabels(before.answers)
  const now = answersAsLabels(after.answers)
  const order = new Map(quizCatalogue.map((q, i) => [q.id as string, i]))
  const ids = [...new Set([...Object.keys(was), ...Object.keys(now)])].sort(
    (a, b) => (order.get(a) ?? 999) - (order.get(b) ?? 999),
  )
  const changes: Array<AnswerChange> = []
  for (const id of ids) {
    const from = asText(was[id])
    const to = asText(now[id])
    if (from === to) continue
    changes.push({
      id,
      question: findQuestion(id)?.title ?? id,
      ...(from === undefined ? {} : { before: from }),
      ...(to === undefined ? {} : { after: to }),
    })
  }
  const notes = [...new Set([...Object.keys(before.textInputs), ...Object.keys(after.textInputs)])]
  for (const id of notes) {
    const from = before.textInputs[id]?.trim() || undefined
    const to = after.textInputs[id]?.trim() || undefined
    if (from === to) continue
    changes.push({
      id,
      question: noteLabels.get(id) ?? "Your note",
      ...(from === undefined ? {} : { before: from }),
      ...(to === undefined ? {} : { after: to }),
    })
  }
  return changes
}

/** One line of a stored report, with what it rests on. */
interface Line {
  readonly section: EvidenceSection
  readonly rule: string | undefined
  readonly text: string
  readonly triggers: ReadonlyArray<Trigger>
}

/** "Sunday\nWash…" as the page shows it: "Sunday: Wash…". */
const shown = (text: string) => text.replace(/\n/, ": ").replace(/\n/g, ". ")

const sentences = (paragraph: string) =>
  paragraph
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== "")

/** The report's lines in page order, each with its explanation. */
const linesOf = (report: ComparedReport): ReadonlyArray<Line> => {
  const items = new Map(
    report.explanation.items.map((item) => [`${item.section}#${item.index}`, item]),
  )
  const place = new Map<EvidenceSection, number>()
  return reportLines(report.results).flatMap((line) => {
    const index = place.get(line.section) ?? 0
    place.set(line.section, index + 1)
    const item = items.get(`${line.section}#${index}`)
    const triggers = item?.triggers ?? []
    if (isParagraph(line.section))
      return sentences(line.text).map((text) => ({
        section: line.section,
        rule: undefined,
        text,
        triggers: [],
      }))
    if (line.text.trim() === "") return []
    return [{ section: line.section, rule: item?.rule, text: shown(line.text), triggers }]
  })
}

const sameText = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase()

/** A line's identity across two reports: its rule and which of that rule's lines, or its words. */
const keyed = (lines: ReadonlyArray<Line>) => {
  const seen = new Map<string, number>()
  return new Map(
    lines.map((line) => {
      const base =
        line.rule === undefined
          ? `${line.section}|text|${sameText(line.text)}`
          : `${line.section}|rule|${line.rule}`
      const n = seen.get(base) ?? 0
      seen.set(base, n + 1)
      return [`${base}|${n}`, line] as const
    }),
  )
}

/** Questions as the quiz (and "Why?") names them: notes without their "(optional)". */
const questionName = (question: string) => question.replace(/\s*\(optional\)$/, "")

const reasons = (line: Line, changed: ReadonlySet<string>): ReadonlyArray<Reason> =>
  line.triggers.map((trigger) => ({
    question: trigger.question,
    answer: trigger.typed === true ? `"${trigger.answer}"` : trigger.answer,
    changed: changed.has(questionName(trigger.question)),
  }))

const asChange = (line: Line, changed: ReadonlySet<string>): RecommendationChange => ({
  section: line.section,
  sectionTitle: lineSectionTitles[line.section],
  ...(line.rule === undefined ? {} : { ruleId: line.rule }),
  text: line.text,
  because: reasons(line, changed),
})

/** What changed from the earlier report to the later one. */
export const compareReports = (
  from: ComparedReport,
  to: ComparedReport,
): ReportComparisonResult => {
  const changes = answerChanges(from, to)
  const changed = new Set(changes.map((c) => questionName(c.question)))
  const before = keyed(linesOf(from))
  const after = keyed(linesOf(to))
  const reworded: Array<RecommendationReworded> = []
  let kept = 0
  for (const [key, line] of after) {
    const was = before.get(key)
    if (was === undefined) continue
    if (sameText(was.text) === sameText(line.text)) kept++
    else
      reworded.push({
        section: line.section,
        sectionTitle: lineSectionTitles[line.section],
        ruleId: line.rule ?? "",
        before: was.text,
        after: line.text,
        because: reasons(line, changed),
      })
  }
  return {
    from: { id: from.id, createdAt: from.createdAt },
    to: { id: to.id, createdAt: to.createdAt },
    answerChanges: changes,
    appeared: [...after]
      .filter(([key]) => !before.has(key))
      .map(([, line]) => asChange(line, changed)),
    wentAway: [...before]
      .filter(([key]) => !after.has(key))
      .map(([, line]) => asChange(line, changed)),
    reworded,
    kept,
  }
}
