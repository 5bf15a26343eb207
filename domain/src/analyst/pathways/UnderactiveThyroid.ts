/**
 * An underactive thyroid: hair thinning or shedding with feeling cold when
 * others are not, putting on weight, constipation, dry skin, tiredness or
 * the outer eyebrows thinning. Two or more together go to a GP in the next
 * few weeks for a thyroid blood test, before any hair treatment; a medicine
 * that can slow the thyroid (amiodarone, lithium) is raised with whoever
 * prescribed it, never stopped alone (NHS: underactive thyroid; hair-science
 * §4: shedding with weight change or tiredness goes to a GP for bloods).
 */

import { capitalise, listed } from "../../text/Sentences.ts"
import type { HairProfile } from "../HairProfile.ts"
import { hasNoted } from "../HairProfile.ts"
import { bodySignWords, notedSigns, underactiveThyroidSigns } from "./BodySigns.ts"
import type { Pathway } from "./Pathway.ts"
import { hasHeavyPeriods, hasSign, isOlderAdult } from "./Signs.ts"

const signs = (p: HairProfile): ReadonlyArray<string> => [
  ...notedSigns(p, underactiveThyroidSigns).map((sign) => bodySignWords[sign]),
  ...(hasNoted(p, "tiredness") ? ["feeling very tired"] : []),
  ...(hasSign(p, "brow_lash_loss") ? ["the eyebrows thinning"] : []),
]

/** Two signs or more, at least one of them the body's own (not tiredness or brows alone). */
export const suggestsUnderactiveThyroid = (p: HairProfile): boolean =>
  notedSigns(p, underactiveThyroidSigns).length > 0 && signs(p).length >= 2

const onAMedicine = (p: HairProfile) => p.medicines.size > 0

export const underactiveThyroid: Pathway = {
  id: "underactive-thyroid-signs",
  condition: "an underactive thyroid, hypothyroidism,",
  urgency: "within_weeks",
  professional: "gp",
  when: suggestsUnderactiveThyroid,
  recognise: /underactive thyroid/i,
  lead: (p) =>
    `${listed(signs(p))} with thinning hair can come from an underactive thyroid: see a GP in the next few weeks for a thyroid blood test`,
  say: (p) =>
    `${capitalise(listed(signs(p)))}, with thinning hair, can come from an underactive thyroid, hypothyroidism: see a GP in the next few weeks and ask for a thyroid blood test${hasHeavyPeriods(p) ? ", with a full blood count and ferritin for the heavy periods" : ""}; ${isOlderAdult(p) ? "it is common, especially in older women, and not simply age" : "it often runs in families, and its signs are easily put down to being run down"}. The hair usually recovers over months once the thyroid is treated, so no hair-loss treatment is needed first.${onAMedicine(p) ? " Some medicines can slow the thyroid: tell whoever prescribed yours, and never stop a medicine alone." : ""}`,
  startHere: () => ({
    change: "See a GP in the next few weeks for a thyroid blood test",
    why: "Feeling cold, putting on weight, dry skin or thinning eyebrows, with thinning hair, can come from an underactive thyroid.",
  }),
  neverBeside: () => [/\bminoxidil\b/i],
  // The thyroid explains the thinning and the brows: no pattern-thinning, shedding or brow pathway beside it.
  supersedes: [
    "pattern-thinning",
    "sudden-shedding",
    "shedding-after-trigger",
    "telogen-effluvium",
    "brow-or-beard-loss",
    "female-pattern",
    "shedding",
  ],
  sources: ["NHS-HYPO", "AAD-SHED"],
}
