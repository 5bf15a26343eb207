/**
 * Hair after chemotherapy or immunotherapy: regrowth often comes back with a
 * new texture and settles over months; no chemical services until it is
 * established (commonly about six months), the treatment team asked before any
 * scalp treatment or supplement, and the scalp kept out of the sun (Macmillan;
 * Mayo Clinic; the expert review).
 */
import { afterChemotherapy } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"
import { isShedding } from "./Signs.ts"

export const chemoRegrowth: Pathway = {
  id: "chemo-regrowth",
  condition: "hair loss and regrowth after cancer treatment",
  urgency: "routine",
  professional: "treatment_team",
  when: afterChemotherapy,
  recognise: /chemotherapy|treatment team/i,
  lead: () =>
    "after chemotherapy, ask your treatment team before any scalp treatment or supplement",
  say: (p) =>
    `After chemotherapy${p.medicines.has("chemo_immunotherapy") ? " or immunotherapy" : ""}: ${isShedding(p) ? "shedding during and after treatment is expected and the hair usually regrows, but tell your treatment team. " : ""}Regrowth often comes back finer or with a new curl and settles over months; wait until it is established , commonly about six months, before any colour, relaxer or perm, and strand- and patch-test first. Ask your treatment team before any medicated shampoo, scalp treatment or supplement, and keep the scalp out of the sun. Patchy regrowth, or none a few months after treatment ends, is worth raising with them.`,
  startHere: () => ({
    change: "Keep care gentle while your hair regrows",
    why: "New hair after chemotherapy is fragile and may change texture; ask your treatment team before any scalp treatment.",
  }),
  neverBeside: () => [],
  sources: ["CHEMO", "MAYO-CHEMO"],
}
