/**
 * A clinical pathway: one condition a consultant trichologist must not miss,
 * in one small file. It holds the signs for it and against it (answers and
 * note facts), how soon and whom to see, what the person can do meanwhile,
 * the lines that must never stand beside it, and what it rests on.
 *
 * A pathway is a red flag rule that is a finding: it fires on what the person
 * reported, writes the red flag line, and when it is the most urgent one it
 * opens the report (the snapshot's first words and Start here's first change).
 * Wording follows the safe-wording rules of the hair-science brief: the
 * condition is named as a possibility for a professional to confirm, never
 * as a diagnosis; no doses; no prescribed medicine is ever to be stopped alone.
 */
import type { HairProfile } from "../HairProfile.ts"
import type { RedFlagRule, Urgency } from "../RedFlag.ts"

/** Who a pathway sends the person to first (also what "Find an expert" looks for). */
export const professionals = [
  "emergency",
  "urgent_care",
  "gp",
  "sexual_health",
  "dermatologist",
  "trichologist",
  "treatment_team",
  "prescriber",
] as const
export type Professional = (typeof professionals)[number]

export interface StartHereChange {
  readonly change: string
  readonly why: string
}

export interface Pathway extends RedFlagRule {
  readonly urgency: Exclude<Urgency, "precaution">
  /** The condition as the report names it: "scalp ringworm, tinea capitis". */
  readonly condition: string
  readonly professional: Professional
  readonly recognise: RegExp
  readonly lead: (p: HairProfile) => string
  /** Start here's first change when this is the most urgent pathway. */
  readonly startHere: (p: HairProfile) => StartHereChange
  /**
   * Lines that must never stand beside this pathway: any other line of the
   * report that matches one is not written (and, in a provider's report, is
   * dropped by the usable-report check).
   */
  readonly neverBeside: (p: HairProfile) => ReadonlyArray<RegExp>
  /**
   * Rules of any section (priorities, findings, science notes, timelines) this
   * pathway takes the place of: burning at a scarring crown is not a product
   * reaction, and its thinning is not ordinary pattern thinning.
   */
  readonly supersedes?: ReadonlyArray<string> | ((p: HairProfile) => ReadonlyArray<string>)
  /**
   * The scalp's itch, flakes or rash are this condition's own: no dandruff or
   * scale care goes on the scalp until a professional has seen it, so the
   * plan washes gently (HairProfile's scalpCareHeld). A function decides for
   * the person (the told-signs net holds it for the pictures that own the itch).
   */
  readonly holdsScalpCare?: true | ((p: HairProfile) => boolean)
}

/** How soon, in the words every pathway uses. */
export const whenWords: Readonly<Record<Pathway["urgency"], string>> = {
  emergency: "now",
  same_day: "today",
  within_48_hours: "within 24 to 48 hours",
  within_days: "within a few days",
  within_2_weeks: "within 1 to 2 weeks",
  act_now: "now",
  within_weeks: "in the next few weeks",
  routine: "at a routine appointment",
}

/** The rule ids a pathway takes the place of, for this person. */
export const supersededBy = (pathway: Pathway, p: HairProfile): ReadonlyArray<string> =>
  typeof pathway.supersedes === "function" ? pathway.supersedes(p) : (pathway.supersedes ?? [])
