/**
 * Traction alopecia: broken or thinning edges where styles pull. Early loss
 * grows back once the pull stops; late loss scars (Billero & Miteva 2018).
 * A receding band with eyebrow loss or after menopause is not traction: that
 * is frontal fibrosing alopecia's pathway.
 */
import { hasTractionSigns, stylesPullOnEdges } from "../HairProfile.ts"
import { suggestsFfa } from "./FrontalFibrosing.ts"
import type { Pathway } from "./Pathway.ts"

export const tractionAlopecia: Pathway = {
  id: "broken-edges",
  condition: "traction alopecia",
  // Taking the pull away is the care, and early loss grows back: a dermatologist only if it has
  // not in about 3 months or the skin turns shiny (the expert review on over-referral).
  urgency: "routine",
  professional: "trichologist",
  when: (p) => hasTractionSigns(p) && !suggestsFfa(p),
  recognise: /edges|traction/i,
  lead: (p) =>
    stylesPullOnEdges(p)
      ? "take the tension off your edges now; early traction loss can grow back"
      : "handle your broken edges gently and watch them for 3 months",
  say: (p) =>
    `Broken or thinning edges${stylesPullOnEdges(p) ? " where styles pull are traction alopecia until shown otherwise" : ""}: ${stylesPullOnEdges(p) ? "take the tension off the hairline now: looser styles, no edges in braids, nothing that hurts" : "keep tight ties, heat and rough brushing away from the hairline"}. If there is no regrowth after about 3 months, or the skin there looks shiny or smooth, see a dermatologist; early traction loss reverses, late loss scars. A registered trichologist can help with breakage from styling.`,
  startHere: (p) => ({
    change: stylesPullOnEdges(p)
      ? "Take the tension off your edges now"
      : "Keep tension and heat away from your edges",
    why: "Early traction loss grows back once the pull stops; a dermatologist if it has not in about 3 months.",
  }),
  neverBeside: () => [],
  sources: ["TA", "AAD-C", "TRI"],
}
