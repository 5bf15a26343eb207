/**
 * Scalp ringworm (tinea capitis): a fungal infection, mostly of children, that
 * shampoo alone does not cure; tablets from a doctor are needed, and it spreads
 * through combs, hats, pillows, siblings and pets (BAD guideline 2014).
 */
import { type HairProfile, hasNoted } from "../HairProfile.ts"
import { lookedAndFoundNoPatch, patchNotFromPulling } from "./ChildScalp.ts"
import type { Pathway } from "./Pathway.ts"
import { cradleCap, hasSign, isChild } from "./Signs.ts"

/**
 * Hairs snapped in a patch on skin the notes say is clear (no flakes, no itch), fried by heat
 * or a product: breakage, not ringworm, unless the notes name scale or ringworm.
 */
const heatBreakage = (p: HairProfile): boolean =>
  p.noted.has("scaly_patch_broken_hairs") &&
  (p.toldNot.has("flaking") || p.toldNot.has("itching")) &&
  (hasNoted(p, "over_processed") || hasNoted(p, "feels_stiff")) &&
  !/ringworm|tinea|scal|flak|black dot/i.test(p.noted.get("scaly_patch_broken_hairs")?.words ?? "")

/** A scaly patch with broken hairs; or, in a child, patches or scaling of any kind. */
export const suggestsRingworm = (p: HairProfile): boolean =>
  (hasSign(p, "scaly_patch_broken_hairs") && !heatBreakage(p)) ||
  (isChild(p) &&
    !cradleCap(p) &&
    (patchNotFromPulling(p) ||
      p.symptoms.has("scaly_plaques") ||
      (p.symptoms.has("persistent_flaking") && !lookedAndFoundNoPatch(p)) ||
      hasSign(p, "neck_lump") ||
      (p.symptoms.has("painful_lumps") && hasNoted(p, "flaking"))))

const whose = (p: HairProfile) => (isChild(p) ? "your child's" : "your")

export const scalpRingworm: Pathway = {
  id: "scalp-ringworm",
  condition: "scalp ringworm, tinea capitis",
  urgency: "within_days",
  professional: "gp",
  when: suggestsRingworm,
  recognise: /ringworm|tinea/i,
  lead: (p) =>
    `a scaly patch with broken hairs${isChild(p) ? " in a child" : ""} can be scalp ringworm, tinea capitis: see a GP within a few days, because it needs tablets and spreads to others`,
  say: (p) =>
    `Scaly patches${hasSign(p, "scaly_patch_broken_hairs") ? " with broken-off hairs" : ""}${isChild(p) ? " on a child's scalp" : ""}${hasSign(p, "neck_lump") ? ", with a lump in the neck," : ""} can be scalp ringworm, tinea capitis, a fungal infection: see a GP within a few days. A sample of scale or hair confirms it, and it needs antifungal tablets from a doctor; shampoo alone does not cure it, though the doctor may add a medicated shampoo for the whole household to stop it spreading. It is catching: until it is treated, do not share combs, brushes, hats, towels or pillows, wash them hot, and check brothers, sisters and anyone else at home${hasNoted(p, "pet_contact") ? "; pets can carry it, so ask a vet to look at yours" : "; a pet with bald patches can be the source"}.`,
  startHere: (p) => ({
    change: `See a GP within a few days about ${whose(p)} scaly patch`,
    why: "It can be scalp ringworm, which needs tablets from a doctor and spreads through combs, hats and pillows.",
  }),
  neverBeside: () => [
    /\bdandruff\b/i,
    /\b(calm|calming|control|controls) (the )?flakes\b/i,
    /\bantifungal shampoo\b[^.]*\b(as the label|on your scalp|twice a week|every week|weekly)\b/i,
  ],
  // A scaly patch with broken hairs is not psoriasis's plaques, nor traction's broken edges.
  supersedes: [
    "flaking",
    "persistent-flaking",
    "mild-flaking",
    "malassezia",
    "antifungal",
    "scaly-plaques",
    "plaques",
    "broken-edges",
    "edges",
  ],
  sources: ["BAD-TINEA"],
}
