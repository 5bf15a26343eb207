/**
 * Giant cell arteritis (temporal arteritis): in someone over 50, a new
 * headache with a tender scalp at the temples, pain in the jaw when chewing,
 * or a change in sight. It can take the sight within days, so a GP the same
 * day, and emergency care at once if the sight changes (patient.info, peer
 * reviewed: "see a doctor immediately"). A scalp that hurts to brush here is
 * not a product reaction or a salon's fault, whoever says so.
 */
import { listed } from "../../text/Sentences.ts"
import { type HairProfile, hasNoted } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"
import { isOlderAdult } from "./Signs.ts"

const overFifty = (p: HairProfile) => isOlderAdult(p) || p.ageBand === "45_54"

export const suggestsArteritis = (p: HairProfile): boolean =>
  overFifty(p) &&
  ((hasNoted(p, "headache") &&
    (hasNoted(p, "jaw_pain") || hasNoted(p, "sight_change") || hasNoted(p, "crown_tenderness"))) ||
    // Jaw pain on chewing that eases with rest is the arteries' own sign after 50.
    hasNoted(p, "jaw_pain"))

/** The arteries' signs this person told, in their order of weight: only these are named to them. */
const toldSigns = (p: HairProfile): string =>
  listed([
    ...(hasNoted(p, "headache") ? ["the headache"] : []),
    ...(hasNoted(p, "crown_tenderness") || p.scalpSigns.has("crown_tenderness")
      ? ["the tender scalp"]
      : []),
    ...(hasNoted(p, "jaw_pain") ? ["the jaw pain"] : []),
    ...(hasNoted(p, "sight_change") ? ["the change in your sight"] : []),
  ])

export const giantCellArteritis: Pathway = {
  id: "giant-cell-arteritis",
  condition: "giant cell arteritis, temporal arteritis,",
  urgency: "same_day",
  professional: "gp",
  when: suggestsArteritis,
  recognise: /arteritis/i,
  lead: () =>
    "a new headache with a tender scalp or jaw pain when chewing, at your age, needs a GP today to rule out giant cell arteritis; if your sight changes, go to A&E now",
  say: () =>
    "A new headache with a tender scalp at the temples, or pain in the jaw when chewing, after 50 can be giant cell arteritis, temporal arteritis, an inflammation of the arteries of the head that can take the sight: see a GP today, not at a routine appointment; if your sight blurs, doubles, dims or goes in either eye, call 999 or go to A&E now. A doctor treats it straight away, and it is not caused by a hair product or a salon. Keep taking any medicine you are on unless a doctor says otherwise.",
  startHere: (p) => ({
    change: `See a GP today about ${toldSigns(p)}`,
    why: "After 50 they can be giant cell arteritis, which can take the sight; if your sight changes, go to A&E now.",
  }),
  // Not a product's or a salon's doing: no reaction, patch-test or stylist lines beside it.
  neverBeside: () => [/\bpatch test\b/i, /\bcontact dermatitis\b/i, /\btell your stylist\b/i],
  supersedes: ["burning-stinging", "burning"],
  sources: ["PI-GCA"],
}
