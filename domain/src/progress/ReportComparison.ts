/**
 * Progress over time (issue 16): two of a person's reports side by side.
 * What changed in their answers (as the labels they chose), which
 * recommendations appeared or went away, and why: the answers that drove
 * each one (`answersBehind`), marked where that answer is one that changed.
 *
 * Both reports are traced again by the rule engine from their stored
 * answers and notes (deterministic), so each line has its rule; a line is
 * the same recommendation in both when the same rule wrote it in the same
 * section, even if its wording moved with the answers. Pure.
 */
import type { Schema } from "effect"
import type { AnalysisId } from "../analysis/AnalysisStore.ts"
import { type AnswerBehind, answersBehind } from "../analyst/AnswersBehind.ts"
import {
  type ReportLine,
  reportLines,
  ruleOf,
  sectionTitles,
  type TracedReport,
} from "../analyst/ReportLines.ts"
import { answersAsLabels, type LabelledAnswer } from "../quiz/AnswerLabels.ts"
import type { QuizAnswers, TextInputs } from "../quiz/QuizAnswers.ts"
import { findQuestion, quizCatalogue } from "../quiz/QuizCatalogue.ts"

export interface ComparedReport {
  readonly id: AnalysisId
  readonly createdAt: Schema.Schema.Type<typeof Schema.DateTimeUtc>
  readonly answers: QuizAnswers
  readonly textInputs: TextInputs
  readonly traced: TracedReport
}

import {
  AnswerChange,
  Reason,
  RecommendationChange,
  ReportComparisonResult,
} from "./ReportComparisonResult.ts"

export { AnswerChange, Reason, RecommendationChange, ReportComparisonResult }

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

/** A line's identity across the two reports: its section, its rule, and which of that rule's lines. */
const keyed = (lines: ReadonlyArray<ReportLine>) => {
  const seen = new Map<string, number>()
  return lines.map((line) => {
    const base = `${line.section}:${line.ruleId}`
    const n = seen.get(base) ?? 0
    seen.set(base, n + 1)
    return { key: `${base}:${n}`, line }
  })
}

/** The answers behind a line, as question and answer, each marked if it changed. */
const reasons = (
  line: ReportLine,
  report: ComparedReport,
  changedIds: ReadonlySet<string>,
): ReadonlyArray<Reason> => {
  const rule = ruleOf(line)
  if (rule === undefined) return []
  const labelled = answersAsLabels(report.answers)
  const out: Array<Reason> = []
  const add = (question: string, answer: string, changed: boolean) => {
    if (!out.some((r) => r.question === question)) out.push({ question, answer, changed })
  }
  for (const behind of answersBehind(
    rule,
    report.traced.trace.profile,
  ) as ReadonlyArray<AnswerBehind>) {
    if (behind.noted !== undefined) {
      add(
        noteLabels.get(behind.noted.note) ?? "Your note",
        `"${behind.noted.words}"`,
        changedIds.has(behind.noted.note),
      )
      continue
    }
    for (const id of behind.from) {
      const answer = asText(labelled[id])
      if (answer !== undefined) add(findQuestion(id)?.title ?? id, answer, changedIds.has(id))
    }
  }
  return out
}

const asChange = (
  line: ReportLine,
  report: ComparedReport,
  changedIds: ReadonlySet<string>,
): RecommendationChange => ({
  section: line.section,
  sectionTitle: sectionTitles[line.section],
  ruleId: line.ruleId,
  text: line.text,
  because: reasons(line, report, changedIds),
})

/** What changed from the earlier report to the later one. */
export const compareReports = (
  from: ComparedReport,
  to: ComparedReport,
): ReportComparisonResult => {
  const changes = answerChanges(from, to)
  const changedIds = new Set(changes.map((c) => c.id))
  const before = keyed(reportLines(from.traced))
  const after = keyed(reportLines(to.traced))
  const beforeKeys = new Set(before.map((b) => b.key))
  const afterKeys = new Set(after.map((a) => a.key))
  return {
    from: { id: from.id, createdAt: from.createdAt },
    to: { id: to.id, createdAt: to.createdAt },
    answerChanges: changes,
    appeared: after
      .filter((a) => !beforeKeys.has(a.key))
      .map((a) => asChange(a.line, to, changedIds)),
    wentAway: before
      .filter((b) => !afterKeys.has(b.key))
      .map((b) => asChange(b.line, from, changedIds)),
    kept: after.filter((a) => beforeKeys.has(a.key)).length,
  }
}
