/**
 * How often this person should wash, decided once and shared by every section
 * (so the rhythm, the snapshot and the avoid list never disagree). The ideal
 * range comes from texture, scalp and treatments (hair-science §1 rules 1-4,
 * 8, 58, 68 and §6); the plan then stays as close as possible to the habit
 * the person already has, because a plan people keep beats a perfect one.
 */

import {
  bendWords,
  type HairProfile,
  hardWater,
  hasDamagedLengths,
  hasPlaques,
  isChemicallyTreated,
  isFineOrThin,
  isOily,
  isSalonOnly,
  isStructurallyDamaged,
  isTextured,
  isTightlyCoiled,
  needsMedicatedWash,
  sweatsOften,
  type WashFrequency,
} from "./HairProfile.ts"
import { cadences, type WashCadence, type WashPlan } from "./Plan.ts"
import { scalpIsReacting } from "./pathways/ChemicalInjury.ts"
import { hasHeadLice } from "./pathways/HeadLice.ts"
import { suggestsRingworm } from "./pathways/ScalpRingworm.ts"
import { isChild } from "./pathways/Signs.ts"

const habitIndex: Record<WashFrequency, number | undefined> = {
  daily: 0,
  frequent: 1.5,
  weekly: 3,
  biweekly: 4,
  three_four_weeks: 5,
  extended: 6,
  unknown: undefined,
}

/**
 * Co-washing between true shampoos (rule 8): for curls, coils and dry
 * scalps; never for a flaky or oily scalp, inside locs or under a salon's care.
 */
export const cowashesBetweenShampoos = (p: HairProfile): boolean =>
  p.shampoo.has("cowash") &&
  !needsMedicatedWash(p) &&
  !isOily(p) &&
  !isSalonOnly(p) &&
  !p.locs &&
  !p.lowCut

/** [most frequent, least frequent] cadence index that suits this head. */
export const idealRange = (p: HairProfile): readonly [number, number] => {
  // A child before puberty sweats little from the scalp: play is rinsed, it sets no wash.
  const sweaty = sweatsOften(p) && p.ageBand !== "under_12"
  let [lo, hi] = ((): [number, number] => {
    if (p.locs) return [3, 4] // rule 68, §6 locs: every 1-2 weeks [HF] CP
    // §6 low cut [CP]; a coily low cut that neither oils nor sweats keeps to every 1-2 weeks [AAD-B].
    // Coils dry out with a daily shampoo even cut short: sweat is rinsed, the shampoo spaced.
    if (p.lowCut && sweaty && !isOily(p) && isTightlyCoiled(p)) return [1, 2]
    if (p.lowCut) return isOily(p) || sweaty ? [0, 2] : isTightlyCoiled(p) ? [2, 4] : [1, 2]
    if (isOily(p) && !isTextured(p)) return [0, 1] // rule 1 [AAD-T]
    if (p.texture === "straight" || (p.width === "fine" && !isTextured(p))) return [0, 2] // rule 1
    if (isTightlyCoiled(p)) return [3, 4] // rule 2 [AAD-B]
    if (p.texture === "curly" || p.texture === "wavy") return [2, 3] // rule 2, §6
    return [1, 3]
  })()
  if (isOily(p) && isTextured(p)) hi = Math.min(hi, 3)
  // Rule 8: with a co-wash between, a true shampoo every 1 to 2 weeks.
  if (cowashesBetweenShampoos(p)) {
    lo = Math.max(lo, 3)
    hi = Math.max(hi, 4)
  }
  // Rule 3: treated hair is drier, fewer and gentler washes (unless oily).
  if (isChemicallyTreated(p) && !isOily(p)) lo = Math.max(lo, isStructurallyDamaged(p) ? 2 : 1)
  // Rules 4, 15, 16: flaking needs the scalp cleansed often enough for the active to work.
  if (needsMedicatedWash(p)) hi = Math.min(hi, isTextured(p) || p.locs ? 3 : 2)
  // Rule 58: heavy sweat; §6 head coverings: every 3-7 days.
  if (sweaty && !isTextured(p) && !p.locs) hi = Math.min(hi, 2)
  if (p.environment.has("head_coverings")) hi = Math.min(hi, 3)
  if (isFineOrThin(p) && !isTextured(p) && !p.locs) lo = Math.min(lo, 1)
  if (hardWater(p) && lo === 0 && !isOily(p)) lo = 1
  if (lo > hi) lo = hi
  return [lo, hi]
}

export const planWashes = (p: HairProfile): WashPlan => {
  // A child's flakes, and a scaly patch that can be ringworm, are for a GP to
  // treat, never for a medicated wash chosen here; a scalp reacting to a
  // product gets nothing medicated until it settles.
  // Lice itch and flake too: combing clears them, not a medicated wash.
  const flaky =
    needsMedicatedWash(p) &&
    !isChild(p) &&
    !suggestsRingworm(p) &&
    !scalpIsReacting(p) &&
    !hasHeadLice(p)
  const medicated: WashPlan["medicated"] = !flaky
    ? "none"
    : isTextured(p) || p.locs
      ? "weekly"
      : "twice_weekly"
  const medicatedKind = hasPlaques(p) ? "scale_lifting" : "antifungal"
  if (isSalonOnly(p)) return { cadence: "salon", change: "same", medicated, medicatedKind }
  const [lo, hi] = idealRange(p)
  const habit = habitIndex[p.wash]
  if (habit === undefined) {
    const pick = isOily(p) || flaky ? lo : hi
    return { cadence: cadences[pick]!, change: "new", medicated, medicatedKind }
  }
  // Someone washed by a carer keeps the washes they have when nothing on the scalp needs more:
  // each wash is the carer's time and, for some, an ordeal.
  if (p.quizFor === "someone_else" && habit > hi && !flaky && !isOily(p))
    return {
      cadence: cadences[Math.min(Math.round(habit), cadences.length - 1)]!,
      change: "same",
      medicated,
      medicatedKind,
    }
  const clamped = Math.round(Math.min(Math.max(habit, lo), hi))
  const cadence = cadences[clamped]!
  const change =
    habit > hi ? "more_often" : habit < lo ? "less_often" : ("same" as WashPlan["change"])
  return { cadence, change, medicated, medicatedKind }
}

export const cadenceWords: Record<WashCadence | "salon", string> = {
  daily: "every day",
  alternate_days: "every other day",
  twice_weekly: "twice a week",
  weekly: "once a week",
  fortnightly: "every one to two weeks",
  salon: "at your salon visits",
}

/** Why the plan washes less often than the person does now. */
export const lessOftenBecause = (p: HairProfile): string =>
  isTextured(p)
    ? `${bendWords(p)} keep more of their moisture with fewer shampoos`
    : isChemicallyTreated(p)
      ? `treated lengths keep more moisture${p.states.has("coloured") || p.states.has("bleached") ? ", and colour lasts longer," : ""} with fewer shampoos`
      : hasDamagedLengths(p)
        ? "porous lengths keep more moisture with fewer shampoos"
        : "your hair keeps more moisture with fewer shampoos"
