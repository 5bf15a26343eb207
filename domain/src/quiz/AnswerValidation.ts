/**
 * Checking submitted quiz answers against the catalogue on the server, so the
 * analysis only ever sees answers a real walk through the quiz can produce:
 * known question ids, the right shape per question type (one value for
 * radio, a list for checkbox, product → frequency for products_used), values
 * the question offers as shown, and only questions that are visible for these
 * very answers. Each failure names the question.
 *
 * Not enforced: that every visible question is answered. The spec only asks
 * for non-empty answers, and a partial profile still gives a useful report.
 */
import { Effect } from "effect"
import { ValidationError } from "../errors/ValidationError.ts"
import { isAnswered } from "./Answering.ts"
import type { QuizAnswers } from "./QuizAnswers.ts"
import { findQuestion, type QuizQuestion } from "./QuizCatalogue.ts"
import { isQuestionVisible, questionAsShown } from "./Visibility.ts"

export const answersRequiredMessage = "Answers are required"

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const problem = (question: string, message: string) =>
  new ValidationError({ message, field: question })

/** The problem with one answer's shape and values, if any. */
const answerProblem = (
  question: QuizQuestion,
  answer: unknown,
  answers: QuizAnswers,
): ValidationError | undefined => {
  const shown = questionAsShown(question, answers)
  const id = question.id
  const offered = (value: unknown) =>
    typeof value === "string" && shown.options.some((option) => option.value === value)
  switch (question.type) {
    case "radio":
      if (typeof answer !== "string") return problem(id, `Answer to "${id}" must be one option`)
      if (!offered(answer)) return problem(id, `"${answer}" is not an option of "${id}"`)
      return undefined
    case "checkbox": {
      if (!Array.isArray(answer)) return problem(id, `Answer to "${id}" must be a list of options`)
      if (answer.length === 0)
        return problem(id, `Answer to "${id}" must choose at least one option`)
      const unknown = answer.find((value) => !offered(value))
      if (unknown !== undefined)
        return problem(id, `"${String(unknown)}" is not an option of "${id}"`)
      if (new Set(answer).size !== answer.length) {
        return problem(id, `Answer to "${id}" lists an option more than once`)
      }
      return undefined
    }
    case "product_frequency": {
      if (!isRecord(answer)) {
        return problem(id, `Answer to "${id}" must map each product to how often it is used`)
      }
      if (Object.keys(answer).length === 0) {
        return problem(id, `Answer to "${id}" must choose at least one product`)
      }
      for (const [product, frequency] of Object.entries(answer)) {
        const productOption = shown.options.find((option) => option.value === product)
        if (productOption === undefined)
          return problem(id, `"${product}" is not a product of "${id}"`)
        if (!productOption.frequencies?.some((option) => option.value === frequency)) {
          return problem(id, `Choose how often "${product}" is used in "${id}"`)
        }
      }
      return undefined
    }
    case "text":
    case "textarea":
      return typeof answer === "string" && isAnswered(shown, answer)
        ? undefined
        : problem(id, `Answer to "${id}" must be non-blank text`)
  }
}

/** The first problem with a set of answers, or undefined when they are all valid. */
export const findAnswersProblem = (answers: unknown): ValidationError | undefined => {
  if (!isRecord(answers) || Object.keys(answers).length === 0) {
    return new ValidationError({ message: answersRequiredMessage, field: "answers" })
  }
  // Visibility is computed from the answers as given; shapes are checked
  // first so the visibility rules only ever read well-formed answers.
  for (const [id, answer] of Object.entries(answers)) {
    const question = findQuestion(id)
    if (question === undefined) return problem(id, `"${id}" is not a quiz question`)
    const shapeProblem = answerProblem(question, answer, answers as QuizAnswers)
    if (shapeProblem !== undefined) return shapeProblem
  }
  const valid = answers as QuizAnswers
  for (const id of Object.keys(valid)) {
    const question = findQuestion(id)!
    if (!isQuestionVisible(question.id, valid)) {
      return problem(id, `"${id}" is not asked for these answers`)
    }
  }
  return undefined
}

/** Answers checked against the catalogue, or a ValidationError naming the question. */
export const validateAnswers = Effect.fnUntraced(function* (answers: unknown) {
  const found = findAnswersProblem(answers)
  if (found !== undefined) return yield* found
  return answers as QuizAnswers
})
