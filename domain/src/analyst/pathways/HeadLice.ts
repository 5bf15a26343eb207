/**
 * Head lice: nits stuck near the roots, something moving, an itch behind the
 * ears and at the nape, a letter from school. Common, harmless, nothing to do
 * with dirty hair, and treated at home: wet combing with a detection comb, or
 * a pharmacy lotion used twice a week apart; everyone at home is checked and
 * only those with live lice treated; no time off school. A GP only for broken,
 * crusting skin that may be infected (NHS West Yorkshire Healthier Together).
 */
import { type HairProfile, hasNoted } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"
import { isChild } from "./Signs.ts"

export const hasHeadLice = (p: HairProfile): boolean => hasNoted(p, "head_lice")

export const headLice: Pathway = {
  id: "head-lice",
  condition: "head lice",
  urgency: "routine",
  professional: "gp",
  when: hasHeadLice,
  recognise: /head lice|nits/i,
  lead: (p) =>
    `nits or lice in ${isChild(p) ? "your child's" : "your"} hair are head lice, which you can clear at home with wet combing; no doctor is needed`,
  say: (p) =>
    `Nits stuck near the roots, or lice seen moving, are head lice: common${isChild(p) ? " in children" : ""}, harmless and nothing to do with dirty hair. Clear them with wet combing: wash, put on plenty of conditioner and comb from the roots to the ends, section by section, with a fine-toothed detection comb, on days 1, 5, 9 and 13; or use a lotion from a pharmacy, twice, a week apart. Check everyone at home the same way and treat only those with live lice. ${isChild(p) ? "There is no need to keep a child off school. " : ""}See a GP if the skin is broken, crusting or weeping, which can be an infection from scratching.`,
  startHere: () => ({
    change: "Wet-comb with a detection comb on days 1, 5, 9 and 13",
    why: "Nits or moving lice are head lice: combing through conditioner clears them at home, and everyone at home is checked.",
  }),
  // The itch and the bumps are the lice's: no folliculitis line beside them (the wash plan
  // holds no medicated wash, and the flake lines give way below).
  neverBeside: () => [/\bfolliculitis\b/i],
  supersedes: [
    "child-scalp",
    "scalp-pimples",
    "bumps",
    "pimples",
    "flaking",
    "mild-flaking",
    "persistent-flaking",
    "malassezia",
    "antifungal",
    "cleanser-anti-dandruff",
  ],
  sources: ["NHS-LICE"],
}
