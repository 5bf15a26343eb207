/**
 * Hair pulling (trichotillomania): an urge to pull, twist or pluck one's own
 * hair. A GP, without judgement: talking therapy that changes the habit helps
 * most (NHS).
 */
import { hasNoted } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"

export const hairPulling: Pathway = {
  id: "hair-pulling",
  condition: "hair pulling, or trichotillomania",
  urgency: "routine",
  professional: "gp",
  when: (p) => hasNoted(p, "hair_pulling"),
  recognise: /pulling|trichotillomania/i,
  lead: () =>
    "pulling or twisting your hair is common and treatable: a GP can refer you for talking therapy",
  say: () =>
    "Pulling, twisting or plucking your own hair is common, and often called trichotillomania: it is a habit, not a failing. A GP can refer you for a talking therapy that changes the habit, called habit reversal, a kind of CBT. Meanwhile, keeping your hands busy, covering the area you pull from and noting when the urge comes help many people.",
  startHere: () => ({
    change: "Talk to a GP about the hair pulling",
    why: "A talking therapy that changes the habit helps most; a GP can refer you.",
  }),
  neverBeside: () => [],
  sources: ["NHS-TRICH"],
}
