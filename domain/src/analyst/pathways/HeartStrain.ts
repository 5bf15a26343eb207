/**
 * Swollen ankles with breathlessness, a racing heart, weight put on fast or
 * sleeping propped up: fluid the heart is not clearing. On oral minoxidil,
 * which some take for hair loss, it is a known effect: fluid retention and a
 * fast heart. A GP the same day; 999 if breathless at rest or with chest pain
 * (NHS, heart failure; BAD on oral minoxidil).
 */
import { type HairProfile, hasNoted } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"

// Noted facts hold nothing imagined: "should I start minoxidil?" never reaches here.
const onMinoxidil = (p: HairProfile): boolean =>
  p.noted.get("supplement")?.statement.value === "hair_loss_treatment"

export const suggestsHeartStrain = (p: HairProfile): boolean =>
  hasNoted(p, "swollen_ankles") &&
  (hasNoted(p, "breathless") || hasNoted(p, "racing_heart") || hasNoted(p, "weight_gain"))

export const heartStrain: Pathway = {
  id: "heart-strain",
  condition: "fluid building up because the heart is under strain",
  urgency: "same_day",
  professional: "gp",
  when: suggestsHeartStrain,
  recognise: /heart|fluid/i,
  lead: (p) =>
    `swollen ankles with breathlessness or a racing heart can mean fluid the heart is not clearing${onMinoxidil(p) ? ", a known effect of minoxidil tablets" : ""}: see a GP today`,
  say: (p) =>
    `Swollen ankles with breathlessness, a racing heart or weight put on fast can mean fluid is building up because the heart is under strain: see a GP today, and call 999 if you are breathless at rest or have chest pain.${onMinoxidil(p) ? " Minoxidil taken as tablets can do this: tell the doctor who prescribed it today, and take no more until they have advised you." : ""} Nothing for the hair matters until this is checked.`,
  startHere: () => ({
    change: "See a GP today about the swollen ankles and the breathlessness",
    why: "Together they can mean fluid the heart is not clearing; 999 if breathless at rest or with chest pain.",
  }),
  neverBeside: () => [/\bminoxidil\b[^.]*\bpharmacist\b/i],
  supersedes: ["anaemia-signs", "overactive-thyroid-signs"],
  sources: ["NHS-HF"],
}
