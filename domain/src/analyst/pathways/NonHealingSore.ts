/**
 * A sore, scab or spot that bleeds, crusts or has not healed in four weeks:
 * on skin the sun has reached for years, a skin cancer has to be ruled out
 * by a doctor (NICE NG12; Cancer Research UK: a sore that does not heal, or
 * that itches, bleeds or scabs for more than 4 weeks).
 */
import { type HairProfile, hasNoted } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"
import { hasSign, isOlderAdult, sunReachesScalp } from "./Signs.ts"

export const hasNonHealingSore = (p: HairProfile): boolean =>
  hasSign(p, "sore_not_healing") || hasNoted(p, "non_healing_sore")

export const nonHealingSore: Pathway = {
  id: "non-healing-sore",
  condition: "a skin growth that needs checking, such as a skin cancer",
  urgency: "within_days",
  professional: "gp",
  // A sore in the days after a product burned the scalp is the burn's (ChemicalInjury.ts).
  when: (p) => hasNonHealingSore(p) && !hasNoted(p, "urgent_reaction"),
  recognise: /sore|skin (check|cancer)/i,
  lead: () =>
    "a sore that bleeds or has not healed needs a GP to look at it within a few days, to rule out a skin cancer",
  say: (p) =>
    `A sore, scab or spot that bleeds, crusts or has not healed in 4 weeks needs a GP to see it within a few days${sunReachesScalp(p) || isOlderAdult(p) ? ", all the more on a scalp the sun reaches" : ""}: a skin cancer has to be ruled out, and those found early are simple to treat. Tell the GP about any skin cancer you have had before. Meanwhile leave it alone: no picking, scrubbing or scalp treatments on it, keep combs and tools off it, and keep the sun off your scalp with a hat.`,
  startHere: () => ({
    change: "Show the sore that will not heal to a GP within a few days",
    why: "A sore that bleeds or has not healed in 4 weeks needs a skin check; found early, skin cancers are simple to treat.",
  }),
  neverBeside: () => [/\b(scrub|exfoliat)\w*\b[^.]*\bscalp\b/i],
  // The sore is not a bump that settles in weeks: no folliculitis line or timeline beside it.
  supersedes: ["scalp-pimples", "bumps", "pimples"],
  sources: ["NICE-NG12", "CRUK-SKIN"],
}
