/**
 * The shape of a red flag: a rule with an urgency. Findings (what the person
 * reported) say how to spot them in any report's text and how the report
 * opens when they are the most urgent; precautions are what to watch for.
 */
import type { HairProfile } from "./HairProfile.ts"
import type { Rule } from "./Rule.ts"

/** Most urgent first. "precaution" is what to watch for, not something found. */
export const urgencies = [
  "emergency",
  "same_day",
  "within_48_hours",
  "within_days",
  "within_2_weeks",
  "act_now",
  "within_weeks",
  "routine",
  "precaution",
] as const
export type Urgency = (typeof urgencies)[number]

export interface RedFlagRule extends Rule {
  readonly when: (p: HairProfile) => boolean
  readonly urgency: Urgency
  /**
   * Findings only: how to spot this finding in any report's text (the
   * consistency check reads AI reports with it), and the snapshot's opening
   * words when it is the most urgent thing.
   */
  readonly recognise?: RegExp
  readonly lead?: (p: HairProfile) => string
}

export const urgencyRank = (urgency: Urgency): number => urgencies.indexOf(urgency)

/** A finding that needs a professional sooner than a routine appointment: it opens any report. */
export const needsSeeingSoon = (rule: Pick<RedFlagRule, "urgency">): boolean =>
  urgencyRank(rule.urgency) < urgencyRank("routine")
