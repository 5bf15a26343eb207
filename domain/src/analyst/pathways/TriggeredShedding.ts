/**
 * Shedding after a trigger (telogen effluvium): many hairs rest together 2 to
 * 3 months after a birth, a fever or illness, an operation, a crash diet or
 * fast weight loss, low iron, a new medicine or a shock, and fall together.
 * It usually settles within 6 to 9 months once the trigger has passed; a
 * trigger still going on (low iron, a diet, a medicine) is not "temporary"
 * until it is dealt with, so a GP checks iron, ferritin, and thyroid
 * (hair-science §4; AAD; the expert review).
 */
import { afterChemotherapy, type HairProfile, hasNoted, hasPatchyLoss } from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"
import { isShedding, onlySteroids, sheddingTriggers } from "./Signs.ts"

const ongoing = (p: HairProfile) => sheddingTriggers(p).filter((t) => t.ongoing)
const passed = (p: HairProfile) => sheddingTriggers(p).filter((t) => !t.ongoing)

/** In the year after a birth: tiredness is a new parent's lot, not by itself a sign to test for. */
const afterBirth = (p: HairProfile) => p.hormonalStage === "postpartum" || hasNoted(p, "birth")

/** A GP and blood tests first: an ongoing trigger, tiredness, or shedding with no trigger found. */
const needsBloods = (p: HairProfile) =>
  ongoing(p).some((t) => t.id !== "medicine") ||
  (hasNoted(p, "tiredness") && !afterBirth(p)) ||
  sheddingTriggers(p).length === 0

const words = (triggers: ReadonlyArray<{ readonly words: string }>) => {
  const all = triggers.map((t) => t.words)
  return all.length <= 1 ? (all[0] ?? "") : `${all.slice(0, -1).join(", ")} and ${all.at(-1)}`
}

/** Shedding with a trigger still going on, tiredness, or no trigger found: a GP and blood tests. */
export const triggeredShedding: Pathway = {
  id: "sudden-shedding",
  condition: "shedding after a trigger, telogen effluvium",
  urgency: "within_weeks",
  professional: "gp",
  // After chemotherapy its own pathway speaks to shedding.
  when: (p) => isShedding(p) && !afterChemotherapy(p) && needsBloods(p),
  recognise: /shedding|telogen/i,
  lead: () =>
    "sudden heavy shedding is worth a GP visit in the next few weeks, with blood tests such as iron, ferritin, and thyroid",
  say: (p) => sheddingLine(p),
  startHere: () => ({
    change: "See a GP in the next few weeks about the shedding",
    why: "Shedding follows a trigger by 2 to 3 months; blood tests of iron and thyroid show whether one is still going on.",
  }),
  // A trigger still going on is not passing: nothing may call this shedding temporary.
  neverBeside: (p) => (ongoing(p).length > 0 ? [/\btemporary\b/i] : []),
  sources: ["AAD-SHED", "IRON"],
}

/** Shedding after a trigger that has passed (a birth, an illness, a shock): it settles; a GP if it lasts. */
export const passingShedding: Pathway = {
  id: "shedding-after-trigger",
  condition: "shedding after a trigger, telogen effluvium",
  urgency: "routine",
  professional: "gp",
  when: (p) => isShedding(p) && !afterChemotherapy(p) && !needsBloods(p),
  recognise: /shedding|telogen/i,
  lead: (p) =>
    p.hormonalStage === "postpartum"
      ? "heavy shedding a few months after a birth is common and settles by your baby's first birthday; see a GP if it does not"
      : "shedding a few months after an illness or shock usually settles within 6 to 9 months; see a GP if it is still heavy after 6 months",
  say: (p) => sheddingLine(p),
  startHere: (p) => ({
    change: "Give the shedding time, and see a GP if it does not ease",
    why:
      p.hormonalStage === "postpartum"
        ? "After a birth it usually settles by your baby's first birthday."
        : "Shedding after a trigger usually settles within 6 to 9 months once the trigger has passed.",
  }),
  neverBeside: () => [],
  sources: ["AAD-SHED", "AAD-PP"],
}

const sheddingLine = (p: HairProfile): string => {
  const gone = passed(p)
  const still = ongoing(p)
  const cause =
    gone.length + still.length === 0
      ? "it usually follows a trigger by 2 to 3 months, such as an illness with a fever, an operation, a crash diet, low iron, a new medicine or a shock, so think back"
      : `${words([...gone, ...still])} ${gone.length + still.length === 1 ? "fits" : "fit"}, as it starts 2 to 3 months after a trigger`
  const settle =
    still.length > 0
      ? `It settles once the trigger has passed, so deal with ${words(still)} first${still.some((t) => t.id === "medicine") ? (onlySteroids(p) ? ": tell a GP about the testosterone or muscle-building hormones" : ": tell whoever prescribed the medicine; never stop it alone") : ""}.`
      : p.hormonalStage === "postpartum"
        ? "After a birth it peaks around 4 months and is usually back to normal by your baby's first birthday."
        : "It usually settles within 6 to 9 months once the trigger has passed; the hair then grows back."
  return `Sudden shedding after a trigger is telogen effluvium: ${cause}. ${settle} ${needsBloods(p) ? "See a GP in the next few weeks for blood tests of iron, ferritin, and thyroid." : afterBirth(p) ? "See a GP if it is still heavy by your baby's first birthday, or if you feel more exhausted than a new parent's tiredness, always cold, low, or your heart races: iron and the thyroid can both change after a birth." : "See a GP if it is still heavy after 6 months, or comes with tiredness or weight change; blood tests of iron and thyroid come first."}${hasPatchyLoss(p) ? " The round patches are a separate matter, for the dermatologist." : ""}`
}
