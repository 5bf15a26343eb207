/**
 * The parts of the quiz and how long it takes, so the quiz can say up front
 * what is coming and show which part a person is in. Each question belongs to
 * one part, named in the person's words; the parts are listed in the order a
 * person first meets them. The time is worked out from the questions a person
 * is actually shown, so it shrinks for a salon client and grows with a beard.
 */
import type { QuizAnswers } from "./QuizAnswers.ts"
import type { QuestionId } from "./QuizCatalogue.ts"
import { visibleQuestions } from "./Visibility.ts"

export const quizSections = [
  "about_you",
  "your_hair",
  "your_scalp",
  "your_routine",
  "your_limits",
  "your_health",
] as const
export type QuizSection = (typeof quizSections)[number]

export const sectionTitles: Readonly<Record<QuizSection, string>> = {
  about_you: "About you",
  your_hair: "Your hair",
  your_scalp: "Your scalp",
  your_routine: "Your routine",
  your_limits: "Your limits",
  your_health: "Your health",
}

/** Every question's part; a question added to the catalogue does not compile until it has one. */
export const sectionOf: Readonly<Record<QuestionId, QuizSection>> = {
  gender: "about_you",
  answers_about: "about_you",
  age_band: "about_you",
  hormonal_stage: "about_you",
  primary_goal_male: "about_you",

  hair_length_male: "your_hair",
  loc_age_male: "your_hair",
  loc_starter_method_male: "your_hair",
  hair_texture_male: "your_hair",
  strand_width_male: "your_hair",
  density_male: "your_hair",
  porosity_male: "your_hair",
  hair_texture: "your_hair",
  hair_state: "your_hair",
  strand_width: "your_hair",
  density: "your_hair",
  porosity: "your_hair",
  facial_hair_male: "your_hair",
  beard_goals_male: "your_hair",

  scalp_condition_male: "your_scalp",
  scalp_issues_male: "your_scalp",
  hairline_changes_male: "your_scalp",
  symptoms_male: "your_scalp",
  skin_under_beard_male: "your_scalp",
  scalp_condition: "your_scalp",
  symptoms: "your_scalp",
  scalp_signs: "your_scalp",
  sun_scalp: "your_scalp",

  wash_frequency_male: "your_routine",
  shampoo_type_male: "your_routine",
  conditioner_step_male: "your_routine",
  styling_products_male: "your_routine",
  heat_tools_male: "your_routine",
  barber_frequency_male: "your_routine",
  exercise_frequency_male: "your_routine",
  trim_frequency: "your_routine",
  exercise_frequency: "your_routine",
  hair_care_method: "your_routine",
  wash_frequency: "your_routine",
  shampoo_choice: "your_routine",
  conditioning: "your_routine",
  heat_tension: "your_routine",
  protective_style_wash: "your_routine",
  loc_type: "your_routine",
  loc_age: "your_routine",
  retwist_frequency: "your_routine",
  products_used: "your_routine",
  detangling: "your_routine",
  environment: "your_routine",
  swimming: "your_routine",

  monthly_budget: "your_limits",
  max_products: "your_limits",
  weekly_minutes: "your_limits",

  recent_illness: "your_health",
  body_signs: "your_health",
  medicines: "your_health",
  diet_iron: "your_health",
  health_background: "your_health",
}

/** The parts these answers lead through, in the order the person first meets each. */
export const sectionsAhead = (answers: QuizAnswers): ReadonlyArray<QuizSection> => [
  ...new Set(visibleQuestions(answers).map((question) => sectionOf[question.id])),
]

/**
 * A question takes about this long to read and answer: most are one tap, a
 * few ask for several ticks or a look in the mirror.
 */
export const secondsPerQuestion = 10

/** "About N minutes" for this many questions; never less than a minute. */
export const minutesFor = (questions: number): number =>
  Math.max(1, Math.round((questions * secondsPerQuestion) / 60))

/** How long the whole quiz takes for these answers (before any: the longest common path). */
export const quizMinutes = (answers: QuizAnswers): number =>
  minutesFor(visibleQuestions(answers).length)

export const minutesText = (minutes: number): string =>
  `about ${minutes} minute${minutes === 1 ? "" : "s"}`
