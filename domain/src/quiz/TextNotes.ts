/**
 * The free-text notes the quiz offers, by id, and how long one may be. Plain
 * data (no schema), so the quiz screen can read the limit without loading
 * Effect's Schema.
 */
export const textNoteIds = [
  "texture_notes",
  "heat_tension_other",
  "products_used_other",
  "loc_type_notes",
  // Beyond the spec: the notes fields of medicines and health_background, offered to everyone.
  "medicine_notes",
  "health_notes",
] as const
export type TextNoteId = (typeof textNoteIds)[number]

export const textNoteMaxLength = 2000
