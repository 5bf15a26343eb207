/**
 * Scalp psoriasis: thick, silvery, scaly plaques, often crossing the hairline,
 * sometimes with nail or elbow changes. Not dandruff: a GP or dermatologist
 * in the next few weeks for a diagnosis; a scale lifter (salicylic acid) or
 * coal tar meanwhile (AAD; the expert review).
 */
import { hasPlaques } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"
import { suggestsRingworm } from "./ScalpRingworm.ts"
import { cradleCap } from "./Signs.ts"

export const scalpPsoriasis: Pathway = {
  id: "scaly-plaques",
  condition: "scalp psoriasis",
  urgency: "within_weeks",
  professional: "gp",
  // A well baby's crust is cradle cap (ChildScalp.ts), not plaques.
  when: (p) => hasPlaques(p) && !suggestsRingworm(p) && !cradleCap(p),
  recognise: /plaques|psoriasis/i,
  lead: () =>
    "thick, scaly plaques are not dandruff: see a GP or dermatologist in the next few weeks for a diagnosis",
  say: (p) =>
    `Thick, scaly plaques, especially crossing the hairline or with nail or elbow changes, can be scalp psoriasis: see a GP or dermatologist in the next few weeks; plaques are not dandruff and need a diagnosis and prescription treatment. Until then, a shampoo with salicylic acid to lift the scale${p.states.has("bleached") ? " is the usual over-the-counter option; coal tar, the other one, can stain lightened hair" : ", or one with coal tar, are the usual over-the-counter options"}. Do not pick or scrape the scale off.`,
  startHere: () => ({
    change: "See a GP or dermatologist about the plaques in the next few weeks",
    why: "Thick, scaly plaques are not dandruff and need a diagnosis; a scale-lifting shampoo helps until then.",
  }),
  neverBeside: () => [/\banti-dandruff shampoo\b|\bcalm(ing)? the flakes\b/i],
  sources: ["AAD-PSO", "AAD-D"],
}
