/**
 * Lupus (systemic lupus erythematosus): an autoimmune condition that can thin
 * hair all over, with stiff or aching joints, mouth ulcers, tiredness and a
 * red rash over the cheeks and nose that the sun brings out. Not the braids
 * or a product: a GP within days for blood tests (NHS).
 */
import { type HairProfile, hasNoted } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"

/** Two of its signs together: a rash on the cheeks, aching joints, mouth ulcers, exhaustion. */
export const suggestsLupus = (p: HairProfile): boolean =>
  [
    hasNoted(p, "face_rash"),
    hasNoted(p, "joint_pain"),
    hasNoted(p, "sore_throat"),
    hasNoted(p, "tiredness"),
  ].filter(Boolean).length >= 3 ||
  (hasNoted(p, "face_rash") && hasNoted(p, "joint_pain"))

export const lupus: Pathway = {
  id: "lupus-signs",
  condition: "lupus, an autoimmune condition",
  urgency: "within_days",
  professional: "gp",
  when: suggestsLupus,
  recognise: /lupus/i,
  lead: () =>
    "thinning with stiff joints, mouth ulcers, tiredness or a rash over the cheeks after sun can be lupus, an autoimmune condition: see a GP within a few days for blood tests",
  say: () =>
    "Hair thinning all over that comes with stiff or aching joints in the morning, mouth ulcers, tiredness or a red rash over the cheeks and nose that the sun brings out can be lupus, an autoimmune condition, rather than the way you style your hair: see a GP within a few days and tell them every one of these; blood tests start the diagnosis, and treatment protects the joints, skin and hair. Meanwhile keep the sun off your face and scalp and keep hair care gentle.",
  startHere: () => ({
    change: "See a GP within a few days about the joints, the rash and the thinning together",
    why: "Together they can be lupus, an autoimmune condition; blood tests start the diagnosis, and it is not caused by your hair care.",
  }),
  neverBeside: () => [],
  // Not the braids: the thinning is the lupus's until a doctor says otherwise.
  supersedes: ["broken-edges", "edges", "sudden-shedding", "shedding-after-trigger", "shedding"],
  sources: ["NHS-LUPUS"],
}
