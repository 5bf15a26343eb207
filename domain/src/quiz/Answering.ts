/**
 * The rules of answering the quiz (spec section 4, "Answering") that both
 * the SPA and the server keep: when a question counts as answered (Next is
 * enabled, the server accepts it) and which answers are finally submitted.
 * How clicks change the answers and how the step moves is the SPA's
 * (web/src/features/quiz/quizState.ts).
 *
 * Answers to questions that become hidden are kept by the SPA (switching
 * back restores them, as a person would expect) but are never submitted:
 * `answersToSubmit` keeps only what is visible and answered.
 */
import type { AnswerValue, QuizAnswers, TextInputs } from "./QuizAnswers.ts"
import type { QuizQuestion } from "./QuizCatalogue.ts"
import { quizCatalogue } from "./QuizCatalogue.ts"
import {
  answerIncludes,
  isQuestionVisible,
  questionAsShown,
  visibleQuestions,
} from "./Visibility.ts"

export const productsQuestionId = "products_used"

/** Whether an answer is the products question's product → frequency map. */
export const isProductMap = (
  answer: AnswerValue | undefined,
): answer is Readonly<Record<string, string>> =>
  typeof answer === "object" && answer !== null && !Array.isArray(answer)

const offers = (question: QuizQuestion, value: string): boolean =>
  question.options.some((option) => option.value === value)

/**
 * Whether the question counts as answered, which is when Next is enabled:
 * radio → a non-empty value the question offers; checkbox → at least one
 * option; product_frequency → at least one product and every chosen product
 * has one of its frequencies; text → non-blank.
 */
export const isAnswered = (question: QuizQuestion, answer: AnswerValue | undefined): boolean => {
  switch (question.type) {
    case "radio":
      return typeof answer === "string" && answer !== "" && offers(question, answer)
    case "checkbox":
      return (
        Array.isArray(answer) &&
        answer.length > 0 &&
        answer.every((value) => offers(question, value))
      )
    case "product_frequency": {
      if (!isProductMap(answer)) return false
      const chosen = Object.entries(answer)
      return (
        chosen.length > 0 &&
        chosen.every(([product, frequency]) =>
          question.options
            .find((option) => option.value === product)
            ?.frequencies?.some((option) => option.value === frequency),
        )
      )
    }
    case "text":
    case "textarea":
      return typeof answer === "string" && answer.trim() !== ""
  }
}

// --- Submission ----------------------------------------------------------------

/**
 * The answers that are sent: only visible, answered questions. Repeated until
 * nothing changes, because dropping a hidden answer could in principle hide
 * another question that depended on it.
 */
export const answersToSubmit = (answers: QuizAnswers): QuizAnswers => {
  let current = answers
  for (;;) {
    const kept: Record<string, AnswerValue> = {}
    for (const question of quizCatalogue) {
      const answer = current[question.id]
      if (
        answer !== undefined &&
        isQuestionVisible(question.id, current) &&
        isAnswered(questionAsShown(question, current), answer)
      ) {
        kept[question.id] = answer
      }
    }
    if (Object.keys(kept).length === Object.keys(current).length) return kept
    current = kept
  }
}

/** Whether a note belongs to a visible question and, if it depends on an option, that option is chosen. */
export const isNoteOffered = (noteId: string, answers: QuizAnswers): boolean =>
  visibleQuestions(answers).some(
    (question) =>
      question.textInput?.id === noteId &&
      (question.textInput.shownForValue === undefined ||
        answerIncludes(answers, question.id, question.textInput.shownForValue)),
  )

/** The notes that are sent: non-blank, trimmed, and only for questions that are asked. */
export const textInputsToSubmit = (answers: QuizAnswers, textInputs: TextInputs): TextInputs => {
  const submitted = answersToSubmit(answers)
  const kept: Record<string, string> = {}
  for (const [id, text] of Object.entries(textInputs)) {
    if (text.trim() !== "" && isNoteOffered(id, submitted)) kept[id] = text.trim()
  }
  return kept
}
