/**
 * Eating very little, with periods stopped, always cold or new downy hair on
 * the body, beside shedding: the body short of energy, from an eating
 * disorder or from training on too little food (RED-S). A GP within days,
 * kindly and without blame: the hair recovers when eating does, and no
 * supplement or hair product makes up for it (NHS, eating disorders).
 */
import { listed } from "../../text/Sentences.ts"
import { type HairProfile, hasNoted } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"
import { mayHavePeriods } from "./Signs.ts"

/** The signs told, as the pathway's line names them. */
const energySignWords = (p: HairProfile): ReadonlyArray<string> => [
  ...(hasNoted(p, "periods_stopped") && mayHavePeriods(p) ? ["periods that have stopped"] : []),
  ...(hasNoted(p, "always_cold") ? ["feeling cold all the time"] : []),
  ...(hasNoted(p, "downy_hair") ? ["new soft, fine hair on the arms or back"] : []),
]

export const suggestsUndereating = (p: HairProfile): boolean =>
  hasNoted(p, "low_intake") && energySignWords(p).length > 0

export const undereating: Pathway = {
  id: "undereating",
  condition: "the body running short of energy, from eating too little for what it does",
  urgency: "within_days",
  professional: "gp",
  when: suggestsUndereating,
  recognise: /short of energy|eating disorder|RED-S/i,
  lead: () =>
    "eating very little, with periods stopping, feeling cold or new fine hair on the body, means the body is short of energy: see a GP within a few days",
  say: (p) =>
    `Eating very little, with ${listed(energySignWords(p))}, means the body is short of energy, from an eating disorder or from training on too little food, sometimes called RED-S: see a GP within a few days, and take someone you trust if that helps. The shedding comes from the same cause and settles when eating recovers; no supplement or hair product makes up for it. Beat, at beateatingdisorders.org.uk, has a helpline if you want to talk first.`,
  startHere: () => ({
    change: "See a GP within a few days about eating, your periods and feeling cold",
    why: "The body is short of energy; the shedding comes from the same cause and settles when eating recovers.",
  }),
  neverBeside: () => [/\bbiotin\b/i, /\bsupplements?\b/i, /\bcalorie/i],
  supersedes: [
    "sudden-shedding",
    "shedding-after-trigger",
    "shedding",
    "anaemia-signs",
    "underactive-thyroid-signs",
  ],
  sources: ["NHS-ED"],
}
