/**
 * Answering the quiz (spec section 4, "Quiz" and "Answering"): how clicks
 * change the answers, when Next and Skip are allowed, how the step index and
 * the progress bar move, and which answers are finally submitted.
 *
 * Everything here is a pure function of the quiz state so the SPA can hold the
 * state in React and the tests can walk the quiz without a browser.
 *
 * Answers to questions that become hidden are kept in the state (switching
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

export type QuizStage = "questions" | "ai-processing"

export interface QuizState {
  readonly stage: QuizStage
  readonly step: number
  readonly answers: QuizAnswers
  readonly textInputs: TextInputs
  /**
   * The progress bar's value at each question reached so far, first to
   * current (see `quizProgress`). Missing for a state made elsewhere: the bar
   * then shows the spec's step / count.
   */
  readonly progressTrail?: ReadonlyArray<number>
}

export const initialQuizState: QuizState = {
  stage: "questions",
  step: 0,
  answers: {},
  textInputs: {},
  // Set on arrival, so choosing a gender (which changes the count) does not move it.
  progressTrail: [1 / visibleQuestions({}).length],
}

const isProductMap = (
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

// --- Clicks ------------------------------------------------------------------

/** Clicking a radio option sets it. */
export const setRadioAnswer = (answers: QuizAnswers, id: string, value: string): QuizAnswers => ({
  ...answers,
  [id]: value,
})

/**
 * Typing into a text or textarea question.
 * @alias
 */
export const setTextAnswer = setRadioAnswer

/** Clicking a checkbox option toggles it; the last one off leaves the question unanswered. */
export const toggleCheckboxAnswer = (
  answers: QuizAnswers,
  id: string,
  value: string,
): QuizAnswers => {
  const current = answers[id]
  const selected = Array.isArray(current) ? current : []
  const next = selected.includes(value)
    ? selected.filter((selectedValue) => selectedValue !== value)
    : [...selected, value]
  return withAnswer(answers, id, next.length === 0 ? undefined : next)
}

/** Clicking a product toggles it on (frequency still to choose) or off. */
export const toggleProduct = (answers: QuizAnswers, product: string): QuizAnswers => {
  const current = answers[productsQuestionId]
  const chosen: Record<string, string> = isProductMap(current) ? { ...current } : {}
  if (product in chosen) delete chosen[product]
  else chosen[product] = ""
  return withAnswer(
    answers,
    productsQuestionId,
    Object.keys(chosen).length === 0 ? undefined : chosen,
  )
}

/** The dropdown beside a chosen product sets how often it is used. */
export const setProductFrequency = (
  answers: QuizAnswers,
  product: string,
  frequency: string,
): QuizAnswers => {
  const current = answers[productsQuestionId]
  const chosen = isProductMap(current) ? current : {}
  return { ...answers, [productsQuestionId]: { ...chosen, [product]: frequency } }
}

/** Typing a free-text note; blank notes are removed rather than kept as "". */
export const setNote = (textInputs: TextInputs, id: string, text: string): TextInputs => {
  const { [id]: _previous, ...rest } = textInputs
  return text.trim() === "" ? rest : { ...rest, [id]: text }
}

const withAnswer = (answers: QuizAnswers, id: string, answer: AnswerValue | undefined) => {
  const { [id]: _previous, ...rest } = answers
  return answer === undefined ? rest : { ...rest, [id]: answer }
}

// --- Navigation ----------------------------------------------------------------

/** The step index kept within the visible list (it shrinks when questions hide). */
const clampStep = (step: number, visibleCount: number): number =>
  Math.max(0, Math.min(step, visibleCount - 1))

export const currentQuestion = (state: QuizState): QuizQuestion => {
  const visible = visibleQuestions(state.answers)
  return visible[clampStep(state.step, visible.length)]!
}

/** "Question N of M": N and M. */
export const questionPosition = (
  state: QuizState,
): { readonly number: number; readonly of: number } => {
  const count = visibleQuestions(state.answers).length
  return { number: clampStep(state.step, count) + 1, of: count }
}

/**
 * The progress bar, always in (0, 1]: the spec's (step + 1) / number of
 * visible questions while the list stays as it is, but it never moves back on
 * Next or Skip. When an answer adds questions ahead (a beard brings two),
 * the bar keeps where it was and shares what is left of it among the
 * questions still to come; when answers remove questions ahead it jumps on.
 * Previous returns to the value it had there.
 */
export const quizProgress = (state: QuizState): number => {
  const { number, of } = questionPosition(state)
  return Math.max(state.progressTrail?.[number - 1] ?? 0, number / of)
}

/** The trail after moving from the current question to the next one. */
const trailOnNext = (state: QuizState): ReadonlyArray<number> => {
  const { number, of } = questionPosition(state)
  const here = quizProgress(state)
  // The questions after the next one, which share the rest of the bar with it.
  const afterNext = Math.max(0, of - number - 1)
  const reached = state.progressTrail?.slice(0, number - 1) ?? []
  const before = reached.length === number - 1 ? reached : spreadUpTo(number - 1, of)
  return [...before, here, here + (1 - here) / (afterNext + 1)]
}

/** The spec's values for the first `count` questions, for a state without a trail. */
const spreadUpTo = (count: number, of: number): ReadonlyArray<number> =>
  Array.from({ length: count }, (_, index) => (index + 1) / of)

export const isLastQuestion = (state: QuizState): boolean => {
  const { number, of } = questionPosition(state)
  return number === of
}

export const canGoNext = (state: QuizState): boolean => {
  const question = currentQuestion(state)
  return isAnswered(question, state.answers[question.id])
}

export const canSkip = (state: QuizState): boolean => currentQuestion(state).skippable

/** Previous is disabled on the first question. */
export const canGoBack = (state: QuizState): boolean => questionPosition(state).number > 1

const advance = (state: QuizState): QuizState =>
  isLastQuestion(state)
    ? { ...state, stage: "ai-processing" }
    : { ...state, step: questionPosition(state).number, progressTrail: trailOnNext(state) }

/** Next: one step on, or on the last question to ai-processing (which submits). */
export const goNext = (state: QuizState): QuizState =>
  state.stage === "questions" && canGoNext(state) ? advance(state) : state

/**
 * Skip: on skippable questions only, moves on without an answer. A half-made
 * answer is dropped so that a skipped question is never submitted.
 */
export const skip = (state: QuizState): QuizState => {
  if (state.stage !== "questions" || !canSkip(state)) return state
  const question = currentQuestion(state)
  return advance({ ...state, answers: withAnswer(state.answers, question.id, undefined) })
}

export const goBack = (state: QuizState): QuizState => {
  if (state.stage !== "questions" || !canGoBack(state)) return state
  const { number } = questionPosition(state)
  return state.progressTrail === undefined
    ? { ...state, step: number - 2 }
    : { ...state, step: number - 2, progressTrail: state.progressTrail.slice(0, number - 1) }
}

/** Try Again after a failed analysis returns to the questions at the last one. */
export const backToQuestions = (state: QuizState): QuizState => ({ ...state, stage: "questions" })

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
