/**
 * Shedding after a trigger (telogen effluvium): many hairs rest together 2 to
 * 3 months after a birth, a fever or illness, an operation, a crash diet or
 * fast weight loss, low iron, a new medicine or a shock, and fall together.
 * It usually settles within 6 to 9 months once the trigger has passed; a
 * trigger still going on (low iron, a diet, a medicine) is not "temporary"
 * until it is dealt with, so a GP checks iron, ferritin, and thyroid
 * (hair-science §4; AAD; the expert review).
 */
import {
  afterChemotherapy,
  type HairProfile,
  hasNoted,
  hasPatchyLoss,
  hasPatternThinning,
} from "../HairProfile.ts"
import type { Pathway } from "./Pathway.ts"
import { bloodsNormal, isShedding, onlySteroids, sheddingTriggers } from "./Signs.ts"

const ongoing = (p: HairProfile) => sheddingTriggers(p).filter((t) => t.ongoing)
const passed = (p: HairProfile) => sheddingTriggers(p).filter((t) => !t.ongoing)

/** In the year after a birth: tiredness is a new parent's lot, not by itself a sign to test for. */
const afterBirth = (p: HairProfile) => p.hormonalStage === "postpartum" || hasNoted(p, "birth")

/** Iron and thyroid tested and told normal in the notes ("GP did bloods, all normal"). */

/** Washed once a week or less: the week's ordinary shedding comes out together on wash day. */
const washDayShedding = (p: HairProfile) =>
  p.wash === "weekly" ||
  p.wash === "biweekly" ||
  p.wash === "three_four_weeks" ||
  p.wash === "extended"

/** Nothing but the shedding: no parting widening, no patches, no thinning told. */
const nothingThins = (p: HairProfile) =>
  !hasPatchyLoss(p) && !hasPatternThinning(p) && !hasNoted(p, "thinning_on_top")

/** Hairs counted and within the 50 to 100 a day everyone sheds: "I lose about 60 hairs". */
const countedFew = (p: HairProfile): boolean => {
  const counted = /\b(\d{1,4})\s*(hairs|strands)\b/i.exec(p.noted.get("shedding")?.words ?? "")
  return counted !== null && Number(counted[1]) <= 100
}

/**
 * Shedding with no trigger that ordinary shedding explains: a weekly wash
 * gathers a week of it, the blood tests are already normal, or the hairs
 * counted are no more than a day's, and nothing thins. Reassurance and a
 * safety net, not a GP (the hair-science brief's 50 to 100 hairs a day; the
 * expert review on over-referral).
 */
export const ordinaryShedding = (p: HairProfile): boolean =>
  sheddingTriggers(p).length === 0 &&
  !hasNoted(p, "tiredness") &&
  nothingThins(p) &&
  (washDayShedding(p) || bloodsNormal(p) || countedFew(p))

/**
 * Shedding the notes date to the last 3 months: with no trigger, tiredness or weight change it
 * is watched, and a GP does blood tests if it goes past 3 months (hair-science §6: diffuse
 * shedding over 3 months, or with fatigue or weight change).
 */
const recentShedding = (p: HairProfile): boolean =>
  (p.noted.get("shedding")?.statement.monthsAgo ?? Number.POSITIVE_INFINITY) < 3

/** A GP and blood tests first: an ongoing trigger, tiredness, or shedding with no trigger found. */
const needsBloods = (p: HairProfile) =>
  ongoing(p).some((t) => t.id !== "medicine") ||
  (hasNoted(p, "tiredness") && !afterBirth(p)) ||
  (sheddingTriggers(p).length === 0 && !ordinaryShedding(p) && !recentShedding(p))

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

/** Shedding that a weekly wash or normal blood tests already explain: what is normal, and when to go. */
export const normalShedding: Pathway = {
  id: "ordinary-shedding",
  condition: "ordinary daily shedding",
  urgency: "routine",
  professional: "gp",
  when: (p) => isShedding(p) && !afterChemotherapy(p) && ordinaryShedding(p),
  recognise: /ordinary|everyday shedding|50 to 100/i,
  lead: () =>
    "everyone sheds 50 to 100 hairs a day; with a parting that has not changed, this is ordinary shedding",
  say: (p) =>
    `Everyone sheds 50 to 100 hairs a day${washDayShedding(p) ? `; washing ${p.wash === "weekly" ? "once a week" : "every week or two or less"}, a week's worth comes out together on wash day, which looks like a clump but is ordinary shedding` : ""}${bloodsNormal(p) ? ", and your blood tests were normal" : ""}. With a parting and hairline that look the same, nothing points to hair loss. See a GP if the parting widens, patches appear, or you feel unwell, tired or cold.`,
  startHere: () => ({
    change: "Count the shedding as ordinary while the parting looks the same",
    why: "Everyone sheds 50 to 100 hairs a day, and a weekly wash gathers them; photos of the parting show any real change.",
  }),
  neverBeside: () => [/\bnext few weeks\b[^.]*\bshedding\b/i, /\btelogen\b/i],
  sources: ["AAD-SHED"],
}

/** Shedding after a trigger that has passed (a birth, an illness, a shock): it settles; a GP if it lasts. */
export const passingShedding: Pathway = {
  id: "shedding-after-trigger",
  condition: "shedding after a trigger, telogen effluvium",
  urgency: "routine",
  professional: "gp",
  when: (p) => isShedding(p) && !afterChemotherapy(p) && !needsBloods(p) && !ordinaryShedding(p),
  recognise: /shedding|telogen/i,
  lead: (p) =>
    p.hormonalStage === "postpartum"
      ? "heavy shedding a few months after a birth is common and settles by your baby's first birthday; see a GP if it does not"
      : sheddingTriggers(p).length === 0
        ? "shedding that began in the last few months often settles; see a GP for blood tests if it is still heavy after 3 months, or comes with tiredness or weight change"
        : "shedding a few months after an illness or shock usually settles within 6 to 9 months; see a GP for blood tests if it is still heavy after 3 months",
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
  return `Sudden shedding after a trigger is telogen effluvium: ${cause}. ${settle} ${needsBloods(p) ? "See a GP in the next few weeks for blood tests of iron, ferritin, and thyroid." : afterBirth(p) ? "See a GP if it is still heavy by your baby's first birthday, or if you feel more exhausted than a new parent's tiredness, always cold, low, or your heart races: iron and the thyroid can both change after a birth." : `See a GP if it is still heavy after ${gone.length + still.length === 0 ? 3 : 6} months, or comes with tiredness or weight change; blood tests of iron and thyroid come first.`}${hasPatchyLoss(p) ? " The round patches are a separate matter, for the dermatologist." : ""}`
}
