/**
 * A fact worked out from a profile once, and kept while the profile is: the
 * sections, the snapshot, Start here and the timelines ask for the same
 * facts (which pathways apply, the most urgent finding, the snapshot's
 * priorities), and each answer runs many rules. A profile is never changed
 * once read, so the first answer holds. A recording profile
 * (AnswersBehind.ts) is an object of its own: the first time it asks, the
 * fact is worked out from it and what was read is recorded; asking again
 * would record nothing more.
 */
import type { HairProfile } from "./HairProfile.ts"
import type { ReportContext } from "./Rule.ts"

export const oncePerProfile = <A>(decide: (p: HairProfile) => A): ((p: HairProfile) => A) => {
  const decided = new WeakMap<HairProfile, A>()
  return (p) => {
    if (decided.has(p)) return decided.get(p) as A
    const answer = decide(p)
    decided.set(p, answer)
    return answer
  }
}

/** The same, for a fact that also reads the report's decisions. */
export const oncePerReport = <A>(
  decide: (p: HairProfile, ctx: ReportContext) => A,
): ((p: HairProfile, ctx: ReportContext) => A) => {
  const decided = new WeakMap<HairProfile, WeakMap<ReportContext, A>>()
  return (p, ctx) => {
    let forProfile = decided.get(p)
    if (forProfile === undefined) {
      forProfile = new WeakMap()
      decided.set(p, forProfile)
    }
    if (forProfile.has(ctx)) return forProfile.get(ctx) as A
    const answer = decide(p, ctx)
    forProfile.set(ctx, answer)
    return answer
  }
}
