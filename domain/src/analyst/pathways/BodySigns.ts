/**
 * Signs elsewhere in the body that change what shedding means: a person
 * rarely ticks them, they write them in the notes ("dropped a stone without
 * dieting", "heart races", "craving ice"). Named once here for the pathways
 * that read them (OveractiveThyroid.ts, IronAnaemia.ts) and the doctor's summary.
 */

import type { NoteKind } from "../../notes/NoteStatement.ts"
import { type HairProfile, hasNoted } from "../HairProfile.ts"

/** An overactive thyroid's signs (NHS: unexplained weight loss, palpitations, tremor, heat). */
export const overactiveThyroidSigns = [
  "unexplained_weight_loss",
  "racing_heart",
  "shaky_hands",
  "always_hot",
] as const satisfies ReadonlyArray<NoteKind>

/** An underactive thyroid's signs (NHS: cold, weight gain, constipation, dry skin, tiredness). */
export const underactiveThyroidSigns = [
  "always_cold",
  "weight_gain",
  "constipation",
  "dry_skin",
] as const satisfies ReadonlyArray<NoteKind>

/** Anaemia's signs beyond tiredness (NHS: breathlessness, pallor, spoon-shaped nails; pica, such as craving ice). */
export const anaemiaSigns = [
  "breathless",
  "ice_craving",
  "spoon_nails",
  "pale",
] as const satisfies ReadonlyArray<NoteKind>

/** Every such sign, in the order the doctor's page lists them. */
export const bodySigns = [
  ...overactiveThyroidSigns,
  ...underactiveThyroidSigns,
  ...anaemiaSigns,
] as const satisfies ReadonlyArray<NoteKind>

/** How the signs read in a sentence and on the doctor's page. */
export const bodySignWords: Readonly<Record<(typeof bodySigns)[number], string>> = {
  unexplained_weight_loss: "losing weight without trying",
  racing_heart: "a racing heart",
  shaky_hands: "shaky hands",
  always_hot: "feeling hot when others are not",
  always_cold: "feeling cold when others are not",
  weight_gain: "putting on weight",
  constipation: "constipation",
  dry_skin: "dry skin",
  breathless: "getting out of breath easily",
  ice_craving: "craving ice",
  spoon_nails: "nails gone soft or spoon-shaped",
  pale: "looking pale or grey",
}

export const notedSigns = <K extends NoteKind>(
  p: HairProfile,
  kinds: ReadonlyArray<K>,
): ReadonlyArray<K> => kinds.filter((kind) => hasNoted(p, kind))
