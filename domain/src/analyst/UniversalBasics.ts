/**
 * The only lines the rule engine may write without a reason in this
 * person's own answers or notes: care that every head needs, said when
 * nothing more specific fills a section. Every other line of every section
 * is earned: its rule speaks only when the person's facts make it relevant,
 * and its "Why?" cites at least one of their own answers or note facts
 * (EarnedLines.test.ts checks that over thousands of generated people).
 *
 * Keep this list short: a line added here is a line that may reach anyone.
 */
export const universalBasics = [
  // Styling: the two habits the AAD gives everyone with hair.
  "lather-scalp-only",
  "wide-tooth-comb",
  // Avoid for now: the one habit that helps anyone judge a new routine.
  "one-change-at-a-time",
  // What you're doing well, when nothing specific was answered.
  "took-the-audit",
  // Science notes: what product texture means, when no other note applies.
  "texture-basics",
  // The snapshot's priority when no other priority applies.
  "steady",
] as const

export const isUniversalBasic = (ruleId: string): boolean =>
  (universalBasics as ReadonlyArray<string>).includes(ruleId)
