/**
 * Muscles grown weak (hard to lift the arms or climb the stairs) with a skin
 * rash: purple or puffy eyelids, red rough bumps over the knuckles, a rash on
 * the chest, back or face, often with an itchy, burning scalp that dandruff
 * shampoo does not help. Together they can be dermatomyositis, which a GP
 * sees within days, the same day if swallowing or breathing is hard
 * (British Association of Dermatologists).
 */
import { type HairProfile, hasNoted } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"
import { scalpSymptomRules } from "./Signs.ts"

export const suggestsDermatomyositis = (p: HairProfile): boolean =>
  hasNoted(p, "muscle_weakness") &&
  (hasNoted(p, "eyelid_rash") || hasNoted(p, "body_rash") || hasNoted(p, "face_rash"))

export const muscleSkinSigns: Pathway = {
  id: "muscle-skin-signs",
  condition: "dermatomyositis, an inflammation of the skin and muscles",
  urgency: "within_days",
  professional: "gp",
  when: suggestsDermatomyositis,
  recognise: /dermatomyositis/i,
  lead: () =>
    "weak muscles with a rash on the eyelids, knuckles or chest can be dermatomyositis: see a GP within a few days, the same day if swallowing or breathing gets hard",
  say: () =>
    "Muscles that have grown weak, with purple or puffy eyelids, red bumps over the knuckles or a rash on the chest or back, and an itchy, burning scalp that dandruff shampoo does not help, can be dermatomyositis, an inflammation of the skin and muscles: see a GP within a few days and show them every one of these; if swallowing or breathing becomes hard, get help the same day. It is not dandruff or a product, and a stronger shampoo will not settle it.",
  startHere: () => ({
    change: "See a GP within a few days about the weak arms, the rash and the scalp",
    why: "Together they can be dermatomyositis, which needs blood tests; the same day if swallowing or breathing gets hard.",
  }),
  neverBeside: () => [/\bwhatever you last (put|applied)\b/i, /\bfolliculitis\b/i],
  supersedes: scalpSymptomRules,
  holdsScalpCare: true,
  sources: ["BAD-DM"],
}
