/**
 * Pins and needles or numbness in the hands or feet, or feeling unsteady, with
 * shedding, after weight-loss surgery or on a restricted diet: low vitamin B12
 * (or another vitamin) can damage the nerves for good if it is not treated,
 * so a GP within days for blood tests, not a hair product (NHS).
 */
import { type HairProfile, hasNoted } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"

export const hasNerveSigns = (p: HairProfile): boolean => hasNoted(p, "pins_and_needles")

export const nerveSigns: Pathway = {
  id: "nerve-signs",
  condition: "low vitamin B12 or another vitamin affecting the nerves",
  urgency: "within_days",
  professional: "gp",
  when: hasNerveSigns,
  recognise: /B12|vitamin/i,
  lead: () =>
    "pins and needles or numbness in the hands or feet, or feeling unsteady, can mean low vitamin B12 or another vitamin: see a GP within a few days for blood tests",
  say: (p) =>
    `Pins and needles or numbness in the hands or feet, or feeling unsteady, can mean low vitamin B12 or another vitamin${hasNoted(p, "weight_loss") || hasNoted(p, "illness") ? ", common after weight-loss surgery or fast weight loss" : ""}, and left untreated it can damage the nerves for good: see a GP within a few days for blood tests of B12, folate and iron, and take any supplements or injections you were told you need. The same shortage can make hair shed; it settles once the levels are put right.`,
  startHere: () => ({
    change: "See a GP within a few days about the pins and needles",
    why: "They can mean low vitamin B12 or another vitamin, which needs treating before it harms the nerves; the shedding can share the cause.",
  }),
  neverBeside: () => [/\bbiotin\b/i],
  // One GP visit, with the bloods the shedding would have had.
  supersedes: ["sudden-shedding", "shedding-after-trigger", "shedding"],
  sources: ["NHS-B12"],
}
