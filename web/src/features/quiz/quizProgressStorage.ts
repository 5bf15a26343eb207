/**
 * Keeps the quiz's answers and step in sessionStorage, so a reload (or a
 * detour to another page) in the middle of the quiz does not lose them. Only
 * this tab sees them, and they are dropped once the analysis is saved.
 * While there is something to resume, a cookie says so to the server
 * (QuizResumeCookie.ts), which then does not paint the first question first.
 */

import { QuizAnswers, TextInputs } from "@strand/domain/quiz/QuizAnswers"
import { quizResumeCookieName } from "@strand/domain/quiz/QuizResumeCookie"
import { Schema } from "effect"
import { initialQuizState, type QuizState } from "./quizState.ts"

const storageKey = "strand.quiz-progress"

const SavedProgress = Schema.Struct({
  step: Schema.Number,
  answers: QuizAnswers,
  textInputs: TextInputs,
  progressTrail: Schema.optionalKey(Schema.Array(Schema.Number)),
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
    const { step, answers, textInputs, progressTrail } = state
    sessionStorage.setItem(storageKey, JSON.stringify({ step, answers, textInputs, progressTrail }))
    markResumable(step > 0 || Object.keys(answers).length > 0)
  } catch {
    // Storage full or disabled: the quiz still works, only without resuming.
  }
}

export const clearQuizProgress = (): void => {
  try {
    sessionStorage.removeItem(storageKey)
    markResumable(false)
  } catch {
    // Nothing saved, nothing to clear.
  }
}

const markResumable = (resumable: boolean) => {
  // biome-ignore lint/suspicious/noDocumentCookie: a constant value; the Cookie Store API is missing from Safari before 18.4
  document.cookie = resumable
    ? `${quizResumeCookieName}=1; path=/quiz; SameSite=Lax`
    : `${quizResumeCookieName}=; path=/quiz; SameSite=Lax; max-age=0`
}
