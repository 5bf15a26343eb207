/**
 * The shape of one rule: WHEN these answers, SAY this text, BECAUSE these
 * sources. Rule files are plain arrays of these, in priority order, so a
 * reviewer reads them top to bottom like the hair-science brief.
 */
import type { TextureLevel } from "../analysis/AnalysisResults.ts"
import type { HairProfile } from "./HairProfile.ts"
import type { SourceKey } from "./Sources.ts"
import type { WashPlan } from "./WashPlan.ts"

/** What every section may know besides the answers: decisions made once. */
export interface ReportContext {
  readonly texture: TextureLevel
  readonly plan: WashPlan
}

export interface Rule<A = string> {
  readonly id: string
  readonly when: (p: HairProfile, ctx: ReportContext) => boolean
  readonly say: (p: HairProfile, ctx: ReportContext) => A
  readonly sources: ReadonlyArray<SourceKey>
}

export interface Fired<A> {
  readonly id: string
  readonly value: A
}

/** Every rule that applies, in file order, at most `limit`. */
export const fire = <A>(
  rules: ReadonlyArray<Rule<A>>,
  p: HairProfile,
  ctx: ReportContext,
  limit = Number.POSITIVE_INFINITY,
): Array<Fired<A>> => {
  const out: Array<Fired<A>> = []
  for (const rule of rules) {
    if (out.length >= limit) break
    if (rule.when(p, ctx)) out.push({ id: rule.id, value: rule.say(p, ctx) })
  }
  return out
}
