/**
 * The quiz's boxes a note may name to take a tick back or explain it ("ignore the burning tick",
 * "i ticked the bleeding box because of that"), each with the kind of statement that speaks of
 * it. The note reader knows a box by the words of its label; the hair profile undoes the tick.
 */
import type { OptionValue } from "../quiz/QuizCatalogue.ts"
import type { NoteKind } from "./NoteStatement.ts"

export interface NamedSymptomBox {
  readonly question: "symptoms"
  readonly option: OptionValue<"symptoms"> | OptionValue<"symptoms_male">
  readonly kind: NoteKind
}

export interface NamedSignBox {
  readonly question: "scalp_signs"
  readonly option: OptionValue<"scalp_signs">
  readonly kind: NoteKind
}

export interface NamedConditionBox {
  readonly question: "scalp_condition"
  readonly option: OptionValue<"scalp_condition">
  readonly kind: NoteKind
}

/** The symptoms' boxes (women's and men's lists alike). */
export const namedSymptomBoxes = [
  { question: "symptoms", option: "persistent_flaking", kind: "flaking" },
  { question: "symptoms", option: "sudden_shedding", kind: "shedding" },
  { question: "symptoms", option: "scalp_pimples", kind: "scalp_bumps" },
  { question: "symptoms", option: "burning_stinging", kind: "scalp_burning" },
  { question: "symptoms", option: "broken_edges", kind: "thin_edges" },
  { question: "symptoms", option: "widening_parting", kind: "thinning_on_top" },
  { question: "symptoms", option: "round_patches", kind: "bald_patches" },
  { question: "symptoms", option: "painful_lumps", kind: "painful_lumps" },
] as const satisfies ReadonlyArray<NamedSymptomBox>

/** The scalp signs' boxes whose red flag a note may undo. */
export const namedSignBoxes = [
  { question: "scalp_signs", option: "sore_not_healing", kind: "non_healing_sore" },
  { question: "scalp_signs", option: "neck_lump", kind: "neck_lump" },
  { question: "scalp_signs", option: "brow_lash_loss", kind: "brow_lash_loss" },
] as const satisfies ReadonlyArray<NamedSignBox>

/** The scalp's state boxes a note may take back ("ignore the sore where styles pull box"). */
export const namedConditionBoxes = [
  { question: "scalp_condition", option: "traction", kind: "thin_edges" },
] as const satisfies ReadonlyArray<NamedConditionBox>
