/**
 * In pregnancy, itching of the palms and soles (worse at night, often with
 * no rash) can be obstetric cholestasis, a liver condition of pregnancy;
 * blurred sight or flashing lights, sudden swelling of the face and hands, or
 * pain under the ribs, with a headache or without, can be pre-eclampsia. Either is for the midwife or maternity unit the same
 * day, not the next routine appointment (NHS; RCOG).
 */
import type { NoteKind } from "../../notes/NoteStatement.ts"
import { listed } from "../../text/Sentences.ts"
import { type HairProfile, hasNoted } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"
import { pregnantNow } from "./Signs.ts"

const cholestasisSigns = (p: HairProfile): boolean => hasNoted(p, "itchy_hands_feet")

/**
 * The NHS's list of reasons to call the maternity unit, not wait for the next appointment:
 * changes in the sight, sudden swelling of the face or hands, pain under the ribs, each on its
 * own; a headache with any of them.
 */
const preEclampsiaKinds: ReadonlyArray<NoteKind> = ["sight_change", "puffy_swelling", "rib_pain"]
const preEclampsiaSigns = (p: HairProfile): boolean =>
  preEclampsiaKinds.some((kind) => hasNoted(p, kind))

export const suggestsPregnancyWarning = (p: HairProfile): boolean =>
  pregnantNow(p) && (cholestasisSigns(p) || preEclampsiaSigns(p))

const which = (p: HairProfile): string =>
  cholestasisSigns(p)
    ? "obstetric cholestasis, a liver condition of pregnancy"
    : "pre-eclampsia, a blood pressure condition of pregnancy"

/** What was told, in a few words: "a headache, a change in the sight and a puffy face or hands". */
const told = (p: HairProfile): string => {
  if (cholestasisSigns(p)) return "itching of the hands and feet"
  const signs = [
    ...(hasNoted(p, "headache") ? ["a headache"] : []),
    ...(hasNoted(p, "sight_change") ? ["a change in the sight"] : []),
    ...(hasNoted(p, "puffy_swelling") ? ["a puffy face or hands"] : []),
    ...(hasNoted(p, "rib_pain") ? ["pain under the ribs"] : []),
  ]
  return listed(signs)
}

export const pregnancyWarning: Pathway = {
  id: "pregnancy-warning-signs",
  condition: "obstetric cholestasis or pre-eclampsia, conditions of pregnancy",
  urgency: "same_day",
  professional: "urgent_care",
  when: suggestsPregnancyWarning,
  recognise: /cholestasis|pre-eclampsia|midwife/i,
  lead: (p) =>
    `${told(p)} in pregnancy can be ${which(p)}: call your midwife or maternity unit today, without waiting for your next appointment`,
  say: (p) =>
    `${cholestasisSigns(p) ? "Itching of the palms and soles, worse at night, often with no rash," : "A bad headache, blurred sight or flashing lights, sudden swelling of the face and hands, or pain under the ribs"} in pregnancy can be ${which(p)}: call your midwife or maternity assessment unit today, without waiting for your next appointment; they check it with a blood ${cholestasisSigns(p) ? "test" : "pressure and urine test"}. It is not your scalp or a shampoo, and no scalp product is the answer. Call at once if the baby moves less than usual.`,
  startHere: (p) => ({
    change: `Call your midwife or maternity unit today about ${told(p)}`,
    why: `In pregnancy it can be ${which(p)}, which they check the same day.`,
  }),
  neverBeside: () => [/\btea tree\b/i],
  supersedes: ["mild-flaking", "persistent-flaking", "flaking"],
  holdsScalpCare: true,
  sources: ["NHS-ICP"],
}
