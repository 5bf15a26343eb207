/**
 * How this head is conditioned, decided once with one precedence, and read
 * by every section that talks about conditioner (the wash day in the rhythm,
 * the product list, the zones, the avoid list and the snapshot), so they can
 * never disagree: "conditioner on the ends only" never sits beside "deep
 * condition every wash day", and "keep fine hair light" never beside Rich.
 *
 * Precedence: texture and damage before strand width. The AAD's advice to
 * put conditioner on the ends of fine hair [AAD-T] holds only when nothing
 * outranks it; dry, curly or damaged hair is conditioned along its whole
 * length [AAD-T], and tight natural coils are deep conditioned every wash day
 * [AAD-B].
 */
import type { TextureLevel } from "../report/AnalysisResults.ts"
import {
  type HairProfile,
  hasDamagedLengths,
  isFineOrThin,
  isTextured,
  wearsNaturalCoils,
} from "./HairProfile.ts"

export interface CareDecision {
  /** Fine or thin hair with nothing richer outranking it: light products only. */
  readonly keepLight: boolean
  /** Where conditioner goes on wash day. */
  readonly conditioner: "ends" | "mid_lengths_and_ends"
  /** A deep conditioner or mask in the wash cycle: every wash, once a week, or not at all. */
  readonly deep: "every_wash" | "weekly" | "none"
}

export const decideCare = (p: HairProfile, texture: TextureLevel): CareDecision => {
  const lengths = !p.locs && !p.lowCut
  // A mix of textures holds curls or coils somewhere: it is never kept light as fine straight hair.
  const keepLight =
    lengths &&
    isFineOrThin(p) &&
    !isTextured(p) &&
    p.texture !== "mixed" &&
    !hasDamagedLengths(p) &&
    texture !== "Rich"
  const deep: CareDecision["deep"] =
    !lengths || keepLight
      ? "none"
      : wearsNaturalCoils(p) && texture !== "Light"
        ? "every_wash"
        : isTextured(p) || hasDamagedLengths(p) || p.states.has("coloured") || texture === "Rich"
          ? "weekly"
          : "none"
  return { keepLight, conditioner: keepLight ? "ends" : "mid_lengths_and_ends", deep }
}
