/**
 * Which quiz questions show a drawing beside each option: those where a
 * picture helps a person choose (texture, length, strand width, density,
 * porosity, the scalp, styles). Kept apart from the drawings so the quiz knows
 * where to leave room for one without loading them.
 */
import type { QuestionId } from "@strand/domain/quiz/QuizCatalogue"

export const pictureQuestions = [
  "hair_texture",
  "hair_texture_male",
  "hair_length_male",
  "strand_width",
  "strand_width_male",
  "density",
  "density_male",
  "porosity",
  "porosity_male",
  "scalp_condition",
  "scalp_condition_male",
  "heat_tension",
] as const satisfies ReadonlyArray<QuestionId>
export type PictureQuestion = (typeof pictureQuestions)[number]

export const hasPictures = (id: string): id is PictureQuestion =>
  (pictureQuestions as ReadonlyArray<string>).includes(id)
