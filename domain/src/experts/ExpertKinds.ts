/**
 * The closed lists of the directory: the kinds of expert and their
 * specialties, with the words people read. Apart from Expert.ts so that the
 * pages that only read a search address do not load Effect's Schema.
 */
export const expertKinds = [
  "dermatologist",
  "trichologist",
  "hairdresser",
  "loctician",
  "barber",
] as const
export type ExpertKind = (typeof expertKinds)[number]

export const expertKindLabels: Readonly<Record<ExpertKind, string>> = {
  dermatologist: "Dermatologist",
  trichologist: "Trichologist",
  hairdresser: "Hairdresser or colourist",
  loctician: "Loctician",
  barber: "Barber",
}

export const specialties = [
  "scalp_conditions",
  "hair_loss",
  "textured_hair",
  "colour_correction",
  "locs",
  "children",
] as const
export type Specialty = (typeof specialties)[number]

export const specialtyLabels: Readonly<Record<Specialty, string>> = {
  scalp_conditions: "Scalp conditions",
  hair_loss: "Hair loss",
  textured_hair: "Textured hair",
  colour_correction: "Colour correction",
  locs: "Locs",
  children: "Children",
}
