/**
 * An overactive thyroid: shedding with weight loss the person did not try
 * for, a racing heart, shaky hands or feeling hot when others are not. Two of
 * these together (or weight loss without trying on its own, which always
 * needs a GP) go to a GP within days for a thyroid blood test; treating the
 * thyroid is what stops the shedding (NHS: overactive thyroid, symptoms;
 * hair-science §4: shedding with weight change goes to a GP for bloods).
 * Same day for chest pain, fainting, or a racing heart that will not settle.
 */

import { capitalise, listed } from "../../text/Sentences.ts"
import type { HairProfile } from "../HairProfile.ts"
import { hasNoted } from "../HairProfile.ts"
import { bodySignWords, notedSigns, overactiveThyroidSigns } from "./BodySigns.ts"
import type { Pathway } from "./Pathway.ts"
import { isChild } from "./Signs.ts"

const signs = (p: HairProfile) => notedSigns(p, overactiveThyroidSigns)

/**
 * In a child, weight "lost" is most often a baby or child not gaining as before, which the told
 * signs send to be weighed; two signs together still point here.
 */
export const hasOveractiveThyroidSigns = (p: HairProfile): boolean =>
  signs(p).length >= 2 || (hasNoted(p, "unexplained_weight_loss") && !isChild(p))

const signWords = (p: HairProfile) => listed(signs(p).map((sign) => bodySignWords[sign]))

export const overactiveThyroid: Pathway = {
  id: "overactive-thyroid-signs",
  condition: "an overactive thyroid, hyperthyroidism,",
  urgency: "within_days",
  professional: "gp",
  when: hasOveractiveThyroidSigns,
  recognise: /thyroid/i,
  lead: (p) =>
    `${signWords(p)} can come from an overactive thyroid, which also makes hair shed: see a GP within a few days for a thyroid blood test`,
  say: (p) =>
    `${capitalise(signWords(p))} can come from an overactive thyroid, hyperthyroidism, which also makes hair shed: see a GP within a few days and ask for a thyroid blood test; show them this list of signs. Go to urgent care the same day if you get chest pain, faint, or your heart races and will not settle at rest. The shedding usually stops once the thyroid is treated, so it is not something to diet, supplement or style your way out of.`,
  startHere: () => ({
    change: "See a GP within a few days for a thyroid blood test",
    why: "Losing weight without trying, a racing heart, shaky hands or feeling hot when others are not, with shedding, can come from an overactive thyroid.",
  }),
  // The thyroid is the trigger here: nothing may send the person to wait months, or blame a diet.
  neverBeside: () => [/\bdeal with the (fast )?weight loss\b/i, /\bin the next few weeks\b/i],
  // The thyroid is the trigger: the general shedding lines, which blame a diet or an illness, give way.
  supersedes: ["sudden-shedding", "shedding-after-trigger", "telogen-effluvium", "shedding"],
  sources: ["NHS-HYPER", "AAD-SHED"],
}
