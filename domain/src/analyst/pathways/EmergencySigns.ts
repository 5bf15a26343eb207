/**
 * Signs that are an emergency whatever else the notes say: a blow to the
 * head followed by vomiting, a headache that will not go, confusion or
 * fainting, or on a blood thinner (a bleed inside the head; NICE head injury);
 * a face that droops, slurred speech or a limb gone weak (a stroke, NHS FAST);
 * chest pain; new confusion. 999 or A&E now; the hair waits.
 */

import type { NoteKind } from "../../notes/NoteStatement.ts"
import { type HairProfile, hasNoted, notedWithin } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"
import { isOlderAdult } from "./Signs.ts"

/**
 * A blow to the head in the last month (a fall years ago with a headache now is not it); in
 * the last three for someone older or on a blood thinner, whose bleed can gather over weeks
 * (a chronic subdural haematoma; NICE CKS).
 */
const recentBlow = (p: HairProfile): boolean =>
  notedWithin(p, "head_injury", olderOrThinned(p) ? 3 : 1)

const olderOrThinned = (p: HairProfile): boolean =>
  p.medicines.has("blood_thinner") || isOlderAdult(p)

const headInjury = (p: HairProfile): boolean =>
  recentBlow(p) &&
  (hasNoted(p, "vomiting") ||
    hasNoted(p, "headache") ||
    hasNoted(p, "confusion") ||
    hasNoted(p, "fainting") ||
    p.medicines.has("blood_thinner"))

/**
 * A blow to the head or a dive with tingling or weakness in the arms or legs: the neck's bones
 * or the spinal cord (NICE NG232: keep the neck still, 999).
 */
const neckInjury = (p: HairProfile): boolean =>
  recentBlow(p) && (hasNoted(p, "pins_and_needles") || hasNoted(p, "muscle_weakness"))

/** Confusion counts with a fever or vomiting, or after a blow ("confused by all the products" is not it). */
const confusedAndUnwell = (p: HairProfile): boolean =>
  hasNoted(p, "confusion") && (hasNoted(p, "fever") || hasNoted(p, "vomiting"))

/** A tight chest told with a wheeze is asthma's, which its own pictures judge; any other is the heart's until seen. */
const chestPain = (p: HairProfile): boolean =>
  hasNoted(p, "chest_pain") &&
  !(
    /tight/i.test(p.noted.get("chest_pain")?.words ?? "") &&
    /wheez/i.test(
      `${p.noted.get("breathless")?.words ?? ""} ${p.noted.get("better_away")?.words ?? ""}`,
    )
  )

/** The heart's pain where it spreads, the jaw, with the clammy sweat that comes with it. */
const heartPain = (p: HairProfile): boolean =>
  chestPain(p) || (hasNoted(p, "jaw_pain") && hasNoted(p, "looks_very_unwell"))

export const suggestsEmergency = (p: HairProfile): boolean =>
  headInjury(p) ||
  neckInjury(p) ||
  hasNoted(p, "face_droop") ||
  heartPain(p) ||
  confusedAndUnwell(p)

/**
 * Signs the emergency already accounts for: after a blow, the headache, the muddle and the
 * weak hand are the bleed's, not told again for a GP today (one story, one timing).
 */
export const explainedByEmergency = (p: HairProfile): ReadonlySet<NoteKind> =>
  new Set<NoteKind>(
    headInjury(p)
      ? [
          "headache",
          "confusion",
          "vomiting",
          "fainting",
          "unsteady",
          "muscle_weakness",
          "tiredness",
        ]
      : heartPain(p)
        ? ["chest_pain", "jaw_pain", "looks_very_unwell", "breathless"]
        : [],
  )

/** What the emergency may be, in the words a person understands. */
const which = (p: HairProfile): string =>
  neckInjury(p) && !headInjury(p)
    ? "an injury to the neck or spinal cord after the blow"
    : headInjury(p)
      ? `a bleed inside the head after the blow${p.medicines.has("blood_thinner") ? ", more likely on a blood thinner" : ""}`
      : hasNoted(p, "face_droop")
        ? "a stroke or Bell's palsy, a face nerve inflamed"
        : heartPain(p)
          ? "a heart attack or angina"
          : "a serious infection such as sepsis or meningitis"

export const emergencySigns: Pathway = {
  id: "emergency-signs",
  condition: "an emergency such as a bleed inside the head, a stroke or a heart attack",
  urgency: "emergency",
  professional: "emergency",
  when: suggestsEmergency,
  recognise: /999|A&E/,
  lead: (p) => `this can be ${which(p)}: call 999 or go to A&E now`,
  say: (p) =>
    `${neckInjury(p) && !headInjury(p) ? "A blow to the head or a dive followed by tingling, numbness or weakness in the arms or legs, or a sore stiff neck," : headInjury(p) ? "A blow to the head followed by a headache that will not go, being sick, confusion or drowsiness, or any blow to the head on a blood thinner," : hasNoted(p, "face_droop") ? "A face that droops, slurred speech or an arm or leg gone weak" : heartPain(p) ? "Pain or tightness in the chest, or spreading to the jaw or arm with a cold sweat," : "New confusion or drowsiness"} can be ${which(p)}: call 999 or go to A&E now, and do not wait to see if it passes. Nothing about the hair matters until then.${neckInjury(p) && !headInjury(p) ? " Keep the neck as still as you can and do not sleep it off." : ""}${hasNoted(p, "face_droop") ? " If an eye will not close, keep it moist and tape it gently shut to sleep; no balm or rub on the face." : ""}`,
  startHere: (p) => ({
    change: "Call 999 or go to A&E now",
    why: `This can be ${which(p)}, which needs emergency care straight away.`,
  }),
  neverBeside: () => [],
  sources: ["NICE-HI", "NHS-STROKE"],
}
