/**
 * The shape of one rule: WHEN these answers, SAY this text, BECAUSE these
 * sources. Rule files are plain arrays of these, in priority order, so a
 * reviewer reads them top to bottom like the hair-science brief.
 */
import type { TextureLevel } from "../report/AnalysisResults.ts"
import type { CareDecision } from "./CareDecision.ts"
import type { HairProfile } from "./HairProfile.ts"
import type { RoutinePlan } from "./RoutinePlan.ts"
import type { SourceKey } from "./Sources.ts"

/** What every section may know besides the answers: decisions made once. */
export interface ReportContext {
  readonly texture: TextureLevel
  /** The routine every section reads: intervals and products (RoutinePlan.ts). */
  readonly plan: RoutinePlan
  readonly care: CareDecision
}

export interface Rule<A = string> {
  readonly id: string
  readonly when: (p: HairProfile, ctx: ReportContext) => boolean
  readonly say: (p: HairProfile, ctx: ReportContext) => A
  readonly sources: ReadonlyArray<SourceKey>
  /** Sources of a clause the line says only for some people, cited only for them. */
  readonly clauseSources?: (p: HairProfile) => ReadonlyArray<SourceKey>
  /**
   * A few words naming what the line is about, for a styling tip that is
   * still locked: the person sees what they would unlock, not the advice.
   */
  readonly title?: string
  /**
   * Chemistry, tension, pregnancy, anything tied to a red flag: a list cap
   * never cuts it; comfort items make room instead.
   */
  readonly safety?: true
  /**
   * Said only when nothing else in its section applies, so a section is
   * never empty without a line that would fit everyone crowding the rest.
   */
  readonly fallback?: true
  /**
   * The product (a product rule's id) this line is about: said only when the
   * plan kept that product within the person's limits.
   */
  readonly product?: string
}

export interface Fired<A> {
  readonly id: string
  readonly value: A
}

/**
 * Every rule that applies, in file order. Past `limit`, comfort items are
 * dropped from the end first; safety items always stay, even over the limit.
 * Fallback rules speak only when no other rule of the section did (the first
 * of them that applies).
 */
export const fire = <A>(
  rules: ReadonlyArray<Rule<A>>,
  p: HairProfile,
  ctx: ReportContext,
  limit = Number.POSITIVE_INFINITY,
): Array<Fired<A>> => {
  const speaks = (rule: Rule<A>) => inPlan(rule, ctx) && rule.when(p, ctx)
  const applying = rules.filter((rule) => rule.fallback !== true && speaks(rule))
  const chosen =
    applying.length > 0
      ? keepWithinLimit(applying, limit)
      : rules.filter((rule) => rule.fallback === true && speaks(rule)).slice(0, 1)
  return chosen.map((rule) => ({ id: rule.id, value: rule.say(p, ctx) }))
}

/** A line about a product speaks only when the plan kept the product. */
export const inPlan = (rule: Pick<Rule<unknown>, "product">, ctx: ReportContext): boolean =>
  rule.product === undefined || ctx.plan.products.includes(rule.product)

const keepWithinLimit = <R extends { readonly safety?: true }>(
  rules: ReadonlyArray<R>,
  limit: number,
): ReadonlyArray<R> => {
  if (rules.length <= limit) return rules
  const safety = rules.filter((rule) => rule.safety === true).length
  let comfortRoom = Math.max(0, limit - safety)
  return rules.filter((rule) => rule.safety === true || comfortRoom-- > 0)
}
