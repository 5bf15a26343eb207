/**
 * Blisters, or raw, weeping patches where the skin comes away, on the scalp
 * or body, that no product explains and that are not on one side only
 * (shingles): with sores in the mouth above all, a blistering skin condition
 * such as pemphigus, or in an older person pemphigoid. A GP within days for
 * an urgent dermatology referral; the same day if they spread fast, the mouth
 * is too sore to eat or drink, or the person feels unwell (BAD).
 */
import { type HairProfile, hasNoted } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"
import { isChild, scalpSymptomRules } from "./Signs.ts"

const mouth = (p: HairProfile): boolean => hasNoted(p, "sore_throat")

/** Blisters with no product behind them, or a scalp "reaction" that comes with sores in the mouth. */
export const suggestsBlistering = (p: HairProfile): boolean =>
  // In a child, or with eczema or a fever, blisters are an infection's (InfectedSkin.ts).
  !isChild(p) &&
  !hasNoted(p, "eczema") &&
  !hasNoted(p, "fever") &&
  (hasNoted(p, "blisters") || (hasNoted(p, "urgent_reaction") && mouth(p)))

export const blisteringSkin: Pathway = {
  id: "blistering-skin",
  condition: "a blistering skin condition such as pemphigus or pemphigoid",
  urgency: "within_days",
  professional: "gp",
  when: suggestsBlistering,
  recognise: /blister/i,
  lead: (p) =>
    `blisters or raw patches that come away${mouth(p) ? ", with sores in the mouth," : ""} need a GP within a few days for an urgent skin specialist's opinion; the same day if they spread fast or you cannot eat or drink`,
  say: (p) =>
    `Blisters, or raw, weeping patches where the skin comes away${mouth(p) ? ", with sores in the mouth that have lasted" : ""}, can be a blistering skin condition such as pemphigus or pemphigoid: see a GP within a few days and ask for an urgent dermatology opinion; get help the same day if they spread fast, your mouth is too sore to eat or drink, or you feel unwell. It is not dandruff or a product reaction if it carries on with nothing on the scalp. Meanwhile wash the scalp only with a mild shampoo and lukewarm water, pat it dry, comb gently, and keep dye, heat and anything medicated off it.`,
  startHere: () => ({
    change: "See a GP within a few days about the blisters and raw patches",
    why: "Blisters that come away with no product behind them need a skin specialist soon; the same day if they spread fast.",
  }),
  // "Keep dye, heat and anything medicated off it": no heat styling planned beside it either.
  neverBeside: () => [
    /\bantifungal\b/i,
    /\bclarif(y|ying)\b/i,
    /\bexfoliat/i,
    /\bheat protectant\b|\bhot tools?\b|\bflat iron|\bblow-?dry/i,
  ],
  supersedes: scalpSymptomRules,
  holdsScalpCare: true,
  sources: ["BAD-PV"],
}
