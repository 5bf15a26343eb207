/**
 * The rule engine's report as the floor under any provider's: it runs first
 * for every request, and what it guarantees survives whatever a provider (or
 * a note that steered it) wrote.
 *
 * - Red flags: every one of the rule engine's stays, first and in its order
 *   (the most urgent first); a provider can add its own after them, never
 *   remove or reword one.
 * - Styling tips: the list has exactly as many tips as the rule engine's, so
 *   the referral lock (the tips beyond the first 2 stay hidden until three
 *   referrals) hides the same number whichever analyst wrote them. The
 *   provider's tips come first; if it wrote fewer, the rule engine's fill the
 *   rest.
 */
import { AnalysisResults, analysisLimits } from "./AnalysisResults.ts"

const sameText = (a: string, b: string) =>
  a.replace(/\s+/g, " ").trim().toLowerCase() === b.replace(/\s+/g, " ").trim().toLowerCase()

/** `first`, then the items of `then` that are not already there, at most `max`. */
const keepingFirst = (
  first: ReadonlyArray<string>,
  then: ReadonlyArray<string>,
  max: number,
): Array<string> => {
  const merged = [...first]
  for (const item of then) {
    if (merged.length >= max) break
    if (!merged.some((kept) => sameText(kept, item))) merged.push(item)
  }
  return merged
}

export const applySafetyFloor = (draft: AnalysisResults, floor: AnalysisResults): AnalysisResults =>
  new AnalysisResults({
    ...draft,
    redFlags: keepingFirst(floor.redFlags, draft.redFlags, analysisLimits.listItems),
    stylingBuildUp: keepingFirst(
      draft.stylingBuildUp,
      floor.stylingBuildUp,
      floor.stylingBuildUp.length,
    ).slice(0, floor.stylingBuildUp.length),
  })
