/**
 * Quiz answers as people read them: option values turned into their labels.
 * The AI prompt gets labels rather than values (spec section 3, "Analysis
 * request"), and the report e-mail lists the questions with their answers.
 */
import type { AnswerValue, QuizAnswers } from "./QuizAnswers.ts"
import { findQuestion, type QuizOption, quizCatalogue } from "./QuizCatalogue.ts"

export type LabelledAnswer = string | ReadonlyArray<string> | Readonly<Record<string, string>>

const labelOf = (options: ReadonlyArray<QuizOption>, value: string): string =>
  options.find((option) => option.value === value)?.label ?? value

const labelAnswer = (options: ReadonlyArray<QuizOption>, answer: AnswerValue): LabelledAnswer => {
  if (typeof answer === "string") return labelOf(options, answer)
  if (Array.isArray(answer)) return answer.map((value) => labelOf(options, value))
  const labelled: Record<string, string> = {}
  for (const [product, frequency] of Object.entries(answer as Record<string, string>)) {
    const productOption = options.find((option) => option.value === product)
    labelled[productOption?.label ?? product] = labelOf(productOption?.frequencies ?? [], frequency)
  }
  return labelled
}

/**
 * The answers keyed by question id with labels in place of values: radio →
 * its label, checkbox → labels, products → { product label: frequency label }.
 * A value the catalogue does not know is kept as it is rather than dropped.
 */
export const answersAsLabels = (answers: QuizAnswers): Readonly<Record<string, LabelledAnswer>> => {
  const labelled: Record<string, LabelledAnswer> = {}
  for (const [id, answer] of Object.entries(answers)) {
    labelled[id] = labelAnswer(findQuestion(id)?.options ?? [], answer)
  }
  return labelled
}

export interface AnswerLine {
  readonly question: string
  readonly answer: string
}

const joined = (labelled: LabelledAnswer): string => {
  if (typeof labelled === "string") return labelled
  if (Array.isArray(labelled)) return labelled.join(", ")
  return Object.entries(labelled)
    .map(([product, frequency]) => `${product} (${frequency})`)
    .join(", ")
}

/**
 * One line per answered question, in quiz order: its title and its answer as
 * text, for e-mails and prompts. Unknown ids (none survive validation) come last.
 */
export const answersAsLines = (answers: QuizAnswers): ReadonlyArray<AnswerLine> => {
  const labelled = answersAsLabels(answers)
  const known = quizCatalogue
    .filter((question) => question.id in labelled)
    .map((question) => ({ question: question.title, answer: joined(labelled[question.id]!) }))
  const unknown = Object.keys(labelled)
    .filter((id) => findQuestion(id) === undefined)
    .map((id) => ({ question: id, answer: joined(labelled[id]!) }))
  return [...known, ...unknown]
}
