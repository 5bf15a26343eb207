/**
 * Psoriatic arthritis: in someone with psoriasis, a swollen "sausage" finger or
 * toe, stiff or aching joints, a sore heel in the morning, or pitted, lifting
 * nails. Found early, treatment stops lasting joint damage: a GP within 1 to 2
 * weeks, for a referral to a rheumatologist (NHS).
 */
import { type HairProfile, hasNoted, hasPlaques } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"

export const suggestsPsoriaticArthritis = (p: HairProfile): boolean =>
  hasPlaques(p) && (hasNoted(p, "joint_pain") || hasNoted(p, "nail_changes"))

export const psoriaticArthritis: Pathway = {
  id: "psoriatic-joints",
  condition: "psoriatic arthritis",
  urgency: "within_2_weeks",
  professional: "gp",
  when: suggestsPsoriaticArthritis,
  recognise: /psoriatic arthritis/i,
  lead: () =>
    "psoriasis with a swollen finger, sore joints or pitted nails can be psoriatic arthritis: see a GP within 1 to 2 weeks, who can refer you to a rheumatologist",
  say: () =>
    "With psoriasis, a finger or toe swollen like a sausage, stiff or aching joints, a heel that is sore first thing, or pitted, lifting nails can be psoriatic arthritis: see a GP within 1 to 2 weeks and show them the joints, the nails and the scalp. Treated early, it stops lasting damage to the joints; a rheumatologist and a dermatologist often share the care, and the same treatment can calm the scalp plaques too.",
  startHere: () => ({
    change: "See a GP within 1 to 2 weeks about the joints, the nails and the scalp",
    why: "With psoriasis they can be psoriatic arthritis, which treatment started early stops from damaging the joints.",
  }),
  neverBeside: () => [/\banti-dandruff shampoo\b|\bcalm(ing)? the flakes\b/i],
  sources: ["NHS-PSA"],
}
