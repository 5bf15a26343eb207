/**
 * Complete, unremarkable answer sets that tests override where it matters:
 * the persona suite, the consistency checks and the notes tests start here.
 */
import type { QuizAnswers } from "../quiz/QuizAnswers.ts"

/** A woman who does her own hair; nothing unusual. */
export const femaleAnswers = (over: Record<string, QuizAnswers[string]>): QuizAnswers => ({
  gender: "female",
  hormonal_stage: "not_applicable",
  scalp_condition: ["normal"],
  hair_texture: "wavy",
  hair_state: ["natural_virgin"],
  strand_width: "medium",
  density: "medium",
  porosity: "medium",
  trim_frequency: "six_months",
  exercise_frequency: "occasionally",
  hair_care_method: "self",
  wash_frequency: "frequent",
  shampoo_choice: "gentle",
  conditioning: ["rinse_out"],
  heat_tension: ["low_tension"],
  products_used: { other_masks: "occasionally" },
  detangling: "wet_slip",
  environment: ["none"],
  symptoms: ["none"],
  ...over,
})

/** The same woman, whose salon washes and styles her hair (so some questions are never asked). */
export const salonAnswers = (over: Record<string, QuizAnswers[string]>): QuizAnswers => {
  const { shampoo_choice, conditioning, products_used, detangling, ...rest } = femaleAnswers({
    hair_care_method: "salon",
    ...over,
  })
  void shampoo_choice
  void conditioning
  void products_used
  void detangling
  return rest
}

/** A man with short straight hair; nothing unusual. */
export const maleAnswers = (over: Record<string, QuizAnswers[string]>): QuizAnswers => ({
  gender: "male",
  primary_goal_male: ["healthier_scalp"],
  hair_length_male: "short",
  hair_texture_male: "straight",
  strand_width_male: "medium",
  density_male: "medium",
  porosity_male: "medium",
  scalp_condition_male: ["normal"],
  scalp_issues_male: "no",
  wash_frequency_male: "frequent",
  shampoo_type_male: "gentle",
  conditioner_step_male: ["rinse_out"],
  styling_products_male: ["none"],
  heat_tools_male: "never",
  barber_frequency_male: "monthly",
  hairline_changes_male: "none",
  ...over,
})
