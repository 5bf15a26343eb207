/**
 * In pregnancy, itching of the palms and soles (worse at night, often with
 * no rash) can be obstetric cholestasis, a liver condition of pregnancy; a
 * bad headache with blurred sight, or sudden swelling of the face and hands,
 * can be pre-eclampsia. Either is for the midwife or maternity unit the same
 * day, not the next routine appointment (NHS; RCOG).
 */
import { type HairProfile, hasNoted } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"

const pregnant = (p: HairProfile): boolean => p.hormonalStage === "pregnant"
const cholestasisSigns = (p: HairProfile): boolean => hasNoted(p, "itchy_hands_feet")
const preEclampsiaSigns = (p: HairProfile): boolean =>
  hasNoted(p, "headache") && hasNoted(p, "sight_change")

export const suggestsPregnancyWarning = (p: HairProfile): boolean =>
  pregnant(p) && (cholestasisSigns(p) || preEclampsiaSigns(p))

const which = (p: HairProfile): string =>
  cholestasisSigns(p)
    ? "obstetric cholestasis, a liver condition of pregnancy"
    : "pre-eclampsia, a blood pressure condition of pregnancy"

export const pregnancyWarning: Pathway = {
  id: "pregnancy-warning-signs",
  condition: "obstetric cholestasis or pre-eclampsia, conditions of pregnancy",
  urgency: "same_day",
  professional: "urgent_care",
  when: suggestsPregnancyWarning,
  recognise: /cholestasis|pre-eclampsia|midwife/i,
  lead: (p) =>
    `${cholestasisSigns(p) ? "itching of the hands and feet" : "a headache with blurred sight"} in pregnancy can be ${which(p)}: call your midwife or maternity unit today, without waiting for your next appointment`,
  say: (p) =>
    `${cholestasisSigns(p) ? "Itching of the palms and soles, worse at night, often with no rash," : "A bad headache with blurred sight or flashing lights, or sudden swelling of the face and hands,"} in pregnancy can be ${which(p)}: call your midwife or maternity assessment unit today, without waiting for your next appointment; they check it with a blood ${cholestasisSigns(p) ? "test" : "pressure and urine test"}. It is not your scalp or a shampoo, and no scalp product is the answer. Call at once if the baby moves less than usual.`,
  startHere: (p) => ({
    change: `Call your midwife or maternity unit today about the ${cholestasisSigns(p) ? "itching of your hands and feet" : "headache and blurred sight"}`,
    why: `In pregnancy it can be ${which(p)}, which they check the same day.`,
  }),
  neverBeside: () => [/\btea tree\b/i],
  supersedes: ["mild-flaking", "persistent-flaking", "flaking"],
  holdsScalpCare: true,
  sources: ["NHS-ICP"],
}
