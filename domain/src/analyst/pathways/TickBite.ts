/**
 * A tick bite in the last three months, followed by a red ring or a patch
 * that spreads outwards, or by a flu-like illness (fever, aches, headache,
 * sore joints, tiredness): Lyme disease until a GP says otherwise, treated
 * early by the GP (NHS, Lyme disease). A ring without a tick bite is more
 * often ringworm, the scalp ringworm pathway's, so it does not fire here.
 */
import { type HairProfile, hasNoted, notedWithin } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"

const recentTick = (p: HairProfile): boolean => notedWithin(p, "tick_bite", 3)

const illness = (p: HairProfile): boolean =>
  hasNoted(p, "fever") ||
  hasNoted(p, "joint_pain") ||
  hasNoted(p, "headache") ||
  hasNoted(p, "tiredness")

export const suggestsLyme = (p: HairProfile): boolean =>
  recentTick(p) && (hasNoted(p, "ring_rash") || hasNoted(p, "body_rash") || illness(p))

export const tickBite: Pathway = {
  id: "tick-bite",
  condition: "Lyme disease, from a tick bite",
  urgency: "within_days",
  professional: "gp",
  when: suggestsLyme,
  recognise: /Lyme/i,
  lead: () =>
    "a spreading red rash or a flu-like illness after a tick bite can be Lyme disease: see a GP within a few days, as it needs treating early",
  say: () =>
    "A red rash that spreads outwards, or a flu-like illness with aches, a headache or a temperature, in the weeks after a tick bite can be Lyme disease: see a GP within a few days and tell them when and where the tick bit; it is easily treated, and the sooner the better. It is not ringworm, and no antifungal cream, nor a pet's treatment, is the answer.",
  startHere: () => ({
    change: "See a GP within a few days about the rash after the tick bite",
    why: "A spreading rash or a flu-like illness after a tick bite can be Lyme disease, which a GP treats.",
  }),
  neverBeside: () => [/\bringworm\b[^.]*\bantifungal\b/i],
  sources: ["NHS-LYME"],
}
