/**
 * Keeps the quiz's answers and step in sessionStorage, so a reload (or a
 * detour to another page) in the middle of the quiz does not lose them. Only
 * this tab sees them, and they are dropped once the analysis is saved.
 */
import { initialQuizState, type QuizState } from "@strand/domain/quiz/Answering"
import { QuizAnswers, TextInputs } from "@strand/domain/quiz/QuizAnswers"
import { Schema } from "effect"

const storageKey = "strand.quiz-progress"

const SavedProgress = Schema.Struct({
  step: Schema.Number,
  answers: QuizAnswers,
  textInputs: TextInputs,
})
const decodeSaved = Schema.decodeUnknownOption(Schema.fromJsonString(SavedProgress))

export const loadQuizProgress = (): QuizState => {
  try {
    const saved = decodeSaved(sessionStorage.getItem(storageKey) ?? "")
    return saved._tag === "Some" ? { ...initialQuizState, ...saved.value } : initialQuizState
  } catch {
    return initialQuizState
  }
}

export const saveQuizProgress = (state: QuizState): void => {
  try {
    const { step, answers, textInputs } = state
    sessionStorage.setItem(storageKey, JSON.stringify({ step, answers, textInputs }))
  } catch {
    // Storage full or disabled: the quiz still works, only without resuming.
  }
}

export const clearQuizProgress = (): void => {
  try {
    sessionStorage.removeItem(storageKey)
  } catch {
    // Nothing saved, nothing to clear.
  }
}
