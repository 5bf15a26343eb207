/**
 * Which quiz questions a person sees, computed from their answers (spec
 * section 4, "Visibility rules"). Each rule is a named predicate so the quiz
 * screen, the answer validation on the server and the rule-based analyst all
 * apply the same rules.
 */

import type { QuizAnswers } from "./QuizAnswers.ts"
import {
  generalQuestionIds,
  maleQuestionIds,
  type QuestionId,
  type QuizQuestion,
  quizCatalogue,
  sharedQuestionIds,
} from "./QuizCatalogue.ts"

/** True when the answer is this value (radio) or contains it (checkbox). */
export const answerIncludes = (answers: QuizAnswers, id: string, value: string): boolean => {
  const answer = answers[id]
  if (typeof answer === "string") return answer === value
  if (Array.isArray(answer)) return answer.includes(value)
  return false
}

export const isMale = (answers: QuizAnswers): boolean => answers.gender === "male"
export const isFemale = (answers: QuizAnswers): boolean => answers.gender === "female"

/**
 * Male users see the male-only questions...
 * @alias
 */
export const showsMaleQuestions = isMale
/** ...and not the 21 general ones. Before gender is answered the general list shows. */
export const showsGeneralQuestions = (answers: QuizAnswers): boolean => !isMale(answers)

/** @alias */
export const showsHormonalStage = isFemale

/** loc_type, loc_age and retwist_frequency: for people who wear locs. */
export const showsLocQuestions = (answers: QuizAnswers): boolean =>
  answerIncludes(answers, "hair_state", "locs") || answerIncludes(answers, "heat_tension", "locs")

/**
 * Kept exactly as the spec writes it: heat_tension has no "protective_styles"
 * option, so this never fires and protective_style_wash is never asked. The
 * question stays in the catalogue so that the day an option is added (or the
 * rule is re-pointed at braids/sew-ins/wigs) only this line changes.
 */
export const protectiveStylesValue = "protective_styles"
export const showsProtectiveStyleWash = (answers: QuizAnswers): boolean =>
  answerIncludes(answers, "heat_tension", protectiveStylesValue)

export const showsMaleLocQuestions = (answers: QuizAnswers): boolean =>
  isMale(answers) && answers.hair_length_male === "locs"

/**
 * Kept exactly as the spec writes it: the beard questions follow a
 * facial_hair_male answer other than "none". The spec defines no such
 * question; Strand asks it (beyond the spec, see docs/decisions.md), so the rule now
 * works as written.
 */
export const facialHairQuestionId = "facial_hair_male"
export const showsBeardQuestions = (answers: QuizAnswers): boolean => {
  const facialHair = answers[facialHairQuestionId]
  return isMale(answers) && facialHair !== undefined && facialHair !== "none"
}

/** A salon chooses products and technique, so we don't ask the customer about them. */
export const usesSalon = (answers: QuizAnswers): boolean => answers.hair_care_method === "salon"
export const salonHiddenQuestionIds = [
  "shampoo_choice",
  "conditioning",
  "products_used",
  "detangling",
] as const satisfies ReadonlyArray<QuestionId>

const maleIds: ReadonlySet<string> = new Set(maleQuestionIds)
const generalIds: ReadonlySet<string> = new Set(generalQuestionIds)
const sharedIds: ReadonlySet<string> = new Set(sharedQuestionIds)
const salonHiddenIds: ReadonlySet<string> = new Set(salonHiddenQuestionIds)

/** Whether one question is shown for these answers. */
export const isQuestionVisible = (id: QuestionId, answers: QuizAnswers): boolean => {
  switch (id) {
    case "gender":
      return true
    case "hormonal_stage":
      return showsHormonalStage(answers)
    case "loc_age_male":
    case "loc_starter_method_male":
      return showsMaleLocQuestions(answers)
    case "skin_under_beard_male":
    case "beard_goals_male":
      return showsBeardQuestions(answers)
    case "protective_style_wash":
      return showsGeneralQuestions(answers) && showsProtectiveStyleWash(answers)
    case "loc_type":
    case "loc_age":
    case "retwist_frequency":
      return showsGeneralQuestions(answers) && showsLocQuestions(answers)
  }
  if (sharedIds.has(id)) return true
  if (maleIds.has(id)) return showsMaleQuestions(answers)
  if (generalIds.has(id)) {
    return showsGeneralQuestions(answers) && !(usesSalon(answers) && salonHiddenIds.has(id))
  }
  return false
}

/** The option a salon client is not offered on wash_frequency. */
export const salonRemovedWashOption = "daily"

/** The option of diet_iron not offered to men. */
export const periodsOption = "heavy_periods"

const withoutOption = (question: QuizQuestion, value: string): QuizQuestion => ({
  ...question,
  options: question.options.filter((option) => option.value !== value),
})

/**
 * The question as shown for these answers: the same question, except that
 * wash_frequency loses "daily" for salon clients (their hair is not washed
 * at a salon every day), and diet_iron loses heavy periods for men.
 */
export const questionAsShown = (question: QuizQuestion, answers: QuizAnswers): QuizQuestion =>
  question.id === "wash_frequency" && usesSalon(answers)
    ? withoutOption(question, salonRemovedWashOption)
    : question.id === "diet_iron" && isMale(answers)
      ? withoutOption(question, periodsOption)
      : question

/** The questions a person is asked, in quiz order, as they are shown. */
export const visibleQuestions = (answers: QuizAnswers): ReadonlyArray<QuizQuestion> =>
  quizCatalogue
    .filter((question) => isQuestionVisible(question.id, answers))
    .map((question) => questionAsShown(question, answers))
