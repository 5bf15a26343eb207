/**
 * Eyebrow or eyelash loss that neither patches nor a receding band explains:
 * some causes scar or point to the thyroid, so a dermatologist in the next few
 * weeks (AAD; BAD leaflets).
 */
import { hasNoted, hasPatchyLoss } from "../HairProfile.ts"
import { suggestsFfa } from "./FrontalFibrosing.ts"
import { onTheEyelid } from "./NonHealingSore.ts"
import type { Pathway } from "./Pathway.ts"
import { hasSign } from "./Signs.ts"

export const browLoss: Pathway = {
  id: "brow-or-beard-loss",
  condition: "eyebrow or eyelash loss",
  urgency: "within_weeks",
  professional: "dermatologist",
  when: (p) =>
    (hasSign(p, "brow_lash_loss") || hasNoted(p, "brow_lash_loss")) &&
    !hasPatchyLoss(p) &&
    !suggestsFfa(p) &&
    // Lashes lost beside an eyelid lump are the lump's (NonHealingSore.ts).
    !onTheEyelid(p),
  recognise: /eyebrows|eyelashes|brow/i,
  lead: () =>
    "hair loss in the eyebrows or eyelashes is worth showing a dermatologist in the next few weeks",
  say: () =>
    "Hair loss in the eyebrows or eyelashes: show a dermatologist in the next few weeks. It can be alopecia areata, a thyroid problem, or early frontal fibrosing alopecia, which scars; early treatment protects the follicles. Plucking and tinting are best paused meanwhile.",
  startHere: () => ({
    change: "Show a dermatologist the eyebrow or eyelash loss in the next few weeks",
    why: "Some causes of loss beyond the scalp scar, and early treatment protects the follicles.",
  }),
  neverBeside: () => [],
  sources: ["BAD-AA", "BAD-FFA"],
}
