/**
 * A lump in the neck, above the collarbone, in an armpit or the groin, with
 * night sweats or weight lost without trying (or the two together): the signs
 * a GP checks within days for a condition of the lymph glands such as
 * lymphoma (NHS). Itching all over can come with them. Never a scalp product's
 * or build-up's doing, and no hair advice takes its place.
 */
import { type HairProfile, hasNoted } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"
import { hasSign } from "./Signs.ts"

const lump = (p: HairProfile): boolean => hasNoted(p, "neck_lump") || hasSign(p, "neck_lump")
const bodySigns = (p: HairProfile): boolean =>
  hasNoted(p, "night_sweats") || hasNoted(p, "unexplained_weight_loss")

export const suggestsLymphSigns = (p: HairProfile): boolean =>
  (lump(p) && bodySigns(p)) ||
  (hasNoted(p, "night_sweats") && hasNoted(p, "unexplained_weight_loss"))

export const lymphSigns: Pathway = {
  id: "lymph-signs",
  condition: "a condition of the lymph glands, such as lymphoma",
  urgency: "within_days",
  professional: "gp",
  when: suggestsLymphSigns,
  recognise: /lymph/i,
  lead: () =>
    "a lump that stays, with night sweats or weight lost without trying, needs a GP within a few days to check the lymph glands",
  say: () =>
    "A lump in the neck, above the collarbone or in an armpit that stays, with night sweats that soak the sheets or weight lost without trying, with or without itching all over, needs a GP within a few days: these are the signs they check for a condition of the lymph glands, such as lymphoma, and most turn out to be something less serious. Tell them every one of these signs. It is not product build-up, and no scalp treatment is the answer.",
  startHere: () => ({
    change: "See a GP within a few days about the lump, the night sweats and the weight loss",
    why: "Together they are what a GP checks the lymph glands for; most turn out to be less serious, but they need seeing soon.",
  }),
  neverBeside: () => [/\bbiotin\b/i, /\bdetox\b/i],
  supersedes: [
    "overactive-thyroid-signs",
    "sudden-shedding",
    "shedding-after-trigger",
    "shedding",
    "neck-lump-watch",
  ],
  holdsScalpCare: true,
  sources: ["NHS-LYMPH"],
}
