/**
 * How often a step of the routine comes round, and the words every section
 * uses for it: the plan decides an interval once (RoutinePlan.ts) and the
 * snapshot, the rhythm, the products and the styling tips all write it with
 * these words, so one step is never "every week" in one place and "every 1
 * to 2 weeks" in another.
 */
export const intervals = [
  "every_wash",
  "weekly",
  "every_1_2_weeks",
  "every_2_weeks",
  "every_2_4_weeks",
  "every_4_weeks",
  "none",
] as const
export type Interval = (typeof intervals)[number]

/** In a sentence: "clarify every 2 to 4 weeks". */
export const intervalWords: Record<Exclude<Interval, "none">, string> = {
  every_wash: "every wash day",
  weekly: "once a week",
  every_1_2_weeks: "every 1 to 2 weeks",
  every_2_weeks: "every 2 weeks",
  every_2_4_weeks: "every 2 to 4 weeks",
  every_4_weeks: "every 4 weeks",
}

/** As the weekly rhythm's day label: "Every 2 to 4 weeks" ("" for a step the plan leaves out). */
export const intervalDay = (interval: Interval): string => {
  if (interval === "none") return ""
  const words = interval === "weekly" ? "every week" : intervalWords[interval]
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`
}
