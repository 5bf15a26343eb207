/**
 * A fever with a stiff neck, or light hurting the eyes: the signs of
 * meningitis, an emergency (NHS: call 999 or go to A&E; do not wait for a
 * rash). Never a scalp or hair matter, whatever else the notes say.
 */
import { type HairProfile, hasNoted } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"

/**
 * A headache that struck like a blow, with a stiff neck and no fever, is a bleed around the
 * brain's (its own told sign), not meningitis's.
 */
export const suggestsMeningitis = (p: HairProfile): boolean =>
  hasNoted(p, "stiff_neck") &&
  (hasNoted(p, "fever") || (hasNoted(p, "headache") && !hasNoted(p, "sudden_headache")))

export const meningitisSigns: Pathway = {
  id: "meningitis-signs",
  condition: "meningitis",
  urgency: "emergency",
  professional: "emergency",
  when: suggestsMeningitis,
  recognise: /meningitis|999/i,
  // Spots that do not fade when pressed are already the rash: no "do not wait for a rash".
  lead: (p) =>
    hasNoted(p, "rash_not_fading")
      ? "a fever or headache with a stiff neck and spots that do not fade when pressed can be meningitis: call 999 or go to A&E now"
      : "a fever or headache with a stiff neck can be meningitis: call 999 or go to A&E now, without waiting for a rash",
  say: (p) =>
    `A fever or a bad headache with a stiff neck, or light hurting the eyes, can be meningitis: call 999 or go to A&E now${hasNoted(p, "rash_not_fading") ? "; spots that do not fade when pressed make it more urgent still" : ", and do not wait for a rash to appear"}. It has nothing to do with the hair or scalp; leave the hair as it is, and everything else in this report can wait.`,
  startHere: (p) => ({
    change: `Call 999 or go to A&E now about the ${hasNoted(p, "fever") ? "fever" : "headache"} and stiff neck`,
    why: "Together they can be meningitis, which needs treating within hours.",
  }),
  // Taking down or loosening a style at 2 am is no answer to meningitis's signs; a style that
  // "has loosened" is a state, not advice.
  neverBeside: () => [
    /\b(take|taking) (it|them|the \w+) (out|down)\b|\bloosen(ing)? (it|them|the|your|and|or|any)\b/i,
  ],
  sources: ["NHS-MEN"],
}
