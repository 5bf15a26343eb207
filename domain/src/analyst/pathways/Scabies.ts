/**
 * Itching that others around the person share, most of all worse at night and
 * between the fingers: scabies, passed on by close contact. A GP or
 * pharmacist within days; everyone in the home treated on the same day; in a
 * care home or supported living, the crusted form spreads fast, so the GP and
 * the local health protection team are told (NHS, scabies; UKHSA).
 */
import { type HairProfile, hasNoted } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"

const itches = (p: HairProfile): boolean =>
  hasNoted(p, "itching") || p.scalp.has("itchy_flaky") || hasNoted(p, "itchy_hands_feet")

/** Itching shared with others, unless lice are seen: then it is the lice's (HeadLice.ts). */
export const suggestsScabies = (p: HairProfile): boolean =>
  hasNoted(p, "others_itching") && itches(p) && !hasNoted(p, "head_lice")

export const scabies: Pathway = {
  id: "scabies",
  condition: "scabies, a mite passed on by close contact",
  urgency: "within_days",
  professional: "gp",
  when: suggestsScabies,
  recognise: /scabies/i,
  lead: () =>
    "itching that others around you share, worse at night, can be scabies: see a GP or pharmacist within a few days, and everyone close is treated on the same day",
  say: (p) =>
    `Itching that others around ${p.quizFor === "self" ? "you" : "them"} share, often worst at night and between the fingers, can be scabies, a mite passed on by close contact: see a GP or pharmacist within a few days, and treat everyone in the home on the same day, with bedding and clothes washed hot. ${p.quizFor === "someone_else" ? "Where several people who live or work together itch, tell the GP and the local health protection team, because a crusted form spreads fast. " : ""}Creams for eczema or itch can make it worse, and no shampoo treats it.`,
  startHere: () => ({
    change: "See a GP or pharmacist within a few days about the itching others share",
    why: "Itching that spreads between people can be scabies; everyone close is treated together.",
  }),
  neverBeside: () => [/\bantifungal\b/i],
  supersedes: ["mild-flaking", "persistent-flaking", "flaking", "scaly-plaques", "plaques"],
  holdsScalpCare: true,
  sources: ["NHS-SCABIES"],
}
