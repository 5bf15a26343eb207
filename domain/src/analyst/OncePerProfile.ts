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

/**
 * Profiles whose facts are worked out afresh each time they are asked for:
 * the one that records the report's shared decisions (AnswersBehind.ts),
 * where each decision must read for itself what another decision asked for
 * first.
 */
const keepingNothing = new WeakSet<HairProfile>()
export const keepNothingFor = (p: HairProfile): HairProfile => {
  keepingNothing.add(p)
  return p
}

export const oncePerProfile = <A>(decide: (p: HairProfile) => A): ((p: HairProfile) => A) => {
  const decided = new WeakMap<HairProfile, A>()
  return (p) => {
    if (keepingNothing.has(p)) return decide(p)
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
    if (keepingNothing.has(p)) return decide(p, ctx)
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
