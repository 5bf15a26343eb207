/**
 * The shape of one routine plan, which every section of a report reads: how
 * often to wash, what goes on wash day and between, the products within the
 * person's limits. WashPlan.ts decides the washing, RoutinePlan.ts the rest;
 * the shape lives apart so a rule's context can name it without importing
 * the rules that make it.
 */
import type { Interval } from "./Intervals.ts"
import type { RoutineLimits } from "./RoutineLimits.ts"

/** Ordered from most to least frequent. */
export const cadences = [
  "daily",
  "alternate_days",
  "twice_weekly",
  "weekly",
  "fortnightly",
] as const
export type WashCadence = (typeof cadences)[number]

export interface WashPlan {
  /** "salon": the salon washes; no home wash days are planned. */
  readonly cadence: WashCadence | "salon"
  /** How the plan compares with the current habit. */
  readonly change: "more_often" | "less_often" | "same" | "new"
  /** A medicated shampoo in the plan, and how often (rules 14-16). */
  readonly medicated: "none" | "twice_weekly" | "weekly"
  /** Antifungal for dandruff; a scale lifter for plaques, which are not dandruff. */
  readonly medicatedKind: "antifungal" | "scale_lifting"
}

export interface RoutinePlan extends WashPlan {
  /** What the person asked the routine to fit. */
  readonly limits: RoutineLimits
  /**
   * A deep treatment on wash day: every wash, once a week, or none (the
   * care decision, within the time the person has).
   */
  readonly deep: "every_wash" | "weekly" | "none"
  /** An oil on the lengths for 20 minutes before washing: porous, coiled or processed lengths. */
  readonly preWashOil: boolean
  /** A warm oil treatment on tight coils twice a month [AAD-B]. */
  readonly hotOil: boolean
  /** A clarifying wash for build-up from styling products (rule 10). */
  readonly clarify: Interval
  /** A chelating wash for hard water (rules 51, 52). */
  readonly chelate: Interval
  /** The swimmers' chelating shampoo as the first wash after swimming in a pool (rule 53). */
  readonly chelateAfterSwims: boolean
  /** A protein treatment at home (rule 49). */
  readonly protein: Interval
  /** A bond-building treatment at home (rule 46). */
  readonly bond: Interval
  /** Protein and bond builder take turns, never in the same week (rule 50). */
  readonly treatmentsAlternate: boolean
  /**
   * Lightening: "continue" (a bond builder goes into each service), "stop"
   * (over-processed, or after chemotherapy), or "none" (not lightened).
   */
  readonly lightening: "continue" | "stop" | "none"
  /** Co-washing between shampoos, with a true shampoo every 1 to 2 weeks (rule 8). */
  readonly cowash: boolean
  /** A swimmer rinses and conditions after every swim (rule 53). */
  readonly afterSwim: boolean
  /** Under braids or a sew-in, the scalp cleanse that takes the place of wash day. */
  readonly installCleanse: Interval
  /** Humid air: humectants such as glycerin kept low in everything suggested (rule 55). */
  readonly lowHumectants: boolean
  /** A visible or thinning scalp: a hat, or a sunscreen made for the scalp. */
  readonly sunProtection: boolean
  /** The products (product rule ids), within the limits, most valuable first. */
  readonly products: ReadonlyArray<string>
  /** Products that would help but that the limits left out, most valuable first. */
  readonly leftOut: ReadonlyArray<string>
  /** Products kept over the limit because they protect the person (heat, sun, a symptom). */
  readonly overLimit: ReadonlyArray<string>
}
