/**
 * Alopecia areata: round, smooth bald patches on the scalp, in the beard or
 * the eyebrows; the immune system resting the follicles, not the routine. A
 * dermatologist within 1 to 2 weeks (hair-science §4; BAD leaflet): no
 * shampoo, oil or routine change treats it, and no volumising answer is one.
 */
import { type HairProfile, hasNoted, hasPatchyLoss } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"
import { suggestsRingworm } from "./ScalpRingworm.ts"
import { hasSign } from "./Signs.ts"

const where = (p: HairProfile): string => {
  const places = [
    ...(hasPatchyLoss(p) ? ["scalp"] : []),
    ...(hasNoted(p, "beard_loss") ? ["beard"] : []),
    ...(hasSign(p, "brow_lash_loss") || hasNoted(p, "brow_lash_loss")
      ? ["eyebrows or lashes"]
      : []),
  ]
  return places.length <= 1
    ? (places[0] ?? "scalp")
    : `${places.slice(0, -1).join(", ")} and ${places.at(-1)}`
}

export const alopeciaAreata: Pathway = {
  id: "round-patches",
  condition: "alopecia areata",
  urgency: "within_2_weeks",
  professional: "dermatologist",
  // Patches with scale and broken hairs, or in a child with scaling, are ringworm's first.
  when: (p) =>
    (hasPatchyLoss(p) || hasNoted(p, "beard_loss")) &&
    !(suggestsRingworm(p) && hasSign(p, "scaly_patch_broken_hairs")),
  recognise: /bald patches|alopecia areata/i,
  lead: () =>
    "round, smooth bald patches need a dermatologist within 1 to 2 weeks; no shampoo, oil or routine change treats them",
  say: (p) =>
    `Round, smooth bald patches in the ${where(p)} are most often alopecia areata, where the immune system pauses the follicles: see a dermatologist within 1 to 2 weeks. It is not caused by your routine and no shampoo or oil treats it; a dermatologist can confirm it, rule out other causes and discuss treatment. Take a dated photo of each patch now so changes can be judged${p.sun.has("scalp_shows") || p.lowCut ? ", and keep the sun off bare patches" : ""}.`,
  startHere: () => ({
    change: "Book a dermatologist within 1 to 2 weeks for the bald patches",
    why: "Round, smooth patches are not shedding from your routine, and treatment works best started early.",
  }),
  neverBeside: () => [
    /\bvolumi[sz]ing\b|root-lift|for volume/i,
    /\b(hair|it) (will )?grows? back\b/i,
  ],
  sources: ["BAD-AA", "AAD-L"],
}
