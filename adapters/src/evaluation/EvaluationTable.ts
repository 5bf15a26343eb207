/**
 * The evaluation's scores as text for a terminal: a table per persona, then
 * a summary an operator can put beside another model's or prompt's.
 */
import { droppedLineReasons } from "@strand/domain/analysis/DroppedLine"
import type { PersonaScore } from "./PersonaEvaluation.ts"

const percent = (part: number, whole: number) =>
  whole === 0 ? "–" : `${Math.round((part / whole) * 100)}%`

const droppedWords = (dropped: PersonaScore["dropped"]) =>
  droppedLineReasons
    .filter((reason) => (dropped[reason] ?? 0) > 0)
    .map((reason) => `${reason} ${dropped[reason]}`)
    .join(", ") || "–"

const columns = [
  "persona",
  "written by",
  "lines",
  "cited",
  "dropped",
  "contradictions",
  "inconsistent",
  "red flags",
  "chars",
  "ms",
] as const

const row = (score: PersonaScore): ReadonlyArray<string> => [
  score.persona,
  score.fallbackReason === undefined
    ? score.writtenBy
    : `${score.writtenBy} (${score.fallbackReason})`,
  String(score.lines),
  percent(score.citedLines, score.providerLines),
  droppedWords(score.dropped),
  String(score.contradictions),
  String(score.inconsistencies),
  score.redFlagsKeptFirst ? "kept, first" : "MISSING",
  String(score.characters),
  String(Math.round(score.millis)),
]

const table = (rows: ReadonlyArray<ReadonlyArray<string>>) => {
  const widths = columns.map((_, i) => Math.max(...rows.map((cells) => cells[i]?.length ?? 0)))
  return rows
    .map((cells) =>
      cells
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join("  ")
        .trimEnd(),
    )
    .join("\n")
}

const median = (values: ReadonlyArray<number>) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length === 0 ? 0 : (sorted[Math.floor((sorted.length - 1) / 2)] ?? 0)
}

/** The table per persona and the summary, for `analyst` (provider/model) and its prompt, if it has one. */
export const evaluationReport = (
  analyst: string,
  promptVersion: string | undefined,
  scores: ReadonlyArray<PersonaScore>,
): string => {
  const given = scores.filter((score) => score.writtenBy === "analyst")
  const fallbacks: Record<string, number> = {}
  for (const score of scores)
    if (score.fallbackReason !== undefined)
      fallbacks[score.fallbackReason] = (fallbacks[score.fallbackReason] ?? 0) + 1
  const dropped: PersonaScore["dropped"] = Object.fromEntries(
    droppedLineReasons.map((reason) => [
      reason,
      scores.reduce((sum, score) => sum + (score.dropped[reason] ?? 0), 0),
    ]),
  )
  const sum = (pick: (score: PersonaScore) => number) =>
    scores.reduce((total, score) => total + pick(score), 0)
  const summary = [
    `Summary for ${analyst}, ${promptVersion === undefined ? "no prompt" : `prompt ${promptVersion}`}, ${scores.length} personas`,
    `  reports given as written        ${given.length} (${percent(given.length, scores.length)})`,
    `  rule engine instead             ${
      Object.entries(fallbacks)
        .map(([reason, count]) => `${reason} ${count}`)
        .join(", ") || "never"
    }`,
    `  provider lines citing facts     ${percent(
      sum((s) => s.citedLines),
      sum((s) => s.providerLines),
    )}`,
    `  lines dropped                   ${droppedWords(dropped)}`,
    `  personas contradicted           ${scores.filter((s) => s.contradictions > 0).length}`,
    `  inconsistencies left            ${sum((s) => s.inconsistencies)}`,
    `  red flags kept and first        ${scores.filter((s) => s.redFlagsKeptFirst).length} of ${scores.length}`,
    `  mean length                     ${Math.round(sum((s) => s.characters) / Math.max(1, scores.length))} characters, ${Math.round(sum((s) => s.lines) / Math.max(1, scores.length))} lines`,
    `  median time                     ${Math.round(median(scores.map((s) => s.millis)))} ms`,
  ]
  return [table([columns, ...scores.map(row)]), "", ...summary].join("\n")
}
