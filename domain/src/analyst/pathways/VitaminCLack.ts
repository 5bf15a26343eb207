/**
 * Corkscrew body hairs or tiny red dots around the hairs on the legs, or
 * bleeding gums and bruising on a diet short of fruit and vegetables: a lack
 * of vitamin C (scurvy), most often in older people living alone, on very
 * restricted diets or drinking heavily. A GP within days: it is easily
 * treated, and the same poor diet may hide other gaps (NHS, scurvy).
 */
import { type HairProfile, hasNoted } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"

export const suggestsVitaminCLack = (p: HairProfile): boolean =>
  hasNoted(p, "corkscrew_hairs") || (hasNoted(p, "bruising") && hasNoted(p, "low_intake"))

export const vitaminCLack: Pathway = {
  id: "vitamin-c-lack",
  condition: "scurvy, a lack of vitamin C",
  urgency: "within_days",
  professional: "gp",
  when: suggestsVitaminCLack,
  recognise: /vitamin C|scurvy/i,
  lead: () =>
    "bleeding gums, bruising or corkscrew hairs with tiny red spots on the legs, on a diet short of fruit and vegetables, can be a lack of vitamin C: see a GP within a few days",
  say: () =>
    "Bleeding gums, bruises, dry, corkscrew-shaped body hairs or tiny red spots around the hairs on the legs, on a diet short of fruit and vegetables, can be scurvy, a lack of vitamin C: see a GP within a few days. It is easily treated, and the GP will check for the other things a thin diet can run short of, such as iron and vitamin D. The dry, wiry scalp hair can come from the same cause and improves as it is put right; meanwhile a piece of fruit or a glass of fruit juice a day is a good start.",
  startHere: () => ({
    change: "See a GP within a few days about the gums, bruises and leg hairs",
    why: "Together on a thin diet they can be a lack of vitamin C, which is easily treated.",
  }),
  neverBeside: () => [/\bbiotin\b/i],
  sources: ["NHS-SCURVY"],
}
