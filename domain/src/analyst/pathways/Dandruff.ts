/**
 * Seborrhoeic dermatitis and dandruff: flakes and itch from a scalp yeast and
 * the skin's reaction to it. Self-care first: an antifungal shampoo; a GP or
 * dermatologist only if it is unchanged after 4 to 8 weeks of correct use
 * (AAD; Clark et al. 2015). Never a doctor first for flakes alone.
 */
import { hasPersistentFlaking, hasPlaques, needsAntifungal } from "../HairProfile.ts"
import { scalpIsReacting } from "./ChemicalInjury.ts"
import type { Pathway } from "./Pathway.ts"
import { suggestsRingworm } from "./ScalpRingworm.ts"
import { isChild } from "./Signs.ts"

export const persistentFlaking: Pathway = {
  id: "persistent-flaking",
  condition: "seborrhoeic dermatitis, stubborn dandruff",
  urgency: "routine",
  professional: "gp",
  // A child's flakes are a GP's or gentle care's (ChildScalp.ts), never an adult's medicated wash.
  when: (p) => hasPersistentFlaking(p) && !suggestsRingworm(p) && !isChild(p),
  recognise: /flaking|seborrh/i,
  lead: () =>
    "treat the flaking with a medicated shampoo, and see a GP or dermatologist if it is unchanged after 4 to 8 weeks",
  say: (p) =>
    scalpIsReacting(p)
      ? "Persistent flaking can be seborrhoeic dermatitis, stubborn dandruff, but while the scalp is reacting to something put on it, nothing medicated goes on it: show the flaking to the GP or dermatologist who sees the reaction."
      : hasPlaques(p)
        ? "Persistent flaking: with thick plaques, the flaking is part of them, so the GP or dermatologist visit for the plaques covers it too."
        : "Persistent flaking is most often seborrhoeic dermatitis, stubborn dandruff, a reaction to a yeast that lives on every scalp: an antifungal shampoo used as the label directs usually controls it. If it is unchanged after 4 to 8 weeks of that, see a GP or dermatologist. Go within days for a scaly patch with broken-off hairs, or thick silvery plaques; those are not dandruff.",
  startHere: (p) =>
    scalpIsReacting(p)
      ? {
          change: "Show the flaking to the doctor who sees the reaction",
          why: "Nothing medicated goes on a scalp that is reacting; the flakes can be treated once it has settled.",
        }
      : {
          change: "Use an antifungal shampoo as the label directs",
          why: "Persistent flakes rarely clear with plain shampoo; see a GP or dermatologist if they are unchanged after 4 to 8 weeks.",
        },
  neverBeside: () => [],
  sources: ["AAD-D", "SD-AFP"],
}

export const mildFlaking: Pathway = {
  id: "mild-flaking",
  condition: "dandruff",
  urgency: "routine",
  professional: "gp",
  when: (p) =>
    needsAntifungal(p) && !hasPersistentFlaking(p) && !suggestsRingworm(p) && !isChild(p),
  recognise: /flakes/i,
  lead: () => "calm the flakes with an antifungal shampoo",
  say: () =>
    "Itching and flakes are usually dandruff: give an antifungal shampoo 4 to 8 weeks. If nothing changes, or you see a scaly patch with broken hairs, see a GP or dermatologist.",
  startHere: () => ({
    change: "Use the antifungal shampoo on your scalp as the label directs",
    why: "Flakes and itch usually come from a yeast on the scalp that antifungal shampoos keep down.",
  }),
  neverBeside: () => [],
  sources: ["AAD-D", "SD-AFP"],
}
