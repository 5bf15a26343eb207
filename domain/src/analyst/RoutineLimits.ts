/**
 * What the person asked the routine to fit: money a month, how many
 * products, minutes a week, and whether they want less fuss. These are
 * constraints on the plan (RoutinePlan.ts), never suggestions: the product
 * list is cut to them by value, long optional steps go first when time is
 * short, and the report says what was left out and why.
 *
 * "Less fuss" is for anyone: under 30 minutes a week, at most 2 products, a
 * note asking for a simple routine, or a man's "less time and fuss" goal for
 * his hair. A beard goal of less maintenance simplifies the beard care only.
 */
import { type Budget, type HairProfile, hasNoted } from "./HairProfile.ts"

/** The most products a routine suggests when the person sets no limit. */
export const defaultMaxProducts = 6

/** A monthly budget buys this many kinds of product at most (everyday prices). */
const productsForBudget: Record<Budget, number> = {
  under_10: 3,
  "10_25": 4,
  "25_50": 5,
  over_50: defaultMaxProducts,
  no_limit: defaultMaxProducts,
  unknown: defaultMaxProducts,
}

export interface RoutineLimits {
  /** The most products the list may hold (safety items may go over it, and the report says so). */
  readonly maxProducts: number
  /** Which limit set `maxProducts`, for the sentence that says what was left out. */
  readonly setBy: "products" | "budget" | "less_fuss" | "none"
  /** Under 10 a month: only inexpensive kinds of product (no treatments or masks). */
  readonly inexpensive: boolean
  /** The shortest routine that keeps the person safe. */
  readonly lessFuss: boolean
  /** Under 30 minutes a week: no long optional steps at all. */
  readonly shortOnTime: boolean
  /** 30 to 60 minutes a week: at most one long step a week. */
  readonly someTime: boolean
}

/**
 * Under half an hour a week, or five minutes a day ("5 mins max" when I get home): the
 * shortest routine, with nothing that takes ten minutes at a time.
 */
const shortOnTime = (p: HairProfile): boolean =>
  p.weeklyMinutes !== undefined && p.weeklyMinutes <= 35

/** The shortest routines keep to two products; a wish for less fuss alone, to three. */
const lessFussProducts = (p: HairProfile): number =>
  shortOnTime(p) || (p.maxProducts !== undefined && p.maxProducts <= 2) ? 2 : 3

export const wantsLessFuss = (p: HairProfile): boolean =>
  shortOnTime(p) ||
  (p.maxProducts !== undefined && p.maxProducts <= 2) ||
  hasNoted(p, "less_fuss") ||
  p.goals.has("lower_maintenance")

/** Why the routine is kept short, in the person's own terms: "you have under 30 minutes a week". */
export const lessFussReason = (p: HairProfile): string =>
  shortOnTime(p)
    ? (p.weeklyMinutes ?? 0) > 30
      ? "you have about 5 minutes a day"
      : "you have under 30 minutes a week"
    : p.maxProducts !== undefined && p.maxProducts <= 2
      ? `you asked for at most ${p.maxProducts} products`
      : "you asked for less fuss"

export const decideLimits = (p: HairProfile): RoutineLimits => {
  const lessFuss = wantsLessFuss(p)
  // A product the person keeps is one of the products they asked for: the list holds the rest.
  // (Short on time, the list stays short as it is: a kept product is one they already use.)
  const room = (cap: number) => Math.max(1, cap - p.kept.size)
  const caps: ReadonlyArray<readonly [RoutineLimits["setBy"], number]> = [
    ["products", p.maxProducts === undefined ? defaultMaxProducts : room(p.maxProducts)],
    ["budget", productsForBudget[p.budget]],
    ["less_fuss", lessFuss ? lessFussProducts(p) : defaultMaxProducts],
  ]
  const [setBy, maxProducts] = caps.reduce((tightest, cap) =>
    cap[1] < tightest[1] ? cap : tightest,
  )
  return {
    maxProducts,
    setBy: maxProducts < defaultMaxProducts ? setBy : "none",
    inexpensive: p.budget === "under_10",
    lessFuss,
    shortOnTime: shortOnTime(p),
    someTime: p.weeklyMinutes !== undefined && !shortOnTime(p) && p.weeklyMinutes <= 60,
  }
}
