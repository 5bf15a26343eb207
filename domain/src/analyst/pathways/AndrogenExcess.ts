/**
 * Signs of androgen excess: thinning on top with new acne, new facial or body
 * hair, or irregular periods, in a woman of an age to have periods. A GP
 * first, for tests such as those for polycystic ovary syndrome (BAD leaflet on
 * female pattern hair loss; NHS). Never at an age past menopause.
 */
import { type HairProfile, hasNoted } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"
import { crownThinning, mayHavePeriods } from "./Signs.ts"

/**
 * Periods going irregular from the mid-forties, with no acne or new hair, are the
 * perimenopause's, not a sign of androgen excess (NICE NG23).
 */
const perimenopausalPeriods = (p: HairProfile): boolean => {
  const words = p.noted.get("androgen_signs")?.words ?? ""
  return (
    /period/i.test(words) &&
    !/acne|spots|facial|chin|beard|moustache|mustache|body hair|hairy/i.test(words) &&
    (p.ageBand === "45_54" || p.hormonalStage === "perimenopausal")
  )
}

export const androgenExcess: Pathway = {
  id: "androgen-signs",
  condition: "a hormone imbalance such as polycystic ovary syndrome, PCOS,",
  urgency: "within_weeks",
  professional: "gp",
  when: (p) =>
    mayHavePeriods(p) &&
    hasNoted(p, "androgen_signs") &&
    !perimenopausalPeriods(p) &&
    (crownThinning(p) || p.symptoms.has("sudden_shedding")),
  recognise: /hormone|PCOS|polycystic/i,
  lead: () =>
    "thinning together with new acne, facial hair or irregular periods can come from a hormone imbalance: see a GP in the next few weeks",
  say: () =>
    "Thinning together with new acne, new facial or body hair, or irregular periods can come from a hormone imbalance such as polycystic ovary syndrome, or PCOS: see a GP in the next few weeks; blood tests show it, and treating it helps the hair too.",
  startHere: () => ({
    change: "See a GP in the next few weeks about the thinning and the other changes",
    why: "Together they can point to a hormone imbalance such as PCOS, which blood tests can show.",
  }),
  neverBeside: () => [],
  sources: ["BAD-F", "NHS-PCOS"],
}
