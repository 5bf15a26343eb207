/**
 * The quiz's state in the browser (spec section 4, "Quiz" and "Answering"):
 * how clicks change the answers, when Next and Skip are allowed, how the
 * step index and the progress bar move. Whether a question is answered and
 * what is submitted are the domain's rules (quiz/Answering).
 *
 * Everything here is a pure function of the quiz state so the page can hold
 * the state in React and the tests can walk the quiz without a browser.
 */
import { isAnswered, isProductMap, productsQuestionId } from "@strand/domain/quiz/Answering"
import type { AnswerValue, QuizAnswers, TextInputs } from "@strand/domain/quiz/QuizAnswers"
import type { QuizQuestion } from "@strand/domain/quiz/QuizCatalogue"
import { visibleQuestions } from "@strand/domain/quiz/Visibility"
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
